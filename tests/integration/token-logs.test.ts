import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

import { insertInvitation } from '#app/db/accounts/admin-invitations.server.ts';
import { privacyFacts } from '#app/data/privacy.ts';
import { createAdminAccount } from '#app/server/admin/sign-in/auth.server.ts';
import { istanbulDate } from '#app/lib/format.ts';
import { weekdayOf } from '#app/lib/booking/booking-slots.ts';
import { subscribe } from '#app/server/submissions/save.server.ts';

import { startApp, type RunningApp } from '../setup/app-server.ts';
import { bookConfirmed } from '../setup/booking.ts';
import { confirmationToken, subscribeConfirmed } from '../setup/newsletter.ts';
import { createTestRuntime } from '../setup/runtime.ts';

/*
 * A link's token opens a visitor's booking or subscription, or makes an account: the server's log
 * (docs/product.md#logs) never holds one, however the link is spelled, whether the page answers
 * or fails; nor a query string (the coach's subscriber search names an address); and the KVKK
 * notice states how long that log is kept, as the README's journald settings keep it.
 */

const DAY = 24 * 60 * 60_000;
const GARBAGE = 'Zz9_çöp-Token-değil-ama-gizli-1234567890abc';
/** Made up, in a real token's shape: the page looks it up. */
const WELL_FORMED = 'GizliOlmayanAmaGecerliBicimde012';

let app: RunningApp;
let dataDir: string;
const tokens: Record<string, string> = {};
const written: string[] = [];

/** A weekday ten days ahead at 10:00 Türkiye time: inside the default hours and window. */
function nextWeekdayAtTen(now = new Date()): Date {
  for (let offset = 10; ; offset += 1) {
    const day = istanbulDate(new Date(now.getTime() + offset * DAY));
    if (weekdayOf(day) <= 5) return new Date(`${day}T10:00:00+03:00`);
  }
}

/** A GET with its path sent exactly as written: fetch would resolve `..` and escapes first. */
function get(rawPath: string): Promise<number> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The log lines written since `from` (JSON, one a line, stdout and stderr). */
function logLines(from = 0): string[] {
  return written
    .slice(from)
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'));
}

function expectNoToken(lines: string[]) {
  const text = lines.join('\n');
  for (const token of [...Object.values(tokens), GARBAGE, WELL_FORMED]) {
    expect(text).not.toContain(token);
    expect(text.toLowerCase()).not.toContain(token.toLowerCase());
    expect(text).not.toContain(encodeURIComponent(token));
  }
}

beforeAll(async () => {
  // Real tokens, made as visitors and the coach make them, in the database the app then opens.
  const runtime = await createTestRuntime('sqlite');
  dataDir = runtime.dataDir;
  const owner = await createAdminAccount(runtime.handle.db, 'koc@ornek.com', 'koc-parolasi-2026');
  tokens.invitation = (
    await insertInvitation(runtime.handle.db, {
      email: 'asistan@ornek.com',
      role: 'assistant',
      invitedBy: owner!.id,
    })
  ).token;
  await subscribe(runtime, 'onaylayacak@ornek.com');
  tokens.confirm = await confirmationToken(runtime.handle.db, 'onaylayacak@ornek.com');
  await subscribeConfirmed(runtime, 'ayrilacak@ornek.com');
  tokens.unsubscribe = (
    await runtime.handle.db
      .selectFrom('subscribers')
      .select('unsubscribe_token')
      .where('email', '=', 'ayrilacak@ornek.com')
      .executeTakeFirstOrThrow()
  ).unsubscribe_token;
  const booked = await bookConfirmed(runtime, {
    kind: 'online',
    startsAt: nextWeekdayAtTen(),
    name: 'Deniz Yılmaz',
    email: 'deniz@ornek.com',
    phone: '+90 532 000 00 00',
    note: '',
    timeZone: 'Europe/Istanbul',
  });
  if (!booked.ok) throw new Error('the call could not be booked');
  tokens.booking = booked.token;
  await runtime.close();

  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation(((
      chunk: string | Uint8Array,
      ...rest: never[]
    ) => {
      written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
      return write(chunk, ...rest);
    }) as typeof stream.write);
  }
  app = await startApp({
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    PUBLIC_URL: undefined,
    LOG_LEVEL: 'info',
  });
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await app?.close();
});

