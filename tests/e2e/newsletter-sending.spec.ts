import path from 'node:path';

import { openDatabase, type DbHandle } from '#app/db/client.server.ts';
import {
  createNewsletter,
  deliveryCounts,
  getNewsletter,
  saveNewsletter,
} from '#app/db/newsletters.server.ts';

import { startSmtp, type Smtp } from '../setup/smtp.ts';
import { expect, test } from './fixtures.ts';
import { startServer, stopServer, type Started } from './server-processes.ts';

/*
 * A newsletter to 1 000 confirmed subscribers through the production server and a real SMTP
 * server (docs/decisions/0032-newsletter-sending.md): killed with SIGKILL at about half and
 * started again, it still reaches every subscriber exactly once. No browser: the sender is a
 * background job of the server process.
 */

test.describe.configure({ mode: 'serial' });

const SUBSCRIBERS = 1000;
const PUBLIC_URL = 'https://koc.test';

/** A migrated, empty database: the server creates it at its first start. */
async function migratedDataDir(): Promise<string> {
  const first = await startServer({ LOG_LEVEL: 'warn' });
  await stopServer(first);
  return first.dataDir;
}

function open(dataDir: string): DbHandle {
  return openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'koc.sqlite') });
}

/** 1 000 confirmed subscribers and a newsletter whose send has begun ("Şimdi gönder"). */
async function newsletterToThousand(handle: DbHandle): Promise<number> {
  const now = new Date().toISOString();
  await handle.db.transaction().execute(async (trx) => {
    for (let start = 0; start < SUBSCRIBERS; start += 250) {
      await trx
        .insertInto('subscribers')
        .values(
          Array.from({ length: 250 }, (_, offset) => ({
            email: `abone${start + offset}@ornek.com`,
            unsubscribe_token: `t${String(start + offset).padStart(31, '0')}`,
            status: 'confirmed' as const,
            created_at: now,
          })),
        )
        .execute();
    }
  });
  const content = { subject: 'Bin kişilik bülten', body: '## Merhaba\n\nBin aboneye bir bülten.' };
  const draft = await createNewsletter(handle.db, content, 'koc@koc.test');
  const started = await saveNewsletter(handle.db, draft.id, draft.version, content, {
    status: 'sending',
  });
  if (!started.ok || started.recipients !== SUBSCRIBERS) throw new Error('send did not start');
  return draft.id;
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const serverEnv = (smtp: Smtp, rate: number) => ({
  LOG_LEVEL: 'warn',
  PUBLIC_URL,
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  NEWSLETTER_RATE_PER_MINUTE: String(rate),
});

type Thousand = {
  smtp: Smtp;
  handle: DbHandle;
  id: number;
  start: (env: Record<string, string>) => Promise<Started>;
};

/** A migrated database with a newsletter to 1 000 subscribers and an SMTP server; the last server started is stopped after. */
async function withThousand(run: (setup: Thousand) => Promise<void>): Promise<void> {
  const smtp = await startSmtp();
  const dataDir = await migratedDataDir();
  const handle = open(dataDir);
  let server: Started | undefined;
  try {
    const id = await newsletterToThousand(handle);
    await run({
      smtp,
      handle,
      id,
      start: async (env) => (server = await startServer(env, { dataDir })),
    });
  } finally {
    if (server) await stopServer(server);
    await handle.close();
    await smtp.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`;

test('a send to 1 000 subscribers killed with SIGKILL at about half reaches each exactly once after a restart', async () => {
  test.setTimeout(240_000);
  await withThousand(async ({ smtp, handle, id, start }) => {
    const sentInDatabase = async () => (await deliveryCounts(handle.db, [id])).get(id)?.sent ?? 0;
    // 1 200 a minute: a mail every 50 ms, so that the test is short and the kill falls between
    // two mails, where a sender at any real rate spends nearly all its time.
    const env = serverEnv(smtp, 1200);
    const began = Date.now();
    const first = await start(env);
    await until(
      async () =>
        smtp.received.length >= SUBSCRIBERS / 2 &&
        (await sentInDatabase()) === smtp.received.length,
      120_000,
    );
    expect(await stopServer(first, 'SIGKILL')).toBeNull();
    const beforeKill = smtp.received.length;
    expect(beforeKill).toBeGreaterThanOrEqual(SUBSCRIBERS / 2);
    expect(beforeKill).toBeLessThan(SUBSCRIBERS);

    await start(env);
    await until(async () => (await getNewsletter(handle.db, id))?.status === 'sent', 200_000);
    const took = Date.now() - began;

    const addresses = smtp.received.flatMap((mail) => mail.to);
    expect(addresses).toHaveLength(SUBSCRIBERS);
    expect(new Set(addresses).size).toBe(SUBSCRIBERS);
    expect((await deliveryCounts(handle.db, [id])).get(id)).toEqual({
      pending: 0,
      sent: SUBSCRIBERS,
      failed: 0,
      skipped: 0,
      total: SUBSCRIBERS,
    });
    console.log(
      `1 000 abone, dakikada 1 200, SIGKILL ${beforeKill}. e-postadan sonra: ${addresses.length} teslim, ${new Set(addresses).size} farklı adres, ${seconds(took)} (iki başlatma dahil)`,
    );
  });
});

test('without a rate limit, 1 000 mails go as fast as the SMTP server takes them', async () => {
  test.setTimeout(120_000);
  await withThousand(async ({ smtp, handle, id, start }) => {
    const began = Date.now();
    await start(serverEnv(smtp, 0));
    await until(() => smtp.received.length >= SUBSCRIBERS, 100_000);
    const took = Date.now() - began;
    await until(async () => (await getNewsletter(handle.db, id))?.status === 'sent', 10_000);
    expect(new Set(smtp.received.flatMap((mail) => mail.to)).size).toBe(SUBSCRIBERS);
    expect(smtp.received).toHaveLength(SUBSCRIBERS);
    console.log(
      `1 000 abone, sınırsız hız: ${seconds(took)} (sunucunun başlaması dahil), saniyede ${Math.round(SUBSCRIBERS / (took / 1000))} e-posta`,
    );
  });
});
