import { createHash, randomBytes } from 'node:crypto';

import { privacyFacts } from '#app/data/privacy.ts';
import type { Executor } from '#app/db/client.server.ts';
import type { AdminRole, SessionStage } from '#app/db/schema.ts';
import { changedRows, toIso } from '#app/db/sql-values.ts';

/** Without a request for this long, a session ends (the privacy notice states it). */
export const SESSION_IDLE_MS = privacyFacts.sessionIdleHours * 60 * 60_000;
/** However active, a session ends this long after its start. */
export const SESSION_MAX_MS = privacyFacts.sessionMaxDays * 24 * 60 * 60_000;
/** A session between the password and the second factor ends this soon (docs/product.md#second-factor). */
export const SECOND_FACTOR_STAGE_MS = 10 * 60_000;
/** `last_seen_at` moves on at most this often: one write a minute, not one a request. */
const TOUCH_EVERY_MS = 60_000;
/**
 * How long an ended session's row stays, signing nobody in, so text sent just after is still
 * stashed (editor-stash.server.ts); a sign-out deletes it at once.
 */
export const ENDED_SESSION_KEPT_MS = privacyFacts.endedSessionKeptHours * 60 * 60_000;

/** The signed-in moderator a valid session belongs to, and the session's own id. */
export type SessionAdmin = {
  adminId: number;
  email: string;
  role: AdminRole;
  stage: SessionStage;
  sessionId: string;
  expiresAt: string;
};

/** A session as its owner sees it in her list. */
export type ListedSession = {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  userAgent: string | null;
  address: string | null;
};

/**
 * Only a hash of the token is stored: a copy of the database (a backup, say) holds no cookie
 * that would sign anyone in. The hash is also the session's id in her list.
 */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const idleSince = (now: Date) => new Date(now.getTime() - SESSION_IDLE_MS).toISOString();

/**
 * Starts a session and returns the token for the cookie (32 random bytes). A `second-factor`
 * session signs nobody in and ends after 10 minutes.
 */
export async function createSession(
  db: Executor,
  adminId: number,
  {
    userAgent = null,
    address = null,
    now = new Date(),
    stage = 'full',
  }: {
    userAgent?: string | null;
    address?: string | null;
    now?: Date;
    stage?: SessionStage;
  } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const lifeMs = stage === 'full' ? SESSION_MAX_MS : SECOND_FACTOR_STAGE_MS;
  await db
    .insertInto('sessions')
    .values({
      id: tokenHash(token),
      admin_id: adminId,
      stage,
      expires_at: new Date(now.getTime() + lifeMs).toISOString(),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      user_agent: userAgent?.slice(0, 500) ?? null,
      address: address?.slice(0, 100) ?? null,
    })
    .execute();
  return token;
}

/**
 * The session's moderator, or null when the token is unknown, 30 days old or 8 hours idle. A
 * valid session is marked as seen now (at most once a minute).
 */
export async function findValidSession(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<SessionAdmin | null> {
  const id = tokenHash(token);
  // Both dialects compare alike: ISO text sorts by time on SQLite; PostgreSQL casts it.
  const row = await db
    .selectFrom('sessions')
    .innerJoin('admin_users', 'admin_users.id', 'sessions.admin_id')
    .select([
      'sessions.admin_id',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'sessions.stage',
      'admin_users.email',
      'admin_users.role',
    ])
    .where('sessions.id', '=', id)
    .where('sessions.expires_at', '>', now.toISOString())
    .where('sessions.last_seen_at', '>', idleSince(now))
    .executeTakeFirst();
  if (!row) return null;
  const lastSeen = row.last_seen_at === null ? 0 : Date.parse(toIso(row.last_seen_at));
  if (now.getTime() - lastSeen >= TOUCH_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return {
    adminId: row.admin_id,
    email: row.email,
    role: row.role,
    stage: row.stage,
    sessionId: id,
    expiresAt: toIso(row.expires_at),
  };
}

/** When a session ends by itself: 8 hours after its last use, or at its 30 days. */
function endOf(row: {
  expires_at: string | Date;
  last_seen_at: string | Date | null;
  created_at: string | Date;
}): number {
  const lastSeen = Date.parse(toIso(row.last_seen_at ?? row.created_at));
  return Math.min(Date.parse(toIso(row.expires_at)), lastSeen + SESSION_IDLE_MS);
}

/**
 * The account of a full session that ended by itself less than ENDED_SESSION_KEPT_MS ago, and
 * the session's id; null for a valid session, an unknown token or one ended longer ago.
 */
export async function findEndedSession(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<{ adminId: number; sessionId: string } | null> {
  const id = tokenHash(token);
  const row = await db
    .selectFrom('sessions')
    .select(['admin_id', 'expires_at', 'last_seen_at', 'created_at'])
    .where('id', '=', id)
    .where('stage', '=', 'full')
    .executeTakeFirst();
  if (!row) return null;
  const end = endOf(row);
  if (end > now.getTime() || end <= now.getTime() - ENDED_SESSION_KEPT_MS) return null;
  return { adminId: row.admin_id, sessionId: id };
}

/** A moderator's sessions still valid, most recently used first. */
export async function listSessionsOfAdmin(
  db: Executor,
  adminId: number,
  now = new Date(),
): Promise<ListedSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'user_agent', 'address'])
    .where('admin_id', '=', adminId)
    .where('expires_at', '>', now.toISOString())
    .where('last_seen_at', '>', idleSince(now))
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: toIso(row.created_at),
    lastSeenAt: toIso(row.last_seen_at ?? row.created_at),
    expiresAt: toIso(row.expires_at),
    userAgent: row.user_agent,
    address: row.address,
  }));
}

export async function deleteSession(db: Executor, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', tokenHash(token)).execute();
}

/** Ends one of a moderator's own sessions by its id; false when it is not hers (or gone). */
export async function deleteSessionOfAdmin(
  db: Executor,
  adminId: number,
  sessionId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('admin_id', '=', adminId)
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Signs a moderator out everywhere (after a password reset), or everywhere but `keep`. */
export async function deleteSessionsOfAdmin(
  db: Executor,
  adminId: number,
  keep?: string,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('admin_id', '=', adminId);
  if (keep) query = query.where('id', '!=', keep);
  return changedRows(query);
}

/**
 * Deletes the sessions that ended more than ENDED_SESSION_KEPT_MS ago, and the second-factor
 * stages that ran out (no text is ever sent with one).
 */
export async function deleteExpiredSessions(db: Executor, now = new Date()): Promise<number> {
  const kept = new Date(now.getTime() - ENDED_SESSION_KEPT_MS);
  return changedRows(
    db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<=', kept.toISOString()),
          eb('last_seen_at', '<=', idleSince(kept)),
          eb.and([eb('stage', '!=', 'full'), eb('expires_at', '<=', now.toISOString())]),
        ]),
      ),
  );
}
