import { adminMessages } from '#app/data/admin-messages.ts';
import {
  findAdminByEmail,
  insertAdminUser,
  updateAdminPassword,
  type AdminUser,
} from '#app/db/admin-users.server.ts';
import type { Db, Executor } from '#app/db/client.server.ts';
import { deleteSessionsOfAdmin } from '#app/db/sessions.server.ts';
import { normaliseEmail } from '#app/db/subscribers.server.ts';
import { LoginThrottle } from '#app/server/admin/login-throttle.server.ts';
import {
  dummyPasswordHash,
  hashPassword,
  verifyPassword,
} from '#app/server/admin/passwords.server.ts';
import { logger } from '#app/server/logger.server.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const CLIENT_FAILURE_LIMIT = 20;

export type LoginThrottles = { account: LoginThrottle; client: LoginThrottle };

export function createLoginThrottles(): LoginThrottles {
  return {
    account: new LoginThrottle(ACCOUNT_FAILURE_LIMIT, LOGIN_WINDOW_MS),
    client: new LoginThrottle(CLIENT_FAILURE_LIMIT, LOGIN_WINDOW_MS),
  };
}

/** The server's counters; tests make their own with createLoginThrottles(). */
export const loginThrottles = createLoginThrottles();

export type LoginResult =
  { ok: true; admin: AdminUser } | { ok: false; status: 400 | 429; message: string };

/**
 * Checks a login: 5 failures per account and 20 per client address in 15 minutes lock further
 * attempts (HTTP 429), the right password included. Unknown addresses are counted and checked
 * against a dummy hash like known ones, so neither the message, the lock nor the time tells
 * which addresses have an account.
 */
export async function attemptLogin(
  db: Executor,
  throttles: LoginThrottles,
  input: { email: string; password: string; client: string },
  now = Date.now(),
): Promise<LoginResult> {
  const clientKey = input.client;
  const accountKey = normaliseEmail(input.email);
  if (!throttles.client.reserve(clientKey, now) || !throttles.account.reserve(accountKey, now)) {
    return { ok: false, status: 429, message: adminMessages.login.locked };
  }
  const admin = await findAdminByEmail(db, accountKey);
  const valid = await verifyPassword(
    input.password,
    admin?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!admin || !valid) return { ok: false, status: 400, message: adminMessages.login.invalid };
  throttles.client.release(clientKey);
  throttles.account.reset(accountKey);
  return { ok: true, admin };
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD at start: creates that account when it is absent and leaves an
 * existing one alone, so a password changed from the command line is not undone by a restart.
 * The password is never logged.
 */
export async function ensureAdminAccount(
  db: Executor,
  email: string,
  password: string,
): Promise<'created' | 'exists'> {
  if (await findAdminByEmail(db, email)) return 'exists';
  const created = await insertAdminUser(db, { email, passwordHash: await hashPassword(password) });
  // Null: another instance created it between the two statements.
  if (!created) return 'exists';
  logger.info('admin account created', { email: created.email });
  return 'created';
}

/** `npm run admin -- create`: the new account, or null when the address already has one. */
export async function createAdminAccount(
  db: Executor,
  email: string,
  password: string,
): Promise<AdminUser | null> {
  return insertAdminUser(db, { email, passwordHash: await hashPassword(password) });
}

/**
 * `npm run admin -- reset-password`: sets a new password and ends the account's sessions, so a
 * reset after a leak also signs out whoever used the old one. Null when there is no account.
 */
export async function resetAdminPassword(
  db: Db,
  email: string,
  password: string,
): Promise<AdminUser | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const admin = await updateAdminPassword(trx, email, passwordHash);
    if (admin) await deleteSessionsOfAdmin(trx, admin.id);
    return admin;
  });
}
