import { describe, expect, test } from 'vitest';

import { findSubscriberByEmail } from '#app/db/subscribers.server.ts';
import { submitStory } from '#app/server/submissions/save.server.ts';
import { handleUnsubscribe, loadUnsubscribe } from '#app/server/submissions/unsubscribe.server.ts';

import { subscribeConfirmed } from '../setup/newsletter.ts';
import { mailCountsByStatus } from '../setup/queries.ts';
import { dialects, runtimePerTest } from '../setup/runtime.ts';
import { decoded, runtimeWithSmtp, smtpPerTest } from '../setup/smtp.ts';

const LINK = /https:\/\/koc\.example\/bulten\/ayril\/([A-Za-z0-9_-]{32})/;

/** The unsubscribe link's token as a visitor's browser or mail program would send it. */
function tokenOf(url: string): string {
  return new URL(url).pathname.split('/').pop()!;
}

function post(url: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(url, { method: 'POST', headers, body: new URLSearchParams(body) });
}

/** What a data() answer carries: its status and payload. */
function unwrap(result: unknown): { status: number; data: unknown } {
  const value = result as { init?: { status?: number } | null; data: unknown };
  return { status: value.init?.status ?? 200, data: value.data };
}

async function statusOf(
  runtime: { handle: { db: Parameters<typeof findSubscriberByEmail>[0] } },
  email: string,
) {
  return (await findSubscriberByEmail(runtime.handle.db, email))?.status ?? null;
}

