import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { openDatabase, type Db } from '#app/db/client.server.ts';
import { RateCounters } from '#app/db/rate-counters.server.ts';
import { createAdminAccount } from '#app/server/admin/sign-in/auth.server.ts';
import { LoginThrottle } from '#app/server/admin/sign-in/login-throttle.server.ts';

import { startApp, type RunningApp } from '../setup/app-server.ts';
import { dialects, freshPostgresDatabase, TEST_SECRET } from '../setup/runtime.ts';

/*
 * docs/product.md#login-lockout and #rate-limits over HTTP, against two instances of the real
 * app on one database (on PostgreSQL the several-instances deployment): failed logins and form
 * submissions are counted once for both. Client addresses come as X-Forwarded-For from loopback,
 * which the app trusts, as it does from a proxy on the same machine.
 */

const ADMIN = { email: 'koc@koc.test', password: 'guvenli-bir-parola-2026' };
const GENERIC = 'E-posta adresi veya şifre hatalı.';
const SLOWED =
  /Çok fazla başarısız giriş denemesi yapıldı\. Güvenliğiniz için lütfen (\d+) (saniye|dakika) bekleyip tekrar deneyin\./;

type Answer = { status: number; text: string; retryAfter: string | null; cookie: string | null };

async function postForm(
  app: RunningApp,
  target: string,
  client: string,
  form: Record<string, string>,
  cookie = '',
): Promise<Answer> {
  const response = await fetch(new URL(target, app.url), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      Cookie: cookie,
      Origin: app.url,
      Accept: 'text/html',
      'X-Forwarded-For': client,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  });
  return {
    status: response.status,
    text: await response.text(),
    retryAfter: response.headers.get('retry-after'),
    cookie: response.headers.get('set-cookie'),
  };
}

