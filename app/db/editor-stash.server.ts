import { PostgresAdapter } from 'kysely';

import type { Db, Executor } from '#app/db/client.server.ts';

/** How long the text of an editor posted with an ended session is kept for her. */
export const STASH_TTL_MS = 24 * 60 * 60_000;

/**
 * What one account may have stashed at once: its newest texts up to this many rows and bytes;
 * a new one pushes the oldest out. A single text larger than the bytes is not kept.
 */
export const STASH_LIMITS = { rows: 5, bytes: 2 * 1024 * 1024 } as const;

/** Stashes for no one any more (older than a day); the number deleted. */
export async function deleteExpiredStashes(db: Executor, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('editor_stash')
    .where('created_at', '<', new Date(now - STASH_TTL_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Keeps an account's text (`fields`, JSON) for the editor at `path` under `token`, within
 * STASH_LIMITS: false when it is too large alone, or the account is gone. The account's rows are
 * counted and trimmed by one request at a time (PostgreSQL locks the account's row; SQLite
 * writes one at a time), so a burst of stashes cannot pass the caps.
 */
export async function keepStash(
  db: Db,
  stash: { token: string; adminId: number; path: string; fields: string },
  now = new Date(),
): Promise<boolean> {
  const bytes = Buffer.byteLength(stash.fields);
  if (bytes > STASH_LIMITS.bytes) return false;
  return db.transaction().execute(async (trx) => {
    let account = trx.selectFrom('admin_users').select('id').where('id', '=', stash.adminId);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) account = account.forUpdate();
    if (!(await account.executeTakeFirst())) return false;
    await deleteExpiredStashes(trx, now.getTime());
    await trx
      .insertInto('editor_stash')
      .values({
        token: stash.token,
        admin_id: stash.adminId,
        path: stash.path,
        fields: stash.fields,
        bytes,
        created_at: now.toISOString(),
      })
      .execute();
    const older = await trx
      .selectFrom('editor_stash')
      .select(['token', 'bytes'])
      .where('admin_id', '=', stash.adminId)
      .where('token', '!=', stash.token)
      .orderBy('created_at', 'desc')
      .orderBy('token')
      .execute();
    let rows = 1;
    let total = bytes;
    const gone: string[] = [];
    for (const row of older) {
      rows += 1;
      total += row.bytes;
      if (gone.length > 0 || rows > STASH_LIMITS.rows || total > STASH_LIMITS.bytes) {
        gone.push(row.token);
      }
    }
    if (gone.length > 0) await trx.deleteFrom('editor_stash').where('token', 'in', gone).execute();
    return true;
  });
}

/**
 * The account's text under `token` for `path`, read once; `elsewhere` when it waits for another
 * page; null when none, another account's or older than a day.
 */
export async function takeStash(
  db: Executor,
  { token, adminId, path }: { token: string; adminId: number; path: string },
  now = Date.now(),
): Promise<{ fields: string } | 'elsewhere' | null> {
  const since = new Date(now - STASH_TTL_MS).toISOString();
  const taken = await db
    .deleteFrom('editor_stash')
    .where('token', '=', token)
    .where('admin_id', '=', adminId)
    .where('path', '=', path)
    .where('created_at', '>=', since)
    .returning('fields')
    .executeTakeFirst();
  if (taken) return { fields: taken.fields };
  const waiting = await db
    .selectFrom('editor_stash')
    .select('token')
    .where('token', '=', token)
    .where('admin_id', '=', adminId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return waiting ? 'elsewhere' : null;
}
