import { describe, expect, test } from 'vitest';

import {
  countRecipients,
  createNewsletter,
  forgetDeliveryRecipients,
  getNewsletter,
  listNewsletters,
  saveNewsletter,
  setSending,
  type Newsletter,
} from '#app/db/newsletters.server.ts';
import {
  deleteSubscriber,
  insertSubscriber,
  listSubscribers,
  type NewSubscriber,
} from '#app/db/subscribers.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { unsubscribe } from '#app/server/submissions/save.server.ts';

import { createTestRuntime, dialects, runtimePerTest } from '../setup/runtime.ts';
import { decoded, smtpPerTest, throughSmtp, type Smtp } from '../setup/smtp.ts';

/*
 * Sending a newsletter (docs/product.md#newsletter, docs/decisions/0032-newsletter-sending.md):
 * one delivery per confirmed subscriber, sent by the background sender through a real SMTP
 * server at the configured rate; unsubscribes, outages and refusals during a send.
 */

const coach = 'koc@koc.example';
const BODY = [
  '## Bu ayın notu',
  '',
  'Merhaba, bu ay [yeni yazımı](/blog/yeni-bir-baslangic) ve [kitabımı](https://kitap.example/x) paylaşıyorum.',
  '',
  '![Deniz kıyısında yürüyüş](/fotograflar/ornek.webp)',
].join('\n');

async function confirmedSubscribers(runtime: Runtime, count: number, prefix = 'abone') {
  const subscribers: NewSubscriber[] = [];
  for (let index = 0; index < count; index += 1) {
    const subscriber = await insertSubscriber(runtime.handle.db, `${prefix}${index}@ornek.com`, {
      status: 'confirmed',
    });
    if (subscriber) subscribers.push(subscriber);
  }
  return subscribers;
}

/** Writes a newsletter and starts its send, as "Şimdi gönder" does. */
async function sendNow(runtime: Runtime, subject = 'Kasım bülteni'): Promise<Newsletter> {
  const draft = await createNewsletter(runtime.handle.db, { subject, body: BODY }, coach);
  const started = await saveNewsletter(
    runtime.handle.db,
    draft.id,
    draft.version,
    { subject, body: BODY },
    { status: 'sending' },
  );
  if (!started.ok) throw new Error(`not started: ${started.reason}`);
  runtime.newsletters.kick();
  return started.newsletter;
}

/** Polls the database, not the clock: done as soon as the condition holds. */
async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function statusOf(runtime: Runtime, id: number) {
  return (await getNewsletter(runtime.handle.db, id))?.status;
}

async function countsOf(runtime: Runtime, id: number) {
  const { items } = await listNewsletters(runtime.handle.db);
  return items.find((item) => item.id === id)?.counts;
}

/** One part of a multipart mail, its transfer encoding undone. */
function partOf(raw: string, type: 'text/plain' | 'text/html'): string {
  const text = decoded(raw);
  const boundary = /boundary="([^"]+)"/.exec(text)?.[1];
  const header = text.indexOf(`Content-Type: ${type}`);
  if (!boundary || header < 0) throw new Error(`no ${type} part`);
  const start = text.indexOf('\r\n\r\n', header) + 4;
  return text.slice(start, text.indexOf(`\r\n--${boundary}`, start));
}