describe.each(dialects)(
  'login slow-down and form limits on two instances on %s',
  { timeout: 60_000 },
  (dialect) => {
    let first: RunningApp;
    let second: RunningApp;
    let db: Db;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'koc-limits-'));
      const database = dialect === 'postgres' ? await freshPostgresDatabase('koc_limits') : null;
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url,
        PUBLIC_URL: 'http://koc.test',
        SUBMISSION_RATE_LIMIT: '3',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'error',
      };
      first = await startApp(env);
      second = await startApp(env);
      // The test's own connection, to read the trail and add an account.
      const handle = openDatabase(
        database
          ? { kind: 'postgres', connectionString: database.url }
          : { kind: 'sqlite', file: path.join(dataDir, 'koc.sqlite') },
      );
      db = handle.db;
      cleanup = async () => {
        await handle.close();
        await first.close();
        await second.close();
        await database?.drop();
        await rm(dataDir, { recursive: true, force: true });
      };
    }, 180_000);
    afterAll(() => cleanup?.());

    let addressNumber = 0;
    const prefix = dialect === 'postgres' ? '198.51.100' : '203.0.113';
    const freshAddress = () => `${prefix}.${(addressNumber += 1)}`;

    const logIn = (app: RunningApp, client: string, email: string, password: string, cookie = '') =>
      postForm(app, '/yonetim/giris', client, { email, password }, cookie);

    /** The audit trail's refused sign-ins for the address `email`. */
    const failuresOf = async (email: string) =>
      (
        await db
          .selectFrom('moderation_log')
          .select('id')
          .where('target_type', '=', 'sign-in')
          .where('action', '=', 'failure')
          .where('admin_email', '=', email)
          .execute()
      ).length;

    test('120 guesses from fresh addresses are refused mostly with 429 before any check, with few entries in the trail; the coach’s browser signs in at once, a new one is told to wait', async () => {
      // The coach signed in from this browser before: it holds the device cookie.
      const signedIn = await logIn(first, freshAddress(), ADMIN.email, ADMIN.password);
      expect(signedIn.status).toBe(302);
      const device = /yonetim_cihaz=[^;]+/.exec(signedIn.cookie ?? '')?.[0];
      expect(device).toBeDefined();
      expect(signedIn.cookie).toMatch(
        /yonetim_cihaz=[^;]+; Max-Age=31536000; Path=\/yonetim; HttpOnly; SameSite=Lax/,
      );

      const started = Date.now();
      const statuses: number[] = [];
      let refused: Answer | undefined;
      for (let i = 0; i < 120; i += 1) {
        const answer = await logIn(
          i % 2 ? first : second,
          freshAddress(),
          ADMIN.email,
          `yanlis-${i}`,
        );
        statuses.push(answer.status);
        if (answer.status === 400) expect(answer.text).toContain(GENERIC);
        if (answer.status === 429) refused = answer;
      }
      const seconds = (Date.now() - started) / 1000;
      const checked = statuses.filter((status) => status === 400).length;
      // Three free, then one after 1 s, 2 s, 4 s, 8 s …: a handful however long the run took.
      expect(checked).toBeGreaterThanOrEqual(3);
      expect(checked).toBeLessThanOrEqual(3 + Math.ceil(Math.log2(seconds + 1)));
      expect(statuses.filter((status) => status === 429)).toHaveLength(120 - checked);
      // Only the checked guesses are in the trail.
      expect(await failuresOf(ADMIN.email)).toBe(checked);

      expect(refused!.text).toMatch(SLOWED);
      expect(Number(refused!.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(refused!.cookie).toBeNull();
      // Without JavaScript, a small page of its own with a way back: the login page is not rendered.
      expect(refused!.text.length).toBeLessThan(1_000);
      expect(refused!.text).toContain('<a href="/yonetim/giris">Giriş sayfasına dönün</a>');
      // Guesses go on until the account's wait has at least 2 s left; the coach in a new
      // browser is then told to wait, like the guessers.
      for (let i = 0; i < 2_000; i += 1) {
        const answer = await logIn(first, freshAddress(), ADMIN.email, `sonra-${i}`);
        if (answer.status === 429 && Number(answer.retryAfter) >= 3) break;
      }
      // With JavaScript the form posts to the route's data URL: the same refusal (asked while
      // the wait has seconds left, so a slow machine cannot reach the next allowed check).
      const fromScript = await postForm(first, '/yonetim/giris.data', freshAddress(), ADMIN);
      expect(fromScript.status).toBe(429);
      expect(fromScript.text).toMatch(SLOWED);
      const newBrowser = await logIn(second, freshAddress(), ADMIN.email, ADMIN.password);
      expect(newBrowser.status).toBe(429);
      expect(newBrowser.text).toMatch(SLOWED);

      // Her own browser, from any address, on either instance: signed in at once.
      for (const app of [first, second]) {
        const known = await logIn(app, freshAddress(), ADMIN.email, ADMIN.password, device);
        expect(known.status).toBe(302);
        expect(known.cookie).toMatch(/yonetim_oturum=/);
      }
    });

    test('an unknown e-mail address is slowed down like the coach’s, with the same answer', async () => {
      /** Five wrong passwords at once, on both instances, sorted by status; and how long they took. */
      const burst = async (email: string) => {
        const started = Date.now();
        const answers = await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            logIn(i % 2 ? first : second, freshAddress(), email, 'yine-yanlis-parola'),
          ),
        );
        return { answers: answers.sort((a, b) => a.status - b.status), ms: Date.now() - started };
      };
      // The account's wait after three failures is 1 s: a burst that a loaded machine spread over
      // longer lets a fourth through, rightly, and is sent again with new addresses.
      let answers: Answer[][] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const known = `asistan-${attempt}@koc.test`;
        await createAdminAccount(db, known, ADMIN.password);
        const bursts = [await burst(known), await burst(`kimse-yok-${attempt}@koc.test`)];
        answers = bursts.map((sent) => sent.answers);
        if (bursts.every((sent) => sent.ms < 900)) break;
      }
      for (const sent of answers) {
        expect(sent.map((answer) => answer.status)).toEqual([400, 400, 400, 429, 429]);
      }
      const [known, unknown] = answers.map((sent) => sent[4]!);
      expect(unknown!.text.match(SLOWED)?.[0]).toBe(known!.text.match(SLOWED)?.[0]);
      expect(unknown!.retryAfter).toBe(known!.retryAfter);
    });

    test('parallel attempts whose clocks cross still get the three free failures, and the fourth waits', async () => {
      // Each request stamps its own `now`; a later stamp may reach the database first.
      const throttle = new LoginThrottle(db, new RateCounters(TEST_SECRET));
      const account = `saatler-${dialect}@koc.test`;
      const at = Date.now();
      const gates = [];
      for (const [n, now] of [at + 5, at, at + 2, at + 3].entries()) {
        gates.push(await throttle.reserveSignIn(`192.0.2.${n + 1}`, account, null, now));
      }
      expect(gates.map((gate) => gate.ok)).toEqual([true, true, true, false]);
    });

    test('the form limit counts one address’s submissions on both instances together', async () => {
      const client = freshAddress();
      const subscribe = (app: RunningApp, n: number) =>
        postForm(app, '/bulten', client, { email: `abone-${dialect}-${n}@ornek.com` });
      for (const [n, app] of [first, second, first].entries()) {
        expect((await subscribe(app, n)).status).toBe(303);
      }
      for (const app of [second, first]) {
        const refused = await subscribe(app, 9);
        expect(refused.status).toBe(429);
        expect(refused.text).toContain('Kısa sürede çok fazla gönderim yaptın.');
      }
      // Another address is not held back.
      const other = await postForm(second, '/bulten', freshAddress(), {
        email: `baska-${dialect}@ornek.com`,
      });
      expect(other.status).toBe(303);
    });
  },
);
