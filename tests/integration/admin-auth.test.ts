import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';

import { findAdminByEmail } from '#app/db/accounts/admin-users.server.ts';
import {
  createSession,
  deleteExpiredSessions,
  findEndedSession,
  deleteSession,
  findValidSession,
} from '#app/db/accounts/sessions.server.ts';
import {
  attemptLogin,
  createAdminAccount,
  ensureAdminAccount,
  resetAdminPassword,
} from '#app/server/admin/sign-in/auth.server.ts';
import { hashPassword, verifyPassword } from '#app/server/admin/sign-in/passwords.server.ts';
import { logger } from '#app/server/logger.server.ts';
import { RateLimiter } from '#app/server/submissions/rate-limit.server.ts';

import type * as passwordsModule from '#app/server/admin/sign-in/passwords.server.ts';

import { createTestRuntime, dialects, type TestRuntime } from '../setup/runtime.ts';

const PASSWORD = 'doğru-bir-parola-2026';

type PasswordsModule = typeof passwordsModule;

// Counted, so a test can tell which attempts cost a password hash.
vi.mock('#app/server/admin/sign-in/passwords.server.ts', async (original) => {
  const actual = await original<PasswordsModule>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

test('passwords: scrypt$N$r$p$salt$hash with a fresh salt; only the right one verifies', async () => {
  const first = await hashPassword(PASSWORD);
  const second = await hashPassword(PASSWORD);
  expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  expect(first).not.toBe(second);
  expect(await verifyPassword(PASSWORD, first)).toBe(true);
  expect(await verifyPassword(PASSWORD, second)).toBe(true);
  expect(await verifyPassword('yanlış-bir-parola-2026', first)).toBe(false);
  expect(await verifyPassword(PASSWORD.toUpperCase(), first)).toBe(false);
  expect(await verifyPassword('', first)).toBe(false);
});

test('passwords: a malformed or tampered hash never verifies (and never asks for huge memory)', async () => {
  const good = await hashPassword(PASSWORD);
  const [, , r, p, salt, hash] = good.split('$');
  for (const stored of [
    '',
    'düz-metin',
    good.replace('scrypt', 'bcrypt'),
    `scrypt$${2 ** 30}$${r}$${p}$${salt}$${hash}`,
    `scrypt$1000$${r}$${p}$${salt}$${hash}`,
    `scrypt$32768$${r}$${p}$${salt}$${hash!.slice(0, 20)}`,
    `scrypt$32768$${r}$${p}$${salt}`,
  ]) {
    expect(await verifyPassword(PASSWORD, stored), stored).toBe(false);
  }
});

describe.each(dialects)('moderator accounts and sessions on %s', (dialect) => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime(dialect);
  });
  afterAll(() => runtime.dispose());
  afterEach(() => vi.restoreAllMocks());

  test('ADMIN_EMAIL/ADMIN_PASSWORD: created once, then left alone; the password is never logged', async () => {
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    const info = vi.spyOn(logger, 'info');
    const warn = vi.spyOn(logger, 'warn');
    const error = vi.spyOn(logger, 'error');

    expect(await ensureAdminAccount(runtime.handle.db, ' Koc@Ornek.com ', PASSWORD)).toBe(
      'created',
    );
    expect(
      await ensureAdminAccount(runtime.handle.db, 'koc@ornek.com', 'başka-bir-parola-99'),
    ).toBe('exists');

    const rows = await runtime.handle.db.selectFrom('admin_users').selectAll().execute();
    expect(rows.map((row) => row.email)).toEqual(['koc@ornek.com']);
    const admin = await findAdminByEmail(runtime.handle.db, 'KOC@ornek.com');
    expect(await verifyPassword(PASSWORD, admin!.passwordHash)).toBe(true);
    expect(admin!.passwordHash).not.toContain(PASSWORD);

    expect(info).toHaveBeenCalledWith('admin account created', { email: 'koc@ornek.com' });
    const logged = JSON.stringify([info.mock.calls, warn.mock.calls, error.mock.calls, written]);
    expect(logged).not.toContain(PASSWORD);
    expect(logged).not.toContain('başka-bir-parola-99');
  });

  test('sessions: found by token only (stored hashed); 8 hours idle or 30 days in all end them', async () => {
    const admin = await createAdminAccount(runtime.handle.db, 'oturum@ornek.com', PASSWORD);
    const now = new Date('2026-11-21T10:00:00Z');
    const hours = (count: number) => new Date(now.getTime() + count * 60 * 60_000);
    const token = await createSession(runtime.handle.db, admin!.id, {
      now,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
      address: '203.0.113.7',
    });
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await runtime.handle.db.selectFrom('sessions').select('id').execute();
    expect(stored.map((row) => row.id)).not.toContain(token);

    expect(await findValidSession(runtime.handle.db, token, now)).toMatchObject({
      adminId: admin!.id,
      email: 'oturum@ornek.com',
    });
    expect(await findValidSession(runtime.handle.db, `${token}x`, now)).toBeNull();
    // Used after 7 hours: the idle time starts again from then.
    expect(await findValidSession(runtime.handle.db, token, hours(7))).not.toBeNull();
    expect(await findValidSession(runtime.handle.db, token, hours(14.9))).not.toBeNull();
    // Eight hours without a request end it.
    expect(await findValidSession(runtime.handle.db, token, hours(22.91))).toBeNull();

    // Used every 7 hours, a session still ends 30 days after its start.
    const busy = await createSession(runtime.handle.db, admin!.id, { now });
    for (let at = 7; at < 30 * 24; at += 7) {
      expect(await findValidSession(runtime.handle.db, busy, hours(at))).not.toBeNull();
    }
    expect(await findValidSession(runtime.handle.db, busy, hours(30 * 24 + 0.01))).toBeNull();

    const other = await createSession(runtime.handle.db, admin!.id, { now: hours(30) });
    // An ended session's row stays 12 hours more, signing nobody in, for the editor stash.
    await deleteExpiredSessions(runtime.handle.db, hours(31));
    expect(await findValidSession(runtime.handle.db, token, hours(31))).toBeNull();
    expect(await findEndedSession(runtime.handle.db, token, hours(31))).toMatchObject({
      adminId: admin!.id,
    });
    expect(await findEndedSession(runtime.handle.db, other, hours(31))).toBeNull();
    expect(await findEndedSession(runtime.handle.db, token, hours(35))).toBeNull();
    expect(await deleteExpiredSessions(runtime.handle.db, hours(35))).toBeGreaterThanOrEqual(1);
    expect(await findValidSession(runtime.handle.db, other, hours(35))).not.toBeNull();
    await deleteSession(runtime.handle.db, other);
    expect(await findValidSession(runtime.handle.db, other, hours(35))).toBeNull();
    expect(await findEndedSession(runtime.handle.db, other, hours(35))).toBeNull();
  });

  test('a password reset changes the password and ends the account’s sessions', async () => {
    const admin = await createAdminAccount(runtime.handle.db, 'sifirla@ornek.com', PASSWORD);
    expect(await createAdminAccount(runtime.handle.db, 'SIFIRLA@ornek.com', PASSWORD)).toBeNull();
    const token = await createSession(runtime.handle.db, admin!.id);
    const reset = await resetAdminPassword(
      runtime.handle.db,
      'sifirla@ornek.com',
      'yepyeni-parola-42',
    );
    expect(reset?.id).toBe(admin!.id);
    expect(await findValidSession(runtime.handle.db, token)).toBeNull();
    const stored = await findAdminByEmail(runtime.handle.db, 'sifirla@ornek.com');
    expect(await verifyPassword('yepyeni-parola-42', stored!.passwordHash)).toBe(true);
    expect(await verifyPassword(PASSWORD, stored!.passwordHash)).toBe(false);
    expect(
      await resetAdminPassword(runtime.handle.db, 'yok@ornek.com', 'yepyeni-parola-42'),
    ).toBeNull();
  });

  test('login: wrong password and unknown address get the same generic message', async () => {
    await createAdminAccount(runtime.handle.db, 'giris@ornek.com', PASSWORD);
    const attempt = (email: string, password: string, client = '192.0.2.1') =>
      attemptLogin(runtime.handle.db, runtime.loginThrottle, { email, password, client });

    const wrong = await attempt('giris@ornek.com', 'yanlış-parola-000');
    const unknown = await attempt('kimse@ornek.com', PASSWORD);
    const answer = { ok: false, status: 400, message: 'E-posta adresi veya şifre hatalı.' };
    expect(wrong).toMatchObject(answer);
    expect(unknown).toMatchObject(answer);
    // The same answer; only the audit trail learns which account the wrong password was for.
    expect(Object.keys(unknown).sort()).toEqual(Object.keys(wrong).sort());
    expect(!wrong.ok && wrong.status === 400 && wrong.account?.email).toBe('giris@ornek.com');
    expect(!unknown.ok && unknown.status === 400 && unknown.account).toBeNull();
    const right = await attempt(' GIRIS@ornek.com ', PASSWORD);
    expect(right.ok && right.admin.email).toBe('giris@ornek.com');
  });

  test('login: after three failures an address waits 1 s, then 2 s, 4 s …; a refused attempt is not checked and does not count', async () => {
    await createAdminAccount(runtime.handle.db, 'yavas@ornek.com', PASSWORD);
    const start = Date.parse('2026-11-21T10:00:00Z');
    const attempt = (password: string, at: number) =>
      attemptLogin(
        runtime.handle.db,
        runtime.loginThrottle,
        { email: 'yavas@ornek.com', password, client: '198.51.100.20' },
        at,
      );

    for (let i = 0; i < 3; i += 1)
      expect(await attempt('yanlış', start)).toMatchObject({ status: 400 });
    // The right password too: during the wait the password is not looked at.
    const waiting = await attempt(PASSWORD, start + 999);
    expect(waiting).toEqual({
      ok: false,
      status: 429,
      retryAfterSeconds: 1,
      message:
        'Çok fazla başarısız giriş denemesi yapıldı. Güvenliğiniz için lütfen 1 saniye bekleyip tekrar deneyin.',
    });
    expect(await attempt('yanlış', start + 1_000)).toMatchObject({ status: 400 });
    expect(await attempt('yanlış', start + 2_999)).toMatchObject({
      status: 429,
      retryAfterSeconds: 1,
    });
    expect(await attempt('yanlış', start + 3_000)).toMatchObject({ status: 400 });
    expect(await attempt('yanlış', start + 3_001)).toMatchObject({
      status: 429,
      retryAfterSeconds: 4,
    });
    // Five failures so far (refusals are not counted): the next wait is 4 s from the last one.
    expect((await attempt(PASSWORD, start + 7_000)).ok).toBe(true);
    // The success forgot the failures: three free ones again.
    for (let i = 0; i < 3; i += 1) {
      expect(await attempt('yanlış', start + 8_000)).toMatchObject({ status: 400 });
    }
    expect(await attempt('yanlış', start + 8_000)).toMatchObject({ status: 429 });
  });

  test('login: guesses spread over fresh addresses wait account-wide, unchecked; a browser the account knows signs in at once, a new one after the wait', async () => {
    await createAdminAccount(runtime.handle.db, 'hedef@ornek.com', PASSWORD);
    const now = Date.parse('2026-11-21T11:00:00Z');
    const attempt = (password: string, client: string, at: number, device: string | null = null) =>
      attemptLogin(
        runtime.handle.db,
        runtime.loginThrottle,
        { email: 'hedef@ornek.com', password, client, device },
        at,
      );
    const hashes = vi.mocked(verifyPassword);
    hashes.mockClear();

    // Ten minutes of one guess a second, each from an address never seen before.
    const statuses: number[] = [];
    for (let second = 0; second < 600; second += 1) {
      const result = await attempt(
        'yanlış',
        `10.${second >> 8}.${second & 255}.1`,
        now + second * 1_000,
      );
      statuses.push(result.ok ? 200 : result.status);
    }
    const checked = statuses.filter((status) => status === 400).length;
    // Three free, then one 1 s, 2 s, 4 s … 256 s after the previous one: 12 in ten minutes.
    expect(checked).toBe(12);
    expect(statuses.filter((status) => status === 429)).toHaveLength(600 - checked);
    // Only the checked guesses cost a password hash.
    expect(hashes).toHaveBeenCalledTimes(checked);

    const storm = now + 600_000;
    // A new browser during the storm waits like the guessers, told how long.
    const waiting = await attempt(PASSWORD, '198.51.100.99', storm);
    expect(waiting).toMatchObject({ status: 429 });
    expect(!waiting.ok && waiting.status === 429 && waiting.retryAfterSeconds).toBeLessThanOrEqual(
      300,
    );
    // Her own browser, known to the account, goes through at once, whatever its address.
    expect((await attempt(PASSWORD, '10.9.9.9', storm, 'tarayici-koc')).ok).toBe(true);
    // Another known browser is judged by its own failures only: three free, then it waits.
    for (let i = 0; i < 3; i += 1) {
      expect(await attempt('yanlış', '10.9.9.8', storm, 'tarayici-eski')).toMatchObject({
        status: 400,
      });
    }
    expect(await attempt('yanlış', '10.9.9.8', storm, 'tarayici-eski')).toMatchObject({
      status: 429,
    });
    expect((await attempt(PASSWORD, '10.9.9.9', storm, 'tarayici-koc')).ok).toBe(true);
    // Her signing in did not open the gate to the guessers.
    expect(await attempt('yanlış', '10.7.7.7', storm + 1_000)).toMatchObject({ status: 429 });
    // Once the guesses stop, a new browser signs in after the wait (5 minutes at most).
    expect((await attempt(PASSWORD, '198.51.100.99', storm + 300_000)).ok).toBe(true);
  });

  test('login: the addresses of one IPv6 /64 count as one, so a guesser cannot walk through them', async () => {
    const now = Date.parse('2026-11-21T11:30:00Z');
    const attempt = (email: string, password: string, client: string) =>
      attemptLogin(runtime.handle.db, runtime.loginThrottle, { email, password, client }, now);
    // Each guess on another account, so only the address's count can refuse the fourth.
    for (let i = 1; i <= 3; i += 1) {
      expect(await attempt(`v6-${i}@ornek.com`, 'yanlış', `2001:db8:aa:1::${i}`)).toMatchObject({
        status: 400,
      });
    }
    // A fourth address of the same /64 is the same guesser: it waits.
    expect(await attempt('v6@ornek.com', 'yanlış', '2001:db8:aa:1:ffff::9')).toMatchObject({
      status: 429,
    });
    // The coach, in another /64, signs in.
    await createAdminAccount(runtime.handle.db, 'v6@ornek.com', PASSWORD);
    expect((await attempt('v6@ornek.com', PASSWORD, '2001:db8:bb:2::1')).ok).toBe(true);
  });

  test('login: unknown and known addresses are counted and refused alike', async () => {
    await createAdminAccount(runtime.handle.db, 'var@ornek.com', PASSWORD);
    const now = Date.parse('2026-11-21T12:00:00Z');
    const refusals = [];
    for (const email of ['var@ornek.com', 'yok-boyle-biri@ornek.com']) {
      const attempt = () =>
        attemptLogin(
          runtime.handle.db,
          runtime.loginThrottle,
          { email, password: 'yanlış', client: `192.0.2.${email.length}` },
          now,
        );
      for (let i = 0; i < 3; i += 1) expect(await attempt()).toMatchObject({ status: 400 });
      refusals.push(await attempt());
    }
    expect(refusals[0]).toMatchObject({ status: 429 });
    expect(refusals[1]).toEqual(refusals[0]);
  });

  test('login: parallel guesses from one address cannot slip past the wait', async () => {
    await createAdminAccount(runtime.handle.db, 'paralel@ornek.com', PASSWORD);
    const now = Date.parse('2026-11-21T13:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        attemptLogin(
          runtime.handle.db,
          runtime.loginThrottle,
          { email: 'paralel@ornek.com', password: 'yanlış', client: '192.0.2.77' },
          now,
        ),
      ),
    );
    const statuses = results.map((result) => (result.ok ? 200 : result.status)).sort();
    expect(statuses).toEqual([...Array<number>(3).fill(400), ...Array<number>(9).fill(429)]);
  });

  test('two instances on one database count failed logins and form submissions together', async () => {
    const other = await createTestRuntime(
      dialect,
      { submissionLimit: 3 },
      {
        dataDir: runtime.dataDir,
        db: runtime.dbOptions,
      },
    );
    try {
      await createAdminAccount(runtime.handle.db, 'ortak@ornek.com', PASSWORD);
      const now = Date.parse('2026-11-21T14:00:00Z');
      const on = (instance: TestRuntime) =>
        attemptLogin(
          instance.handle.db,
          instance.loginThrottle,
          { email: 'ortak@ornek.com', password: 'yanlış', client: '192.0.2.88' },
          now,
        );
      expect(await on(runtime)).toMatchObject({ status: 400 });
      expect(await on(other)).toMatchObject({ status: 400 });
      expect(await on(runtime)).toMatchObject({ status: 400 });
      expect(await on(other)).toMatchObject({ status: 429 });
      expect(await on(runtime)).toMatchObject({ status: 429 });

      const limited = new RateLimiter(runtime.handle.db, runtime.counters, 3, 10 * 60_000);
      const key = 'newsletter:192.0.2.89';
      expect(await limited.take(key, now)).toBe(true);
      expect(await other.submissionLimiter.take(key, now)).toBe(true);
      expect(await limited.take(key, now)).toBe(true);
      expect(await other.submissionLimiter.take(key, now)).toBe(false);
      expect(await limited.take(key, now)).toBe(false);
      // Once an instance has seen the key used up, it refuses without writing again.
      for (const limiter of [limited, other.submissionLimiter, limited]) {
        expect(await limiter.take(key, now + 1_000)).toBe(false);
      }
      expect((await runtime.counters.read(runtime.handle.db, `form:${key}`, now))?.count).toBe(5);
      // A new window starts when the last is over, for both.
      expect(await other.submissionLimiter.take(key, now + 10 * 60_000)).toBe(true);

      // 40 at once through both instances: exactly the limit's worth gets through.
      const burst = new RateLimiter(runtime.handle.db, runtime.counters, 15, 60_000);
      const otherBurst = new RateLimiter(other.handle.db, other.counters, 15, 60_000);
      const taken = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 ? burst : otherBurst).take('comment:192.0.2.90', now),
        ),
      );
      expect(taken.filter(Boolean)).toHaveLength(15);
    } finally {
      await other.close();
    }
  });
});