/** Deliveries a sender holds right now (claimed, not yet sent). */
async function leased(runtime: Runtime): Promise<number> {
  const rows = await runtime.handle.db
    .selectFrom('newsletter_deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('locked_until', '>', new Date().toISOString())
    .execute();
  return rows.length;
}

const recipientsOf = (smtp: Smtp) => smtp.received.flatMap((mail) => mail.to);

describe.each(dialects)('newsletter sending on %s', (dialect) => {
  const runtime = runtimePerTest(dialect);
  const smtpServer = smtpPerTest();

  /** `rate` undefined: the site's default, 60 a minute. */
  async function sending(
    options: { rate?: number | undefined; smtp?: Smtp; backoffMs?: number } = { rate: 0 },
  ) {
    const smtp = options.smtp ?? (await smtpServer());
    const app = await runtime({
      ...throughSmtp(smtp.port),
      startMailWorker: true,
      newsletterRatePerMinute: 'rate' in options ? options.rate : 0,
      newsletterBackoffMs: options.backoffMs ?? 50,
      newsletterPollMs: 100,
    });
    return { app, smtp };
  }

  test('every confirmed subscriber gets one mail with a text part, the footer and one-click unsubscribe, and nothing that tracks', async () => {
    const { app, smtp } = await sending();
    const subscribers = await confirmedSubscribers(app, 3);
    await insertSubscriber(app.handle.db, 'bekleyen@ornek.com', { status: 'pending' });
    await insertSubscriber(app.handle.db, 'ayrilan@ornek.com', { status: 'withdrawn' });

    const newsletter = await sendNow(app);
    expect(newsletter.recipients).toBe(3);
    await until(async () => (await statusOf(app, newsletter.id)) === 'sent');

    expect(recipientsOf(smtp).sort()).toEqual(subscribers.map((s) => s.email).sort());
    expect(await countsOf(app, newsletter.id)).toEqual({
      pending: 0,
      sent: 3,
      failed: 0,
      skipped: 0,
      total: 3,
    });

    const first = subscribers[0]!;
    const raw = smtp.received.find((mail) => mail.to.includes(first.email))!.raw;
    const mail = { text: partOf(raw, 'text/plain'), html: partOf(raw, 'text/html') };
    const leave = `https://koc.example/bulten/ayril/${first.unsubscribeToken}`;
    // Header lines unfolded (a long line continues on the next after a space).
    const headers = decoded(raw).replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(headers).toContain(`List-Unsubscribe: <${leave}>`);

    // The plain-text part: the content, its links written out, and the footer.
    expect(mail.text).toContain('Bu ayın notu');
    expect(mail.text).toContain('yeni yazımı [https://koc.example/blog/yeni-bir-baslangic]');
    expect(mail.text).toContain(leave);
    expect(mail.text).toContain('Gönderen: Ayşe Örnek, Ayşe Örnek Koçluk · Örnek Mahallesi');
    expect(mail.text).toContain('aboneliğini onayladığın için alıyorsun');

    // The HTML: links as written (made absolute), the one picture the coach put in, no other.
    const html = mail.html;
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual([
      'https://koc.example/blog/yeni-bir-baslangic',
      'https://kitap.example/x',
      leave,
      'https://koc.example/kvkk',
    ]);
    const pictures = [...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(pictures).toEqual(['https://koc.example/fotograflar/ornek.webp']);
    expect(html).toContain('alt="Deniz kıyısında yürüyüş"');
    expect(html).toContain('Örnek Mahallesi, Deneme Sokak No: 1, 35530 Karşıyaka/İzmir');
  });

  test('someone who unsubscribes while a send runs gets nothing more', async () => {
    const { app, smtp } = await sending({ rate: 600 });
    const subscribers = await confirmedSubscribers(app, 12);
    const leaving = subscribers.at(-1)!;
    const newsletter = await sendNow(app);

    await until(() => smtp.received.length >= 2);
    expect(await unsubscribe(app, leaving.unsubscribeToken)).toBe(true);
    await until(async () => (await statusOf(app, newsletter.id)) === 'sent');

    expect(recipientsOf(smtp)).not.toContain(leaving.email);
    expect(smtp.received).toHaveLength(11);
    expect(await countsOf(app, newsletter.id)).toMatchObject({ sent: 11, skipped: 1 });
  });

  test('an erased subscriber gets nothing more, and 30 days after a send nobody is named in it', async () => {
    const { app, smtp } = await sending({ rate: 600 });
    const subscribers = await confirmedSubscribers(app, 6);
    const erased = subscribers.at(-1)!;
    const newsletter = await sendNow(app);
    await until(() => smtp.received.length >= 1);
    expect(await deleteSubscriber(app.handle.db, erased.id)).toBe(true);
    await until(async () => (await statusOf(app, newsletter.id)) === 'sent');
    expect(recipientsOf(smtp)).not.toContain(erased.email);
    expect(await countsOf(app, newsletter.id)).toMatchObject({ sent: 5, skipped: 1 });

    const named = async () =>
      (
        await app.handle.db
          .selectFrom('newsletter_deliveries')
          .select('id')
          .where('subscriber_id', 'is not', null)
          .execute()
      ).length;
    const finishedAt = Date.parse((await getNewsletter(app.handle.db, newsletter.id))!.finishedAt!);
    const day = 24 * 60 * 60_000;
    // The mail worker's hourly purge passes "now less 30 days": a day early, nothing goes.
    expect(await forgetDeliveryRecipients(app.handle.db, new Date(finishedAt - day))).toBe(0);
    expect(await named()).toBe(5);
    expect(await forgetDeliveryRecipients(app.handle.db, new Date(finishedAt + 1))).toBe(5);
    expect(await named()).toBe(0);
    expect(await countsOf(app, newsletter.id)).toMatchObject({ sent: 5, skipped: 1, total: 6 });
  });

  test('an SMTP server that is down delays the send, and every mail goes out once it is back', async () => {
    // A port of a server that is not running yet.
    const probe = await smtpServer();
    const port = probe.port;
    await probe.close();
    const { app } = await sending({ smtp: { ...probe, port }, backoffMs: 50 });
    await confirmedSubscribers(app, 5);
    const newsletter = await sendNow(app);

    await until(async () => (await getNewsletter(app.handle.db, newsletter.id))?.lastError != null);
    expect(await statusOf(app, newsletter.id)).toBe('sending');
    expect(await countsOf(app, newsletter.id)).toMatchObject({ pending: 5, sent: 0, failed: 0 });

    const smtp = await smtpServer(port);
    await until(async () => (await statusOf(app, newsletter.id)) === 'sent');
    expect(smtp.received).toHaveLength(5);
    expect(new Set(recipientsOf(smtp)).size).toBe(5);
    expect((await getNewsletter(app.handle.db, newsletter.id))?.lastError).toBeNull();
  });

  test('a permanent refusal is recorded, and after three the address gets no newsletter', async () => {
    const smtp = await smtpServer(0, { refuse: (address) => address === 'yok@ornek.com' });
    const { app } = await sending({ smtp });
    await confirmedSubscribers(app, 2);
    await insertSubscriber(app.handle.db, 'yok@ornek.com', { status: 'confirmed' });

    for (const round of [1, 2, 3]) {
      const newsletter = await sendNow(app, `Bülten ${round}`);
      expect(newsletter.recipients).toBe(3);
      await until(async () => (await statusOf(app, newsletter.id)) === 'sent');
      expect(await countsOf(app, newsletter.id)).toMatchObject({ sent: 2, failed: 1 });
    }
    const refused = await app.handle.db
      .selectFrom('newsletter_deliveries')
      .innerJoin('subscribers', 'subscribers.id', 'newsletter_deliveries.subscriber_id')
      .select(['newsletter_deliveries.last_error', 'subscribers.hard_bounces'])
      .where('subscribers.email', '=', 'yok@ornek.com')
      .execute();
    expect(refused).toHaveLength(3);
    expect(refused[2]).toMatchObject({ hard_bounces: 3 });
    expect(refused[0]?.last_error).toContain('550');

    expect(await countRecipients(app.handle.db)).toBe(2);
    // The subscribers' list tells the coach why.
    const listed = await listSubscribers(app.handle.db, { search: 'yok@' });
    expect(listed.items).toMatchObject([{ email: 'yok@ornek.com', hardBounces: 3 }]);
    const fourth = await sendNow(app, 'Bülten 4');
    expect(fourth.recipients).toBe(2);
  });

  test('the rate holds: at 1 200 a minute, 11 mails take at least half a second', async () => {
    const { app, smtp } = await sending({ rate: 1200 });
    await confirmedSubscribers(app, 11);
    const newsletter = await sendNow(app);
    const times: number[] = [];
    let seen = 0;
    await until(() => {
      while (seen < smtp.received.length) {
        times.push(Date.now());
        seen += 1;
      }
      return seen >= 11;
    });
    await until(async () => (await statusOf(app, newsletter.id)) === 'sent');
    // From the second mail on (the first also opened the connection): nine gaps of 50 ms at
    // least, less the polling's slack.
    expect(times.at(-1)! - times[1]!).toBeGreaterThanOrEqual(9 * 50 - 10);
  });

  test('by default a mail goes out each second', async () => {
    const { app, smtp } = await sending({ rate: undefined });
    await confirmedSubscribers(app, 3);
    const newsletter = await sendNow(app);
    // From the second mail on: the first also opened the connection.
    await until(() => smtp.received.length >= 2);
    const second = Date.now();
    await until(() => smtp.received.length >= 3, 5_000);
    expect(Date.now() - second).toBeGreaterThanOrEqual(1000 - 20);
    await until(async () => (await statusOf(app, newsletter.id)) === 'sent');
  });

  test('a paused send sends nothing until it is resumed', async () => {
    const { app, smtp } = await sending({ rate: 600 });
    await confirmedSubscribers(app, 6);
    const newsletter = await sendNow(app);
    await until(() => smtp.received.length >= 1);
    expect(await setSending(app.handle.db, newsletter.id, false)).toBe(true);
    // The mail in hand may still finish; after it, nothing.
    await until(async () => (await leased(app)) === 0);
    const sentWhenPaused = smtp.received.length;
    expect(sentWhenPaused).toBeLessThan(6);
    await app.newsletters.runOnce();
    expect(smtp.received).toHaveLength(sentWhenPaused);

    expect(await setSending(app.handle.db, newsletter.id, true)).toBe(true);
    app.newsletters.kick();
    await until(async () => (await statusOf(app, newsletter.id)) === 'sent');
    expect(smtp.received).toHaveLength(6);
  });

  test('a scheduled newsletter starts at its time, for the subscribers confirmed by then', async () => {
    const { app, smtp } = await sending();
    await confirmedSubscribers(app, 2);
    const draft = await createNewsletter(app.handle.db, { subject: 'Zamanlı', body: BODY }, coach);
    const at = new Date(Date.now() + 400);
    const scheduled = await saveNewsletter(
      app.handle.db,
      draft.id,
      draft.version,
      { subject: 'Zamanlı', body: BODY },
      { status: 'scheduled', at },
    );
    expect(scheduled.ok).toBe(true);
    await confirmedSubscribers(app, 1, 'sonradan');
    await until(async () => (await statusOf(app, draft.id)) === 'sent');
    const sent = await getNewsletter(app.handle.db, draft.id);
    expect(Date.parse(sent!.startedAt!)).toBeGreaterThanOrEqual(at.getTime());
    expect(sent!.recipients).toBe(3);
    expect(smtp.received).toHaveLength(3);
  });
});

describe.each(dialects.filter((dialect) => dialect === 'postgres'))('two instances on %s', () => {
  const smtpServer = smtpPerTest();

  /** Two app runtimes, each with its sender, on one PostgreSQL schema. */
  async function twoInstances(smtp: Smtp, rate: number) {
    const options = {
      ...throughSmtp(smtp.port),
      startMailWorker: true,
      newsletterRatePerMinute: rate,
      newsletterPollMs: 50,
    };
    const first = await createTestRuntime('postgres', options);
    const second = await createTestRuntime('postgres', options, {
      dataDir: first.dataDir,
      db: first.dbOptions,
    });
    return {
      first,
      second,
      close: async () => {
        await second.close();
        await first.dispose();
      },
    };
  }

  test('two senders on one database send each delivery exactly once', async () => {
    const smtp = await smtpServer();
    const { first, second, close } = await twoInstances(smtp, 0);
    try {
      const subscribers = await confirmedSubscribers(first, 300);
      const newsletter = await sendNow(first);
      second.newsletters.kick();
      await until(async () => (await statusOf(first, newsletter.id)) === 'sent', 60_000);
      const addresses = recipientsOf(smtp);
      expect(addresses).toHaveLength(300);
      expect(new Set(addresses)).toEqual(new Set(subscribers.map((s) => s.email)));
      const ids = smtp.received.map(
        (mail) => /Message-ID: <bulten-\d+-(\d+)@/i.exec(mail.raw)?.[1],
      );
      expect(new Set(ids).size).toBe(300);
    } finally {
      await close();
    }
  });

  test('the rate is one for the site: two senders at 1 200 a minute send 11 mails in half a second or more', async () => {
    const smtp = await smtpServer();
    const { first, second, close } = await twoInstances(smtp, 1200);
    try {
      await confirmedSubscribers(first, 11);
      const newsletter = await sendNow(first);
      second.newsletters.kick();
      const started = Date.now();
      await until(async () => (await statusOf(first, newsletter.id)) === 'sent');
      expect(smtp.received).toHaveLength(11);
      // Each sender alone would need only half of it.
      expect(Date.now() - started).toBeGreaterThanOrEqual(10 * 50 - 15);
    } finally {
      await close();
    }
  });
});
