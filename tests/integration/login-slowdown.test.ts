import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { startApp, type RunningApp } from '../setup/app-server.ts';
import { dialects, freshPostgresDatabase } from '../setup/runtime.ts';

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
): Promise<Answer> {
  const response = await fetch(new URL(target, app.url), {
    method: 'POST',
    redirect: 'manual',
    headers: {
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
      cleanup = async () => {
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

    const logIn = (app: RunningApp, client: string, email: string, password: string) =>
      postForm(app, '/yonetim/giris', client, { email, password });

    /**
     * One address fails once on the account, then 14 others fail on it, half through each
     * instance; the first address tries again (with the right password, if it is the coach's).
     */
    async function guessFromManyAddresses(
      email: string,
      password: string,
    ): Promise<{ answer: Answer; returning: string }> {
      const returning = freshAddress();
      expect((await logIn(first, returning, email, 'yanlis-parola-0')).status).toBe(400);
      for (let i = 1; i < 15; i += 1) {
        const answer = await logIn(i % 2 ? first : second, freshAddress(), email, `yanlis-${i}`);
        expect(answer.status).toBe(400);
        expect(answer.text).toContain(GENERIC);
      }
      return { answer: await logIn(second, returning, email, password), returning };
    }

    test('failures from many addresses slow each failing address down, told in Turkish, but the coach signs in from an address without failures', async () => {
      const { answer: refused, returning } = await guessFromManyAddresses(
        ADMIN.email,
        ADMIN.password,
      );
      expect(refused.status).toBe(429);
      expect(refused.cookie).toBeNull();
      // 15 failures on the account, counted on both instances: the longest wait, 5 minutes.
      expect(refused.text).toMatch(SLOWED);
      expect(refused.text).toContain('lütfen 5 dakika bekleyip');
      expect(Number(refused.retryAfter)).toBeGreaterThan(280);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(300);
      expect(refused.text).toContain(`value="${ADMIN.email}"`);
      // With JavaScript the form posts to the route's data URL: the same answer.
      const fromScript = await postForm(first, '/yonetim/giris.data', returning, ADMIN);
      expect(fromScript.status).toBe(429);
      expect(Number(fromScript.retryAfter)).toBeGreaterThan(280);
      expect(fromScript.text).toContain('lütfen 5 dakika bekleyip');

      for (const app of [first, second]) {
        const signedIn = await logIn(app, freshAddress(), ADMIN.email, ADMIN.password);
        expect(signedIn.status).toBe(302);
        expect(signedIn.cookie).toMatch(/^yonetim_oturum=/);
      }
    });

    test('an address slowed down on an unknown e-mail gets the same answer as on the coach’s', async () => {
      const { answer: known } = await guessFromManyAddresses(ADMIN.email, 'yine-yanlis-parola');
      const { answer: unknown } = await guessFromManyAddresses(
        'kimse-yok@koc.test',
        'yine-yanlis-parola',
      );
      for (const answer of [known, unknown]) {
        expect(answer.status).toBe(429);
        expect(Number(answer.retryAfter)).toBeGreaterThan(280);
      }
      expect(unknown.text.match(SLOWED)?.[0]).toBe(known.text.match(SLOWED)?.[0]);
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
        expect(refused.text).toContain('Kısa sürede çok fazla gönderim yaptınız.');
      }
      // Another address is not held back.
      const other = await postForm(second, '/bulten', freshAddress(), {
        email: `baska-${dialect}@ornek.com`,
      });
      expect(other.status).toBe(303);
    });
  },
);
