import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, test } from 'vitest';

import { countMailsByStatus } from '#app/db/outbox.server.ts';
import { submitComment, submitStory, subscribe } from '#app/server/submissions.server.ts';

import { createTestServices, dialects, type TestServices } from '../setup/services.ts';

type Received = { from: string; to: string[]; raw: string };

/** The message with quoted-printable soft breaks and escapes undone, so Turkish text reads plainly. */
function decoded(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** A real SMTP server in this process (smtp-server). STARTTLS is off: its bundled certificate has expired. */
async function startSmtp(
  port = 0,
): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(dialects)('mail on %s', (dialect) => {
  let services: TestServices | undefined;
  afterEach(async () => {
    await services?.dispose();
    services = undefined;
  });

  test('notifications go out through SMTP, in Turkish, to NOTIFY_EMAIL', async () => {
    const smtp = await startSmtp();
    try {
      services = await createTestServices(dialect, {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        mailTransportOptions: { ignoreTLS: true },
      });
      await subscribe(services, 'yeni.abone@ornek.com');
      await submitStory(
        services,
        { authorName: 'Gül', email: 'gul@ornek.com', story: 'Hikâyem' },
        null,
      );
      await submitComment(
        services,
        { postSlug: 'umut-ekmek', authorName: 'Hakan', content: 'Güzel yazı' },
        'Umut Ekmek',
      );
      expect(await services.mail.runOnce()).toBe(3);
      expect(smtp.received).toHaveLength(3);
      for (const mail of smtp.received) expect(mail.to).toEqual(['koc@koc.example']);
      const [subscriber, story, comment] = smtp.received.map((mail) => decoded(mail.raw));
      expect(subscriber).toMatch(/Subject: =\?UTF-8\?/);
      expect(subscriber).toContain('Bültene yeni bir abone katıldı: yeni.abone@ornek.com');
      expect(story).toContain('Gül bir dönüşüm hikâyesi paylaştı.');
      expect(story).toContain('https://koc.example/yonetim/hikayeler');
      expect(comment).toContain('Hakan, "Umut Ekmek" yazısına yorum yaptı.');
      expect(comment).toContain('https://koc.example/yonetim/yorumlar');
      expect(await countMailsByStatus(services.handle.db)).toEqual({
        pending: 0,
        sent: 3,
        failed: 0,
      });
    } finally {
      await smtp.close();
    }
  });

  test('with the SMTP server down the submission still succeeds; once it is up the mail goes out exactly once', async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    services = await createTestServices(dialect, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailTransportOptions: { ignoreTLS: true, connectionTimeout: 1000 },
      mailBaseBackoffMs: 50,
    });
    const started = Date.now();
    expect(await subscribe(services, 'bekleyen@ornek.com')).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);

    expect(await services.mail.runOnce()).toBe(0);
    const afterFailure = await services.handle.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'last_error'])
      .executeTakeFirstOrThrow();
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFailure.last_error).toBeTruthy();

    const smtp = await startSmtp(port);
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await services.mail.runOnce()).toBe(1);
      expect(await services.mail.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(1);
      expect(decoded(smtp.received[0]!.raw)).toContain('bekleyen@ornek.com');
      expect(await countMailsByStatus(services.handle.db)).toEqual({
        pending: 0,
        sent: 1,
        failed: 0,
      });
    } finally {
      await smtp.close();
    }
  });

  test('without SMTP_URL each mail is written as an .eml file under DATA_DIR/outbox', async () => {
    services = await createTestServices(dialect);
    await subscribe(services, 'dosya@ornek.com');
    expect(await services.mail.runOnce()).toBe(1);
    const dir = path.join(services.dataDir, 'outbox');
    const files = await readdir(dir);
    expect(files).toEqual(['000001-new-subscriber.eml']);
    const eml = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: koc@koc.example');
    expect(decoded(eml)).toContain('Bültene yeni bir abone katıldı: dosya@ornek.com');
    expect(eml).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
  });
});
