import type { Executor } from '#app/db/client.server.ts';
import { hasRow, nowIso } from '#app/db/sql-values.ts';

/** Of several instances starting together only one inserts the row; the others find it and get false. */
export function claimContentImport(trx: Executor, name: string): Promise<boolean> {
  return hasRow(
    trx
      .insertInto('content_imports')
      .values({ name, imported_at: nowIso() })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name'),
  );
}