describe('link tokens never reach the log', () => {
  test('each link page, with its real token and a made-up one, in every spelling', async () => {
    const from = written.length;
    const links = (token: string) => [
      `/randevu/${token}`,
      `/randevu/${token}/iptal`,
      `/randevu/${token}.data`,
      `/bulten/onayla/${token}`,
      `/bulten/ayril/${token}?kaynak=e-posta`,
      `/yonetim/davet/${token}`,
      `/x/../randevu/${token}`,
      `/bulten/./x/../ayril/${token}`,
      `/%2e/yonetim/davet/${token}`,
      `//RANDEVU//${token}`,
      `/r%61ndevu/${token}`,
      `/bulten%2Fonayla%2F${token}`,
      `/eski/bulten/ayril/${token}`,
    ];
    const paths = [
      ...links(tokens.booking!),
      `/bulten/onayla/${tokens.confirm!}`,
      `/bulten/ayril/${tokens.unsubscribe!}`,
      `/yonetim/davet/${tokens.invitation!}`,
      `/x/../bulten/ayril/${tokens.unsubscribe!}`,
      ...links(GARBAGE).map((link) => link.replace(GARBAGE, encodeURIComponent(GARBAGE))),
    ];
    const statuses: number[] = [];
    for (const link of paths) statuses.push(await get(link));
    // The real links open their pages, in their odd spellings too: the log was written for
    // pages that did their work.
    const real = links('x').length;
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect([statuses[6], statuses[10]]).toEqual([200, 200]);
    expect(statuses.slice(real, real + 4)).toEqual([200, 200, 200, 200]);

    const requests = logLines(from).filter((line) => line.includes('"message":"request"'));
    expect(requests.length).toBeGreaterThanOrEqual(paths.length);
    expectNoToken(requests);
    const logged = requests.map((line) => (JSON.parse(line) as { path: string }).path);
    expect(logged).toContain('/randevu/…');
    expect(logged).toContain('/bulten/onayla/…');
    expect(logged).toContain('/bulten/ayril/…');
    expect(logged).toContain('/yonetim/davet/…');
    expect(logged).toContain('/eski/bulten/ayril/…');
  });

  test('a link page that fails logs its error with the page, not the token', async () => {
    // The subscriber table disappears from under the running server (a restore gone wrong):
    // the unsubscribe page, which reads it, fails with 500 and an error log.
    const db = new Database(path.join(dataDir, 'koc.sqlite'));
    db.exec('drop table subscribers');
    db.close();
    const from = written.length;
    expect(await get(`/bulten/ayril/${tokens.unsubscribe!}`)).toBe(500);
    expect(await get(`/x/../bulten/ayril/${WELL_FORMED}`)).toBe(500);
    const errors = logLines(from).filter((line) => line.includes('"level":"error"'));
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors.join('\n')).toContain('"path":"/bulten/ayril/…"');
    expectNoToken(errors);
  });
});

describe('what was typed into an address never reaches the log', () => {
  test('a query string, such as the coach’s subscriber search for an address, is left out', async () => {
    const from = written.length;
    const searches = [
      '/yonetim/aboneler?ara=someone@example.com',
      '/yonetim/aboneler.data?ara=someone%40example.com',
      '/yonetim/aboneler.csv?ara=someone@example.com',
      '/bulten?email=someone@example.com',
    ];
    for (const search of searches) await get(search);
    const requests = logLines(from).filter((line) => line.includes('"message":"request"'));
    const logged = requests.map((line) => (JSON.parse(line) as { path: string }).path);
    expect(logged).toEqual(
      expect.arrayContaining([
        '/yonetim/aboneler',
        '/yonetim/aboneler.data',
        '/yonetim/aboneler.csv',
        '/bulten',
      ]),
    );
    const text = logLines(from).join('\n');
    expect(text).not.toContain('someone');
    expect(text).not.toContain('@');
    expect(text).not.toContain('%40');
  });
});

describe('how long the log is kept', () => {
  test('the KVKK notice states the retention that the README’s journald settings keep', async () => {
    const readme = readFileSync('README.md', 'utf8');
    const journald = /`\/etc\/systemd\/journald@koc\.conf`[\s\S]*?```ini\n([\s\S]*?)```/.exec(
      readme,
    )?.[1];
    expect(journald).toBeDefined();
    const days = (name: string) => {
      const value = new RegExp(`^${name}=(\\d+)day$`, 'm').exec(journald!)?.[1];
      expect(value, name).toBeDefined();
      return Number(value);
    };
    // A file goes once its entries are older than MaxRetentionSec; a new file is begun each
    // MaxFileSec: no line stays longer than the two together.
    const kept = days('MaxRetentionSec') + days('MaxFileSec');
    expect(kept).toBe(privacyFacts.serverLogDays);
    expect(readme).toMatch(/^LogNamespace=koc$/m);

    const response = await fetch(`${app.url}/kvkk`);
    const page = (await response.text()).replace(/<!-- -->/g, '').replace(/\s+/g, ' ');
    expect(page).toContain(
      `Sunucu kayıtları en çok ${kept} gün saklanır, sonra otomatik olarak silinir.`,
    );
    expect(page).toContain(`Sunucu kayıtları (log): en çok ${kept} gün;`);
  });
});
