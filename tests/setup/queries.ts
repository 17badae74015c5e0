import type { Executor } from '#app/db/client.server.ts';

/** Whether a story row is still stored; the product itself never reads a story by id alone. */
export async function storyExists(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('transformation_stories')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many mails the outbox holds in each state. */
export async function mailCountsByStatus(
  db: Executor,
): Promise<Record<'pending' | 'sent' | 'failed', number>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('total')])
    .groupBy('status')
    .execute();
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.total);
  return counts;
}

/** The text part of the latest mail of `kind` queued to `email`, as its recipient reads it. */
export async function latestMailText(db: Executor, kind: string, email: string): Promise<string> {
  const mail = await db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('kind', '=', kind)
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return mail.text_body;
}
