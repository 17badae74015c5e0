import { adminMessages } from '#app/data/messages/admin-messages.ts';
import {
  findAdminByEmail,
  insertAdminUser,
  updateAdminPassword,
  type AdminUser,
} from '#app/db/accounts/admin-users.server.ts';
import type { Db, Executor } from '#app/db/client.server.ts';
import type { AdminRole } from '#app/db/schema.ts';
import { deleteSessionsOfAdmin } from '#app/db/accounts/sessions.server.ts';
import { normaliseEmail } from '#app/db/subscribers.server.ts';
import { PASSWORD_MAX } from '#app/schemas/admin-fields.ts';
import type { LoginThrottle } from '#app/server/admin/sign-in/login-throttle.server.ts';
import {
  dummyPasswordHash,
  hashPassword,
  verifyPassword,
} from '#app/server/admin/sign-in/passwords.server.ts';
import { logger } from '#app/server/logger.server.ts';

export type LoginResult =
  | { ok: true; admin: AdminUser }
  /** `account`: the account whose password was wrong, null when the address has none. */
  | { ok: false; status: 400; message: string; account: AdminUser | null }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/** Unknown addresses cost a dummy hash too, so nothing tells which have an account. */
export async function attemptLogin(
  db: Executor,
  throttle: LoginThrottle,
  input: { email: string; password: string; client: string; device?: string | null },
  now = Date.now(),
): Promise<LoginResult> {
  const account = normaliseEmail(input.email);
  const device = input.device ?? null;
  const gate = await throttle.reserveSignIn(input.client, account, device, now);
  if (!gate.ok) {
    const retryAfterSeconds = Math.ceil(gate.retryAfterMs / 1000);
    const message = adminMessages.login.slowedDown(retryAfterSeconds);
    return { ok: false, status: 429, message, retryAfterSeconds };
  }
  const admin = await findAdminByEmail(db, account);
  const valid = await verifyPassword(
    input.password,
    admin?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!admin || !valid) {
    return { ok: false, status: 400, message: adminMessages.login.invalid, account: admin ?? null };
  }
  await throttle.signedIn(input.client, account, device);
  return { ok: true, admin };
}

/** The forms' length cap, so a huge body costs no long hash. */
export async function isCurrentPassword(
  db: Executor,
  email: string,
  password: string,
): Promise<boolean> {
  const stored = await findAdminByEmail(db, email);
  return stored ? verifyPassword(password.slice(0, PASSWORD_MAX), stored.passwordHash) : false;
}

/** Creates the ADMIN_EMAIL account if absent, never undoing a password changed since. */
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

export async function createAdminAccount(
  db: Executor,
  email: string,
  password: string,
  role: AdminRole = 'owner',
): Promise<AdminUser | null> {
  return insertAdminUser(db, { email, passwordHash: await hashPassword(password), role });
}

/** Ends the account's sessions too, so a reset after a leak signs out whoever used the old one. */
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
