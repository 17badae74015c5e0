import type { Executor } from '#app/db/client.server.ts';
import { toCount, toIso } from '#app/db/sql-values.ts';

export type IysExport = {
  exportedAt: string;
  adminEmail: string;
  rowCount: number;
  changesSince: string | null;
};

export async function lastIysExport(db: Executor): Promise<IysExport | null> {
  const row = await db
    .selectFrom('iys_exports')
    .selectAll()
    .orderBy('exported_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return {
    exportedAt: toIso(row.exported_at),
    adminEmail: row.admin_email,
    rowCount: row.row_count,
    changesSince: row.changes_since === null ? null : toIso(row.changes_since),
  };
}

export async function recordIysExport(db: Executor, file: IysExport): Promise<void> {
  await db
    .insertInto('iys_exports')
    .values({
      exported_at: file.exportedAt,
      admin_email: file.adminEmail,
      row_count: file.rowCount,
      changes_since: file.changesSince,
    })
    .execute();
}

/** What İYS does not have yet if the coach uploaded every file she downloaded. */
export async function countConsentChangesSince(
  db: Executor,
  since: string | null,
): Promise<{ confirmations: number; withdrawals: number }> {
  // One pass over the table, each count with its own filter (SQLite 3.30+ and PostgreSQL).
  const row = await db
    .selectFrom('newsletter_consents')
    .select((eb) => {
      const changed = (column: 'confirmed_at' | 'withdrawn_at') =>
        since === null ? eb(column, 'is not', null) : eb(column, '>', since);
      return [
        eb.fn.countAll<string | number>().filterWhere(changed('confirmed_at')).as('confirmations'),
        eb.fn.countAll<string | number>().filterWhere(changed('withdrawn_at')).as('withdrawals'),
      ];
    })
    .executeTakeFirstOrThrow();
  return { confirmations: toCount(row.confirmations), withdrawals: toCount(row.withdrawals) };
}
