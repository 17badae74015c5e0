import { describe, expect, test } from 'vitest';

import { up as canonicalEmails } from '#app/db/migrations/2026-11-25-canonical-emails.ts';
import { canonicalEmail } from '#app/schemas/email.server.ts';
import { handleNewsletter } from '#app/server/submissions/form-handlers.server.ts';

import { dialects, runtimePerTest } from '../setup/runtime.ts';
import { runtimeWithSmtp, smtpPerTest } from '../setup/smtp.ts';

function newsletterPost(email: string): Request {
  return new Request('http://localhost/', { method: 'POST', body: new URLSearchParams({ email }) });
}

describe.each(dialects)('e-mail addresses on %s (docs/product.md#e-mail-addresses)', (dialect) => {
  const start = runtimePerTest(dialect);
  const startSmtp = smtpPerTest();

  test.each([
    'x,=1+1@x.co',
    '"a b"@x.co',
    'a@b@c.co',
    'Elif <e@x.co>',
    '"Elif" <e@x.co>',
    'e@x.co (Elif)',
    'liste: a@x.co, b@x.co;',
    'a@x.co, b@x.co',
  ])('%j is refused with the Turkish message and nothing is stored or mailed', async (email) => {
    const runtime = await start();
    const result = await handleNewsletter(newsletterPost(email), runtime, 'a');
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      toast: { description: 'Lütfen geçerli bir e-posta adresi girin.' },
    });
    const rows = await runtime.handle.db.selectFrom('subscribers').select('id').execute();
    expect(rows).toEqual([]);
    expect(await runtime.mail.runOnce()).toBe(0);
  });

  test('spellings of one address are one subscriber; the stored address is the envelope recipient', async () => {
    const { smtp, runtime } = await runtimeWithSmtp(start, startSmtp);
    const first = await handleNewsletter(newsletterPost('Elif@Örnek.com.tr'), runtime, 'a');
    expect(first.ok).toBe(true);
    for (const again of [
      'elif@örnek.com.tr',
      'elif@xn--rnek-4qa.com.tr',
      'ELIF@XN--RNEK-4QA.COM.TR',
      'ｅｌｉｆ@örnek.com.tr',
      ' elif@o\u0308rnek.com.tr ',
    ]) {
      // A known address is answered as a new one; the stored rows below show it is one.
      const result = await handleNewsletter(newsletterPost(again), runtime, 'a');
      expect([again, result]).toEqual([again, first]);
    }
    expect((await handleNewsletter(newsletterPost('ELIF@Ornek.com'), runtime, 'a')).status).toBe(
      200,
    );
    expect(
      (await handleNewsletter(newsletterPost('ｅｌｉｆ@ornek.com'), runtime, 'a')).status,
    ).toBe(200);
    // Turkish letters in the local part go out as typed, through SMTPUTF8.
    expect((await handleNewsletter(newsletterPost('ŞÜKRÜ@Ornek.com'), runtime, 'a')).status).toBe(
      200,
    );

    const stored = await runtime.handle.db
      .selectFrom('subscribers')
      .select('email')
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.email)).toEqual([
      'elif@xn--rnek-4qa.com.tr',
      'elif@ornek.com',
      'şükrü@ornek.com',
    ]);
    await runtime.mail.runOnce();
    const welcomes = smtp.received.filter((mail) => !mail.to.includes('koc@koc.example'));
    // smtp-server reports the envelope's punycode domain in Unicode; it is the same recipient.
    expect(welcomes.map((mail) => mail.to)).toEqual([
      ['elif@örnek.com.tr'],
      ['elif@ornek.com'],
      ['şükrü@ornek.com'],
    ]);
    expect(welcomes.map((mail) => mail.to.map(canonicalEmail))).toEqual(
      stored.map((row) => [row.email]),
    );
  });

  test('the migration merges stored spellings of one address and removes one nodemailer would mail elsewhere', async () => {
    const runtime = await start();
    const { db } = runtime.handle;
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString();
    const subscriber = (email: string, minute: number) => ({
      email,
      unsubscribe_token: `token-${minute}`.padEnd(32, 'x'),
      created_at: at(minute),
    });
    await db
      .insertInto('subscribers')
      .values([
        subscriber('Elif@Örnek.com.tr', 2),
        subscriber('elif@xn--rnek-4qa.com.tr', 1),
        subscriber('ｅｌｉｆ@xn--rnek-4qa.com.tr', 3),
        subscriber('x,=1+1@x.co', 4),
        subscriber('nur@ornek.com', 5),
      ])
      .execute();
    await db
      .insertInto('transformation_stories')
      .values({
        author_name: 'Elif',
        email: 'ELIF@ÖRNEK.com.tr',
        story: 'Hikâyem',
        created_at: at(6),
      })
      .execute();
    // The migration's step itself, on rows as a version before it could store them.
    await canonicalEmails(db);

    const subscribers = await db
      .selectFrom('subscribers')
      .select(['email', 'unsubscribe_token'])
      .orderBy('email')
      .execute();
    expect(subscribers).toEqual([
      { email: 'elif@xn--rnek-4qa.com.tr', unsubscribe_token: 'token-1'.padEnd(32, 'x') },
      { email: 'nur@ornek.com', unsubscribe_token: 'token-5'.padEnd(32, 'x') },
    ]);
    const story = await db
      .selectFrom('transformation_stories')
      .select('email')
      .executeTakeFirstOrThrow();
    expect(story.email).toBe('elif@xn--rnek-4qa.com.tr');
  });
});
