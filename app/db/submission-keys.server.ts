import type { Executor } from '#app/db/client.server.ts';

/**
 * One-time submission keys (docs/product.md#form-handling): the table's primary key decides between
 * two posts of one key, on SQLite as on PostgreSQL.
 */

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

/** The answer kept for the key, null while its first post is being handled; undefined: none. */
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

/** Gives a claimed key back unanswered, for a submission that stored nothing. */
export async function releaseSubmissionKey(db: Executor, key: string): Promise<void> {
  await db
    .deleteFrom('submission_keys')
    .where('key', '=', key)
    .where('answer', 'is', null)
    .execute();
}

export async function deleteSubmissionKeysBefore(db: Executor, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('submission_keys')
    .where('created_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
