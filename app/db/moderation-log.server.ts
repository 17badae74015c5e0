import type { Executor } from '#app/db/client.server.ts';
import { nowIso, toIso } from '#app/db/sql-values.ts';

export type LogEntry = {
  id: number;
  adminEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  detail: string | null;
  /** The client address, noted for sign-ins and their failures. */
  address: string | null;
  createdAt: string;
};

/**
 * The audit trail (docs/product.md#audit-trail): who did what, when. `detail` never holds a
 * password, a code or a visitor's message.
 */
export async function insertLogEntry(
  db: Executor,
  entry: Omit<LogEntry, 'id' | 'createdAt' | 'address'> & { address?: string | null },
): Promise<void> {
  await db
    .insertInto('moderation_log')
    .values({
      admin_email: entry.adminEmail,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      detail: entry.detail,
      address: entry.address?.slice(0, 100) ?? null,
      created_at: nowIso(),
    })
    .execute();
}

export async function listLogEntries(db: Executor, limit = 50): Promise<LogEntry[]> {
  const rows = await db
    .selectFrom('moderation_log')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    adminEmail: row.admin_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    detail: row.detail,
    address: row.address,
    createdAt: toIso(row.created_at),
  }));
}
