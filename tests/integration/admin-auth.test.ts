import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';

import { findAdminByEmail } from '#app/db/admin-users.server.ts';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  findValidSession,
} from '#app/db/sessions.server.ts';
import {
  attemptLogin,
  createAdminAccount,
  createLoginThrottles,
  ensureAdminAccount,
  resetAdminPassword,
} from '#app/server/admin/auth.server.ts';
import { hashPassword, verifyPassword } from '#app/server/admin/passwords.server.ts';
import { logger } from '#app/server/logger.server.ts';

import { createTestRuntime, dialects, type TestRuntime } from '../setup/runtime.ts';

const PASSWORD = 'doğru-bir-parola-2026';

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

  test('sessions: found while valid, by token only (stored hashed); expired and deleted ones are not', async () => {
    const admin = await createAdminAccount(runtime.handle.db, 'oturum@ornek.com', PASSWORD);
    const now = new Date('2026-11-21T10:00:00Z');
    const token = await createSession(
      runtime.handle.db,
      admin!.id,
      new Date(now.getTime() + 60_000),
    );
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await runtime.handle.db.selectFrom('sessions').select('id').execute();
    expect(stored.map((row) => row.id)).not.toContain(token);

    expect(await findValidSession(runtime.handle.db, token, now)).toMatchObject({
      adminId: admin!.id,
      email: 'oturum@ornek.com',
    });
    expect(await findValidSession(runtime.handle.db, `${token}x`, now)).toBeNull();
    const later = new Date(now.getTime() + 60_001);
    expect(await findValidSession(runtime.handle.db, token, later)).toBeNull();

    const other = await createSession(
      runtime.handle.db,
      admin!.id,
      new Date(now.getTime() + 3_600_000),
    );
    expect(await deleteExpiredSessions(runtime.handle.db, later)).toBeGreaterThanOrEqual(1);
    expect(await findValidSession(runtime.handle.db, other, later)).not.toBeNull();
    await deleteSession(runtime.handle.db, other);
    expect(await findValidSession(runtime.handle.db, other, now)).toBeNull();
  });

  test('a password reset changes the password and ends the account’s sessions', async () => {
    const admin = await createAdminAccount(runtime.handle.db, 'sifirla@ornek.com', PASSWORD);
    expect(await createAdminAccount(runtime.handle.db, 'SIFIRLA@ornek.com', PASSWORD)).toBeNull();
    const token = await createSession(runtime.handle.db, admin!.id, new Date(Date.now() + 60_000));
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
    const throttles = createLoginThrottles();
    const attempt = (email: string, password: string, client = '192.0.2.1') =>
      attemptLogin(runtime.handle.db, throttles, { email, password, client });

    const wrong = await attempt('giris@ornek.com', 'yanlış-parola-000');
    const unknown = await attempt('kimse@ornek.com', PASSWORD);
    expect(wrong).toEqual({ ok: false, status: 400, message: 'E-posta adresi veya şifre hatalı.' });
    expect(unknown).toEqual(wrong);
    const right = await attempt(' GIRIS@ornek.com ', PASSWORD);
    expect(right.ok && right.admin.email).toBe('giris@ornek.com');
  });

  test('login: 5 failures lock the account for everyone (the right password too); a success resets the count', async () => {
    await createAdminAccount(runtime.handle.db, 'kilit@ornek.com', PASSWORD);
    const throttles = createLoginThrottles();
    const now = Date.parse('2026-11-21T10:00:00Z');
    const attempt = (password: string, client: string, at = now) =>
      attemptLogin(
        runtime.handle.db,
        throttles,
        { email: 'kilit@ornek.com', password, client },
        at,
      );

    for (let i = 0; i < 4; i += 1)
      expect((await attempt('yanlış', `198.51.100.${i}`)).ok).toBe(false);
    expect((await attempt(PASSWORD, '198.51.100.9')).ok).toBe(true);
    for (let i = 0; i < 5; i += 1) {
      expect(await attempt('yanlış', `198.51.100.${i}`)).toMatchObject({ status: 400 });
    }
    const locked = await attempt(PASSWORD, '203.0.113.7');
    expect(locked).toMatchObject({ ok: false, status: 429 });
    expect(locked.ok || locked.message).toContain('15 dakika sonra');
    expect((await attempt(PASSWORD, '203.0.113.7', now + 15 * 60_000)).ok).toBe(true);
  });

  test('login: 20 failures from one address lock that address for every account', async () => {
    await createAdminAccount(runtime.handle.db, 'ip@ornek.com', PASSWORD);
    const throttles = createLoginThrottles();
    for (let i = 0; i < 20; i += 1) {
      const result = await attemptLogin(runtime.handle.db, throttles, {
        email: `deneme${i}@ornek.com`,
        password: 'yanlış',
        client: '192.0.2.50',
      });
      expect(result).toMatchObject({ status: 400 });
    }
    const blocked = await attemptLogin(runtime.handle.db, throttles, {
      email: 'ip@ornek.com',
      password: PASSWORD,
      client: '192.0.2.50',
    });
    expect(blocked).toMatchObject({ ok: false, status: 429 });
    const elsewhere = await attemptLogin(runtime.handle.db, throttles, {
      email: 'ip@ornek.com',
      password: PASSWORD,
      client: '192.0.2.51',
    });
    expect(elsewhere.ok).toBe(true);
  });
});
