import { PostgresAdapter } from 'kysely';

import type { Executor } from '#app/db/client.server.ts';
import type { AdminRole } from '#app/db/schema.ts';
import { toBool, toIso } from '#app/db/sql-values.ts';

/** The owner's account management (docs/product.md#accounts), apart from what the sign-in uses. */

export type ListedAccount = {
  id: number;
  email: string;
  role: AdminRole;
  /** An authenticator app (TOTP) confirmed, or at least one passkey. */
  secondFactor: boolean;
  createdAt: string;
};

/** Every account, owners first, then by address. */
export async function listAccounts(db: Executor): Promise<ListedAccount[]> {
  const rows = await db
    .selectFrom('admin_users')
    .select((eb) => [
      'admin_users.id',
      'admin_users.email',
      'admin_users.role',
      'admin_users.created_at',
      'admin_users.totp_enabled_at',
      eb
        .exists(
          eb
            .selectFrom('admin_passkeys')
            .select('admin_passkeys.id')
            .whereRef('admin_passkeys.admin_id', '=', 'admin_users.id'),
        )
        .$castTo<number | boolean>()
        .as('has_passkey'),
    ])
    .orderBy('admin_users.role', 'desc')
    .orderBy('admin_users.email')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    secondFactor: row.totp_enabled_at !== null || toBool(row.has_passkey),
    createdAt: toIso(row.created_at),
  }));
}

/** Why a change was refused, or `done`. */
export type AccountChange = 'done' | 'missing' | 'self' | 'not-owner' | 'last-owner' | 'unchanged';

/**
 * The owners' ids, locked on PostgreSQL until the transaction ends: two owners demoting each
 * other at the same moment then take turns, and the second sees the first's change.
 */
async function lockOwners(trx: Executor): Promise<number[]> {
  // In one order, so that two such transactions cannot each hold a row the other waits for.
  let query = trx.selectFrom('admin_users').select('id').where('role', '=', 'owner').orderBy('id');
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return (await query.execute()).map((row) => row.id);
}

async function roleOf(trx: Executor, id: number): Promise<AdminRole | null> {
  const row = await trx
    .selectFrom('admin_users')
    .select('role')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.role ?? null;
}

/**
 * The checks every change shares: not oneself, the target there, and the actor still an owner.
 * `removesOwner`: the change takes an owner away, which the last one may not be.
 */
async function check(
  trx: Executor,
  { actorId, targetId }: { actorId: number; targetId: number },
  removesOwner: (role: AdminRole) => boolean,
): Promise<AccountChange | null> {
  if (actorId === targetId) return 'self';
  const owners = await lockOwners(trx);
  const role = await roleOf(trx, targetId);
  if (!role) return 'missing';
  if (removesOwner(role) && owners.length <= 1) return 'last-owner';
  // Demoted by another owner after this request had passed requireOwner.
  if (!owners.includes(actorId)) return 'not-owner';
  return null;
}

/**
 * Gives an account another role. Run it in a transaction: nobody changes her own role, and the
 * last owner stays one.
 */
export async function changeAccountRole(
  trx: Executor,
  { actorId, targetId, role }: { actorId: number; targetId: number; role: AdminRole },
): Promise<AccountChange> {
  const refused = await check(
    trx,
    { actorId, targetId },
    (current) => current === 'owner' && role !== 'owner',
  );
  if (refused) return refused;
  if ((await roleOf(trx, targetId)) === role) return 'unchanged';
  await trx.updateTable('admin_users').set({ role }).where('id', '=', targetId).execute();
  return 'done';
}

/**
 * Removes an account; its sessions, passkeys and recovery codes go with it (foreign keys with
 * on delete cascade). Run it in a transaction, with the same rules as a role change.
 */
export async function removeAccount(
  trx: Executor,
  { actorId, targetId }: { actorId: number; targetId: number },
): Promise<AccountChange> {
  const refused = await check(trx, { actorId, targetId }, (current) => current === 'owner');
  if (refused) return refused;
  await trx.deleteFrom('admin_users').where('id', '=', targetId).execute();
  return 'done';
}

export async function findAccount(
  db: Executor,
  id: number,
): Promise<{ id: number; email: string; role: AdminRole } | null> {
  const row = await db
    .selectFrom('admin_users')
    .select(['id', 'email', 'role'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}
