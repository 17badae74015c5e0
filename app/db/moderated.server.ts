import type { Selectable } from 'kysely';

import type { Executor } from '#app/db/client.server.ts';
import type { Database } from '#app/db/schema.ts';
import { FALSE, paged, toCount, TRUE } from '#app/db/sql-values.ts';

/** The tables whose rows the coach approves before they appear. */
type Moderated = 'transformation_stories' | 'blog_comments';

function withApproval(db: Executor, table: Moderated, approved: boolean) {
  return db.selectFrom(table).where('is_approved', '=', approved ? TRUE : FALSE);
}

/** One page of the awaiting (or published) rows, newest first, and how many there are. */
export function listForModeration<T extends Moderated, Item>(
  db: Executor,
  table: T,
  { approved, limit = 20, offset = 0 }: { approved: boolean; limit?: number; offset?: number },
  toItem: (row: Selectable<Database[T]>) => Item,
): Promise<{ items: Item[]; total: number }> {
  const base = withApproval(db, table, approved);
  const rows = base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset);
  return paged(
    // Over a union of tables Kysely types a row as both tables' columns merged; each call names
    // one table, and the rows are that table's.
    rows as unknown as { execute(): Promise<Selectable<Database[T]>[]> },
    base.select((eb) => eb.fn.countAll<string | number>().as('total')),
    toItem,
  );
}

export async function countByApproval(
  db: Executor,
  table: Moderated,
  approved: boolean,
): Promise<number> {
  const row = await withApproval(db, table, approved)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  return toCount(row.total);
}
