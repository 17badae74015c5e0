import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { afterEach, describe, expect, test, vi } from 'vitest';

import { logger } from '#app/server/logger.server.ts';
import { subscribe } from '#app/server/submissions/save.server.ts';

import { dialects, runtimePerTest } from '../setup/runtime.ts';
import { sendComment, sendStory } from '../setup/submissions.ts';
import { decoded, runtimeWithSmtp, smtpPerTest, throughSmtp } from '../setup/smtp.ts';
import { mailCountsByStatus } from '#tests/setup/queries.ts';
import { subscribeConfirmed } from '#tests/setup/newsletter.ts';

describe.each(dialects)('mail on %s', (dialect) => {
  const start = runtimePerTest(dialect);
  const startSmtp = smtpPerTest();
  afterEach(() => vi.restoreAllMocks());

  test('notifications go out through SMTP, in Turkish, to NOTIFY_EMAIL', async () => {
    const { smtp, runtime } = await runtimeWithSmtp(start, startSmtp);
    await subscribeConfirmed(runtime, 'yeni.abone@ornek.com');
    await sendStory(runtime, 'Gül', 'gul@ornek.com', 'Hikâyem');
    await sendComment(runtime, { slug: 'umut-ekmek', title: 'Umut Ekmek' }, 'Hakan', 'Güzel yazı');
    // Three notifications to the coach, and the subscriber's confirmation and welcome mails.
    expect(await runtime.mail.runOnce()).toBe(5);
    const toCoach = smtp.received.filter((mail) => mail.to.includes('koc@koc.example'));
    expect(toCoach).toHaveLength(3);
    for (const mail of toCoach) expect(mail.to).toEqual(['koc@koc.example']);
    const [subscriber, story, comment] = toCoach.map((mail) => decoded(mail.raw));
    expect(subscriber).toMatch(/Subject: =\?UTF-8\?/);
    expect(subscriber).toContain('Bültene yeni bir abone katıldı: yeni.abone@ornek.com');
    expect(story).toContain('Gül bir dönüşüm hikâyesi paylaştı.');
    expect(story).toContain('https://koc.example/yonetim/hikayeler');
    expect(comment).toContain('Hakan, “Umut Ekmek” yazısına yorum yaptı.');
    expect(comment).toContain('https://koc.example/yonetim/yorumlar');
    expect(await mailCountsByStatus(runtime.handle.db)).toEqual({
      pending: 0,
      sent: 5,
      failed: 0,
    });
  });

  test('with the SMTP server down the submission still succeeds; once it is up the mail goes out exactly once', async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    const runtime = await start({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailTransportOptions: { ignoreTLS: true, connectionTimeout: 1000 },
      mailBaseBackoffMs: 50,
    });
    const started = Date.now();
    expect((await subscribe(runtime, 'bekleyen@ornek.com')).kind).toBe('new');
    expect(Date.now() - started).toBeLessThan(1000);

    expect(await runtime.mail.runOnce()).toBe(0);
    const afterFailure = await runtime.handle.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'last_error'])
      .execute();
    // The subscriber's confirmation mail waits.
    expect(afterFailure).toHaveLength(1);
    for (const mail of afterFailure) {
      expect(mail).toMatchObject({ status: 'pending', attempts: 1 });
      expect(mail.last_error).toBeTruthy();
    }

    const smtp = await startSmtp(port);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await runtime.mail.runOnce()).toBe(1);
    expect(await runtime.mail.runOnce()).toBe(0);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['bekleyen@ornek.com']]);
    expect(decoded(smtp.received[0]!.raw)).toContain('https://koc.example/bulten/onayla/');
    expect(await mailCountsByStatus(runtime.handle.db)).toEqual({
      pending: 0,
      sent: 1,
      failed: 0,
    });
  });

  test('a refusal that names the address is logged with its reply code only, never the address', async () => {
    const smtp = await startSmtp(0, { refuse: (address) => address === 'yok@ornek.com' });
    const runtime = await start({ ...throughSmtp(smtp.port), mailBaseBackoffMs: 50 });
    await subscribe(runtime, 'yok@ornek.com');
    const lines = (['debug', 'info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(logger, level),
    );

    expect(await runtime.mail.runOnce()).toBe(0);
    const [mail] = await runtime.handle.db.selectFrom('mail_outbox').select('last_error').execute();
    // The server's refusal did name the address.
    expect(mail?.last_error).toContain('yok@ornek.com');
    const logged = lines.flatMap((spy) => spy.mock.calls);
    expect(logged).toContainEqual([
      'mail not sent',
      expect.objectContaining({ smtpCode: 550, reason: 'EENVELOPE' }),
    ]);
    expect(JSON.stringify(logged)).not.toContain('ornek.com');
  });

  test('without SMTP_URL each mail is written as an .eml file under DATA_DIR/outbox', async () => {
    const runtime = await start();
    await subscribeConfirmed(runtime, 'dosya@ornek.com');
    expect(await runtime.mail.runOnce()).toBe(3);
    const dir = path.join(runtime.dataDir, 'outbox');
    const files = await readdir(dir);
    expect(files).toEqual([
      '000001-newsletter-confirm.eml',
      '000002-new-subscriber.eml',
      '000003-newsletter-welcome.eml',
    ]);
    const eml = await readFile(path.join(dir, files[1]!), 'utf8');
    expect(eml).toContain('To: koc@koc.example');
    expect(decoded(eml)).toContain('Bültene yeni bir abone katıldı: dosya@ornek.com');
    expect(eml).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
  });

  test('sent and failed mails (and .eml copies) are deleted after 30 days; waiting ones stay', async () => {
    const runtime = await start();
    const { db } = runtime.handle;
    const old = new Date(Date.now() - 31 * 24 * 60 * 60_000).toISOString();
    const recent = new Date(Date.now() - 29 * 24 * 60 * 60_000).toISOString();
    const rows = [
      { subject: 'eski gönderilmiş', status: 'sent', created_at: old },
      { subject: 'eski başarısız', status: 'failed', created_at: old },
      { subject: 'yeni gönderilmiş', status: 'sent', created_at: recent },
      // Far in the future, so this pass does not send it.
      { subject: 'eski bekleyen', status: 'pending', created_at: old },
    ] as const;
    for (const row of rows) {
      await db
        .insertInto('mail_outbox')
        .values({
          kind: 'test',
          to_address: 'alici@ornek.com',
          subject: row.subject,
          text_body: 'metin',
          status: 'pending',
          next_attempt_at: '2999-01-01T00:00:00.000Z',
          created_at: row.created_at,
        })
        .execute();
      await db
        .updateTable('mail_outbox')
        .set({ status: row.status })
        .where('subject', '=', row.subject)
        .execute();
    }
    // Without SMTP_URL the copies written as .eml files follow the same rule.
    const dir = path.join(runtime.dataDir, 'outbox');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, '000001-eski.eml'), 'To: alici@ornek.com\n');
    await writeFile(path.join(dir, '000002-yeni.eml'), 'To: alici@ornek.com\n');
    await utimes(path.join(dir, '000001-eski.eml'), new Date(old), new Date(old));
    await utimes(path.join(dir, '000002-yeni.eml'), new Date(recent), new Date(recent));

    expect(await runtime.mail.runOnce()).toBe(0);
    const left = await db.selectFrom('mail_outbox').select('subject').orderBy('id').execute();
    expect(left.map((row) => row.subject)).toEqual(['yeni gönderilmiş', 'eski bekleyen']);
    expect(await readdir(dir)).toEqual(['000002-yeni.eml']);
  });
});
