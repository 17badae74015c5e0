import { sql } from 'kysely';

import type { Executor } from '#app/db/client.server.ts';
import type { AdminRole } from '#app/db/schema.ts';
import { firstOrNull, nowIso, toIso } from '#app/db/sql-values.ts';
import { byEmail, normaliseEmail } from '#app/db/subscribers.server.ts';

export type AdminUser = {
  id: number;
  email: string;
  role: AdminRole;
  passwordHash: string;
  createdAt: string;
};

function toAdmin(row: {
  id: number;
  email: string;
  role: AdminRole;
  password_hash: string;
  created_at: string | Date;
}): AdminUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    passwordHash: row.password_hash,
    createdAt: toIso(row.created_at),
  };
}

/**
 * Adds a moderator, or returns null when the address already has an account. The unique index
 * on lower(email) decides, so two instances starting at once create exactly one account.
 */
export function insertAdminUser(
  db: Executor,
  {
    email,
    passwordHash,
    role = 'owner',
  }: { email: string; passwordHash: string; role?: AdminRole },
): Promise<AdminUser | null> {
  return firstOrNull(
    db
      .insertInto('admin_users')
      .values({
        email: normaliseEmail(email),
        password_hash: passwordHash,
        role,
        created_at: nowIso(),
      })
      .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
      .returningAll(),
    toAdmin,
  );
}

export function findAdminByEmail(db: Executor, email: string): Promise<AdminUser | null> {
  return firstOrNull(db.selectFrom('admin_users').selectAll().where(byEmail(email)), toAdmin);
}

/** The account whose password changed, or null when there is no such account. */
export function updateAdminPassword(
  db: Executor,
  email: string,
  passwordHash: string,
): Promise<AdminUser | null> {
  return firstOrNull(
    db
      .updateTable('admin_users')
      .set({ password_hash: passwordHash })
      .where(byEmail(email))
      .returningAll(),
    toAdmin,
  );
}
