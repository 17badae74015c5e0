import { createHash, randomBytes } from 'node:crypto';

import type { Executor } from '#app/db/client.server.ts';
import type { AdminRole } from '#app/db/schema.ts';
import { firstOrNull, toIso } from '#app/db/sql-values.ts';
import { byEmail, normaliseEmail } from '#app/db/subscribers.server.ts';

/** An invitation's link works this long (docs/product.md#accounts). */
export const INVITATION_TTL_MS = 72 * 60 * 60_000;

export type Invitation = {
  id: number;
  email: string;
  role: AdminRole;
  invitedBy: number | null;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
};

type InvitationRow = {
  id: number;
  email: string;
  role: AdminRole;
  invited_by: number | null;
  created_at: string | Date;
  expires_at: string | Date;
  accepted_at: string | Date | null;
};

function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invited_by,
    createdAt: toIso(row.created_at),
    expiresAt: toIso(row.expires_at),
    acceptedAt: row.accepted_at === null ? null : toIso(row.accepted_at),
  };
}

/** Only the hash is stored: a copy of the database holds no link that would create an account. */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The shape of a token this site made (32 bytes, base64url), checked before any query. */
export function isInvitationToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** A new invitation and its one-time token (the mail carries the only copy). */
export async function insertInvitation(
  db: Executor,
  {
    email,
    role,
    invitedBy,
    now = new Date(),
  }: { email: string; role: AdminRole; invitedBy: number; now?: Date },
): Promise<{ invitation: Invitation; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('admin_invitations')
    .values({
      token_hash: invitationTokenHash(token),
      email: normaliseEmail(email),
      role,
      invited_by: invitedBy,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { invitation: toInvitation(row), token };
}

function notAccepted(db: Executor) {
  return db.selectFrom('admin_invitations').where('accepted_at', 'is', null);
}

/** Invitations not accepted yet, expired ones included (the page marks them), newest first. */
export async function listOpenInvitations(db: Executor): Promise<Invitation[]> {
  const rows = await notAccepted(db)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toInvitation);
}

export function findOpenInvitation(db: Executor, id: number): Promise<Invitation | null> {
  return firstOrNull(notAccepted(db).selectAll().where('id', '=', id), toInvitation);
}

/** The address's invitation whose link still works, if any. */
export function findUsableInvitationFor(
  db: Executor,
  email: string,
  now = new Date(),
): Promise<Invitation | null> {
  return firstOrNull(
    notAccepted(db)
      .selectAll()
      .where(byEmail(email))
      .where('expires_at', '>', now.toISOString())
      .orderBy('id', 'desc'),
    toInvitation,
  );
}

/** The invitation of a link, whatever its state; null for a token nobody was sent. */
export function findInvitationByToken(db: Executor, token: string): Promise<Invitation | null> {
  return firstOrNull(
    db
      .selectFrom('admin_invitations')
      .selectAll()
      .where('token_hash', '=', invitationTokenHash(token)),
    toInvitation,
  );
}

/**
 * Uses the link once: marks the invitation accepted only while it is neither accepted nor
 * expired, in one statement, so of two submits at the same moment exactly one gets the row.
 */
export function acceptInvitation(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<Invitation | null> {
  return firstOrNull(
    db
      .updateTable('admin_invitations')
      .set({ accepted_at: now.toISOString() })
      .where('token_hash', '=', invitationTokenHash(token))
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .returningAll(),
    toInvitation,
  );
}

/** "Daveti geri al", or a resend replacing it: the link stops working. */
export function deleteOpenInvitation(db: Executor, id: number): Promise<Invitation | null> {
  return firstOrNull(
    db
      .deleteFrom('admin_invitations')
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .returningAll(),
    toInvitation,
  );
}

/** The address's invitations not accepted (expired ones too): a new one replaces them. */
export async function deleteOpenInvitationsFor(db: Executor, email: string): Promise<number[]> {
  const rows = await db
    .deleteFrom('admin_invitations')
    .where(byEmail(email))
    .where('accepted_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
