import type { Executor } from '#app/db/client.server.ts';
import { countRows, FALSE, nowIso, toBool, toIso, TRUE } from '#app/db/sql-values.ts';

/** An account's authenticator app (TOTP) as the account page and the sign-in read it. */
export type TotpState = {
  secret: string | null;
  pendingSecret: string | null;
  enabledAt: string | null;
};

export async function findTotpState(db: Executor, adminId: number): Promise<TotpState | null> {
  const row = await db
    .selectFrom('admin_users')
    .select(['totp_secret', 'totp_pending_secret', 'totp_enabled_at'])
    .where('id', '=', adminId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    secret: row.totp_secret,
    pendingSecret: row.totp_pending_secret,
    enabledAt: row.totp_enabled_at === null ? null : toIso(row.totp_enabled_at),
  };
}

export async function setPendingTotpSecret(
  db: Executor,
  adminId: number,
  secret: string | null,
): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({ totp_pending_secret: secret })
    .where('id', '=', adminId)
    .execute();
}

/**
 * The pending secret becomes the account's, with `step` as the last code used, so the code that
 * confirmed it cannot sign in as well. False when another request changed the pending secret.
 */
export async function confirmTotpSecret(
  db: Executor,
  adminId: number,
  secret: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('admin_users')
    .set({
      totp_secret: secret,
      totp_pending_secret: null,
      totp_enabled_at: nowIso(),
      totp_last_step: step,
    })
    .where('id', '=', adminId)
    .where('totp_pending_secret', '=', secret)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Accepts a code's 30-second step once: one conditional statement, so two requests (or two
 * instances) with the same code cannot both pass.
 */
export async function acceptTotpStep(
  db: Executor,
  adminId: number,
  secret: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('admin_users')
    .set({ totp_last_step: step })
    .where('id', '=', adminId)
    .where('totp_secret', '=', secret)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the authenticator app and the recovery codes; false when there was none. */
export async function removeTotp(db: Executor, adminId: number): Promise<boolean> {
  const result = await db
    .updateTable('admin_users')
    .set({
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    })
    .where('id', '=', adminId)
    .where('totp_secret', 'is not', null)
    .executeTakeFirst();
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  return Number(result.numUpdatedRows) === 1;
}

function recoveryCodesOf(db: Executor, adminId: number) {
  return db.selectFrom('admin_recovery_codes').where('admin_id', '=', adminId);
}

/** The account's recovery codes are replaced by these hashes. */
export async function replaceRecoveryCodes(
  db: Executor,
  adminId: number,
  hashes: string[],
): Promise<void> {
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  const createdAt = nowIso();
  await db
    .insertInto('admin_recovery_codes')
    .values(hashes.map((code_hash) => ({ admin_id: adminId, code_hash, created_at: createdAt })))
    .execute();
}

export function countUnusedRecoveryCodes(db: Executor, adminId: number): Promise<number> {
  return countRows(recoveryCodesOf(db, adminId).where('used_at', 'is', null));
}

/** Marks an unused code used, in one conditional statement; false when it is unknown or used. */
export async function spendRecoveryCode(
  db: Executor,
  adminId: number,
  hash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: nowIso() })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function readRequireSecondFactor(db: Executor): Promise<boolean> {
  const row = await db
    .selectFrom('security_settings')
    .select('require_second_factor')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ? toBool(row.require_second_factor) : false;
}

export async function writeRequireSecondFactor(db: Executor, required: boolean): Promise<void> {
  await db
    .updateTable('security_settings')
    // better-sqlite3 refuses JS booleans: SQL literals work on both dialects.
    .set({ require_second_factor: required ? TRUE : FALSE })
    .where('id', '=', 1)
    .execute();
}

export function countPasskeys(db: Executor, adminId: number): Promise<number> {
  return countRows(db.selectFrom('admin_passkeys').where('admin_id', '=', adminId));
}

/**
 * In one query: whether the site requires a second factor and the account has none (neither an
 * authenticator app nor a passkey). requireAdmin asks it on every admin request.
 */
export async function lacksRequiredSecondFactor(db: Executor, adminId: number): Promise<boolean> {
  const row = await db
    .selectFrom('security_settings')
    .select((eb) => [
      'security_settings.require_second_factor',
      eb
        .selectFrom('admin_users')
        .select('admin_users.totp_secret')
        .where('admin_users.id', '=', adminId)
        .as('totp_secret'),
      eb
        .exists(
          eb
            .selectFrom('admin_passkeys')
            .select('admin_passkeys.id')
            .where('admin_passkeys.admin_id', '=', adminId),
        )
        .as('has_passkey'),
    ])
    .where('security_settings.id', '=', 1)
    .executeTakeFirst();
  if (!row || !toBool(row.require_second_factor)) return false;
  return row.totp_secret === null && !toBool(row.has_passkey as number | boolean);
}
