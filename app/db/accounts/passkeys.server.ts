import type { Executor } from '#app/db/client.server.ts';
import { toIso } from '#app/db/sql-values.ts';

/** A passkey as the account page lists it: no key material. */
export type ListedPasskey = {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};

/** A stored credential with what a sign-in checks it against. */
export type StoredPasskey = ListedPasskey & {
  adminId: number;
  adminEmail: string;
  publicKey: string;
  counter: number;
  transports: string[];
};

export type ChallengePurpose = 'passkey-register' | 'passkey-login';

function parseTransports(value: string | null): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export async function listPasskeysOfAdmin(
  db: Executor,
  adminId: number,
): Promise<(ListedPasskey & { transports: string[] })[]> {
  const rows = await db
    .selectFrom('admin_passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at', 'transports'])
    .where('admin_id', '=', adminId)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: toIso(row.created_at),
    lastUsedAt: row.last_used_at ? toIso(row.last_used_at) : null,
    transports: parseTransports(row.transports),
  }));
}

/** A credential and the account it signs in to, or null. */
export async function findPasskey(db: Executor, id: string): Promise<StoredPasskey | null> {
  const row = await db
    .selectFrom('admin_passkeys')
    .innerJoin('admin_users', 'admin_users.id', 'admin_passkeys.admin_id')
    .selectAll('admin_passkeys')
    .select('admin_users.email')
    .where('admin_passkeys.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    adminId: row.admin_id,
    adminEmail: row.email,
    name: row.name,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: parseTransports(row.transports),
    createdAt: toIso(row.created_at),
    lastUsedAt: row.last_used_at ? toIso(row.last_used_at) : null,
  };
}

export async function insertPasskey(
  db: Executor,
  passkey: {
    id: string;
    adminId: number;
    publicKey: string;
    counter: number;
    transports: string[];
    name: string;
  },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('admin_passkeys')
    .values({
      id: passkey.id,
      admin_id: passkey.adminId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      name: passkey.name,
      created_at: now.toISOString(),
    })
    .execute();
}

/**
 * Notes a sign-in: the new counter and the time, only while the counter is still the one the
 * signature was checked against, so of two parallel answers with one counter only one counts.
 */
export async function recordPasskeyUse(
  db: Executor,
  id: string,
  { previous, next }: { previous: number; next: number },
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('admin_passkeys')
    .set({ counter: next, last_used_at: now.toISOString() })
    .where('id', '=', id)
    .where('counter', '=', previous)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes one of the account's passkeys; the name it had, or null when it was not hers. */
export async function deletePasskeyOfAdmin(
  db: Executor,
  adminId: number,
  id: string,
): Promise<string | null> {
  const row = await db
    .deleteFrom('admin_passkeys')
    .where('id', '=', id)
    .where('admin_id', '=', adminId)
    .returning('name')
    .executeTakeFirst();
  return row?.name ?? null;
}

/** Stores a one-time challenge (its own id) and removes the expired ones. */
export async function insertChallenge(
  db: Executor,
  challenge: { value: string; purpose: ChallengePurpose; adminId: number | null; ttlMs: number },
  now = new Date(),
): Promise<void> {
  await db.deleteFrom('auth_challenges').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('auth_challenges')
    .values({
      id: challenge.value,
      purpose: challenge.purpose,
      admin_id: challenge.adminId,
      challenge: challenge.value,
      expires_at: new Date(now.getTime() + challenge.ttlMs).toISOString(),
    })
    .execute();
}

/**
 * Takes a challenge out once: true when it was there for this purpose (and account) and had not
 * expired. The delete is the check, so two answers with one challenge cannot both pass.
 */
export async function consumeChallenge(
  db: Executor,
  { value, purpose, adminId }: { value: string; purpose: ChallengePurpose; adminId: number | null },
  now = new Date(),
): Promise<boolean> {
  let query = db
    .deleteFrom('auth_challenges')
    .where('id', '=', value)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now.toISOString());
  query =
    adminId === null ? query.where('admin_id', 'is', null) : query.where('admin_id', '=', adminId);
  const row = await query.returning('id').executeTakeFirst();
  return row !== undefined;
}
