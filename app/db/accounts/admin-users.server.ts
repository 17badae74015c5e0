import { sql } from 'kysely';

import type { Executor } from '#app/db/client.server.ts';
import type { AdminRole } from '#app/db/schema.ts';
import { nowIso, toIso } from '#app/db/sql-values.ts';
import { normaliseEmail } from '#app/db/subscribers.server.ts';

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
export async function insertAdminUser(
  db: Executor,
  {
    email,
    passwordHash,
    role = 'owner',
  }: { email: string; passwordHash: string; role?: AdminRole },
): Promise<AdminUser | null> {
  const row = await db
    .insertInto('admin_users')
    .values({
      email: normaliseEmail(email),
      password_hash: passwordHash,
      role,
      created_at: nowIso(),
    })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? toAdmin(row) : null;
}

export async function findAdminByEmail(db: Executor, email: string): Promise<AdminUser | null> {
  const row = await db
    .selectFrom('admin_users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .executeTakeFirst();
  return row ? toAdmin(row) : null;
}

/** The account whose password changed, or null when there is no such account. */
export async function updateAdminPassword(
  db: Executor,
  email: string,
  passwordHash: string,
): Promise<AdminUser | null> {
  const row = await db
    .updateTable('admin_users')
    .set({ password_hash: passwordHash })
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .returningAll()
    .executeTakeFirst();
  return row ? toAdmin(row) : null;
}
