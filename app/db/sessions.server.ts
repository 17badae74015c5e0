import { createHash, randomBytes } from 'node:crypto';

import type { Executor } from '#app/db/client.server.ts';
import { nowIso, toIso } from '#app/db/sql-values.ts';

/** The signed-in moderator a valid session belongs to. */
export type SessionAdmin = { adminId: number; email: string; expiresAt: string };

/**
 * Only a hash of the token is stored: a copy of the database (a backup, say) holds no cookie
 * that would sign anyone in.
 */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session and returns the token for the cookie (32 random bytes). */
export async function createSession(
  db: Executor,
  adminId: number,
  expiresAt: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      id: tokenHash(token),
      admin_id: adminId,
      expires_at: expiresAt.toISOString(),
      created_at: nowIso(),
    })
    .execute();
  return token;
}

/** The session's moderator, or null when the token is unknown or expired. */
export async function findValidSession(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<SessionAdmin | null> {
  // Both dialects compare alike: ISO text sorts by time on SQLite; PostgreSQL casts it.
  const row = await db
    .selectFrom('sessions')
    .innerJoin('admin_users', 'admin_users.id', 'sessions.admin_id')
    .select(['sessions.admin_id', 'sessions.expires_at', 'admin_users.email'])
    .where('sessions.id', '=', tokenHash(token))
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? { adminId: row.admin_id, email: row.email, expiresAt: toIso(row.expires_at) } : null;
}

export async function deleteSession(db: Executor, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', tokenHash(token)).execute();
}

/** Signs a moderator out everywhere (after a password reset). */
export async function deleteSessionsOfAdmin(db: Executor, adminId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('admin_id', '=', adminId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Executor, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