describe.each(dialects)('newsletter welcome mail and unsubscribe on %s', (dialect) => {
  const start = runtimePerTest(dialect);
  const startSmtp = smtpPerTest();

  test('the subscriber gets a Turkish welcome mail with the link (text and HTML) and the RFC 8058 headers', async () => {
    const { smtp, runtime } = await runtimeWithSmtp(start, startSmtp);
    await subscribeConfirmed(runtime, ' Hoş.Geldin@Ornek.com ');
    // The confirmation mail, then (confirmed) the coach's notification and the welcome mail.
    expect(await runtime.mail.runOnce()).toBe(3);
    const welcome = smtp.received.find(
      (mail) => mail.to.includes('hoş.geldin@ornek.com') && mail.raw.includes('List-Unsubscribe'),
    );
    expect(welcome).toBeDefined();
    // Long header lines are folded (RFC 5322); a mail program unfolds them.
    const raw = welcome!.raw.replace(/\r\n(?=[ \t])/g, '');
    const link = raw.match(LINK)?.[0];
    expect(link).toBeDefined();
    expect(raw).toMatch(new RegExp(`^List-Unsubscribe: <${link}>\\r?$`, 'm'));
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    const text = decoded(raw);
    expect(text).toContain('Ayşe Örnek Koçluk bültenine aboneliğini onayladın.');
    expect(text).toContain('“Abonelikten Ayrıl” düğmesine basman yeterli');
    expect(text).toContain(`href="${link}"`);
    expect(text).toContain('https://koc.example/kvkk');
    // The token is the subscriber's own: the one stored for this address.
    const stored = await runtime.handle.db
      .selectFrom('subscribers')
      .select('unsubscribe_token')
      .executeTakeFirstOrThrow();
    expect(tokenOf(link!)).toBe(stored.unsubscribe_token);
  });

  test('following the link (GET) unsubscribes nobody; the POST does; the link cannot be used again', async () => {
    const { smtp, runtime } = await runtimeWithSmtp(start, startSmtp);
    await subscribeConfirmed(runtime, 'ayrilacak@ornek.com');
    await subscribeConfirmed(runtime, 'kalacak@ornek.com');
    await runtime.mail.runOnce();
    const mail = smtp.received.find(
      (m) => m.to.includes('ayrilacak@ornek.com') && LINK.test(m.raw),
    )!;
    const link = mail.raw.match(LINK)![0];
    const token = tokenOf(link);

    // A mail scanner or a link preview opening the link, twice.
    for (let i = 0; i < 2; i += 1) {
      const page = unwrap(await loadUnsubscribe(runtime, token));
      expect(page).toEqual({ status: 200, data: { status: 'ready', email: 'a***@ornek.com' } });
    }
    expect(await statusOf(runtime, 'ayrilacak@ornek.com')).toBe('confirmed');

    // The page's button, without JavaScript: post/redirect/get to the confirmation page.
    const answer = (await handleUnsubscribe(
      post(link, {}, { Accept: 'text/html', Origin: 'https://koc.example' }),
      runtime,
      token,
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/bulten/ayrildi');
    // The row stays as the record of the withdrawal; nothing goes to it any more.
    expect(await statusOf(runtime, 'ayrilacak@ornek.com')).toBe('withdrawn');
    // Nobody else is touched.
    expect(await statusOf(runtime, 'kalacak@ornek.com')).toBe('confirmed');

    expect(unwrap(await loadUnsubscribe(runtime, token))).toEqual({
      status: 404,
      data: { status: 'unknown' },
    });
    expect(unwrap(await handleUnsubscribe(post(link, {}), runtime, token))).toEqual({
      status: 404,
      data: { status: 'unknown' },
    });
  });

  test('a one-click POST from a mail program (no cookies, no Origin) unsubscribes with 200', async () => {
    const runtime = await start();
    await subscribeConfirmed(runtime, 'tek.tik@ornek.com');
    const { unsubscribe_token: token } = await runtime.handle.db
      .selectFrom('subscribers')
      .select('unsubscribe_token')
      .executeTakeFirstOrThrow();
    const link = `https://koc.example/bulten/ayril/${token}`;
    const answer = unwrap(
      await handleUnsubscribe(post(link, { 'List-Unsubscribe': 'One-Click' }), runtime, token),
    );
    expect(answer).toEqual({ status: 200, data: { status: 'done' } });
    expect(await statusOf(runtime, 'tek.tik@ornek.com')).toBe('withdrawn');
  });

  test('after unsubscribing, no mail still waiting for that address goes out; other mails do', async () => {
    const { smtp, runtime } = await runtimeWithSmtp(start, startSmtp);
    await subscribeConfirmed(runtime, 'bekleyen.posta@ornek.com');
    await submitStory(
      runtime,
      { authorName: 'Başka Biri', email: 'baska@ornek.com', story: 'Hikâyem' },
      null,
    );
    // Nothing sent yet: the confirmation, the welcome mail and the coach's notification wait.
    expect((await mailCountsByStatus(runtime.handle.db)).pending).toBe(4);
    const { unsubscribe_token: token } = await runtime.handle.db
      .selectFrom('subscribers')
      .select('unsubscribe_token')
      .executeTakeFirstOrThrow();
    await handleUnsubscribe(post(`https://koc.example/bulten/ayril/${token}`, {}), runtime, token);
    expect(await runtime.mail.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(decoded(smtp.received[0]!.raw)).toContain('Başka Biri bir dönüşüm hikâyesi paylaştı.');
    const outbox = await runtime.handle.db.selectFrom('mail_outbox').selectAll().execute();
    expect(JSON.stringify(outbox)).not.toContain('bekleyen.posta');
  });

  test.each(['', 'kisa', 'x'.repeat(32).replace(/x/g, '%'), `${'A'.repeat(32)}/../..`])(
    'a malformed or unknown token %j answers 404 and changes nothing',
    async (token) => {
      const runtime = await start();
      await subscribeConfirmed(runtime, 'dokunulmaz@ornek.com');
      expect(unwrap(await loadUnsubscribe(runtime, token)).status).toBe(404);
      const answer = unwrap(
        await handleUnsubscribe(post('https://koc.example/x', {}), runtime, token),
      );
      expect(answer.status).toBe(404);
      expect(await statusOf(runtime, 'dokunulmaz@ornek.com')).toBe('confirmed');
    },
  );
});
