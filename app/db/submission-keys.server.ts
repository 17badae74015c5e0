import type { Executor } from '#app/db/client.server.ts';
import { changedRows } from '#app/db/sql-values.ts';

/** The table's primary key decides between two posts of one key (docs/product.md#form-handling). */

/** Takes the key for this submission: false when another post of it came first. */
export async function claimSubmissionKey(
  db: Executor,
  key: string,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .insertInto('submission_keys')
    .values({ key, answer: null, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Null while its first post is being handled; undefined: none. */
export async function submissionAnswer(
  db: Executor,
  key: string,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('submission_keys')
    .select('answer')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.answer;
}

export async function keepSubmissionAnswer(
  db: Executor,
  key: string,
  answer: string,
): Promise<void> {
  await db.updateTable('submission_keys').set({ answer }).where('key', '=', key).execute();
}

export async function releaseSubmissionKey(db: Executor, key: string): Promise<void> {
  await db
    .deleteFrom('submission_keys')
    .where('key', '=', key)
    .where('answer', 'is', null)
    .execute();
}

export async function deleteSubmissionKeysBefore(db: Executor, before: Date): Promise<number> {
  return changedRows(
    db.deleteFrom('submission_keys').where('created_at', '<', before.toISOString()),
  );
}
