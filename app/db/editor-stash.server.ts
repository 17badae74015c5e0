import { PostgresAdapter } from 'kysely';

import type { Db, Executor } from '#app/db/client.server.ts';
import { changedRows } from '#app/db/sql-values.ts';

export const STASH_TTL_MS = 24 * 60 * 60_000;

/** Per account the newest texts up to these rows and bytes; one text above the bytes is not kept. */
export const STASH_LIMITS = { rows: 5, bytes: 2 * 1024 * 1024 } as const;

export async function deleteExpiredStashes(db: Executor, now = Date.now()): Promise<number> {
  return changedRows(
    db
      .deleteFrom('editor_stash')
      .where('created_at', '<', new Date(now - STASH_TTL_MS).toISOString()),
  );
}

/** Trimmed one request at a time (PostgreSQL locks the account's row), so a burst cannot pass the caps. */
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

/** Read once; `elsewhere` when it waits for another page. */
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
