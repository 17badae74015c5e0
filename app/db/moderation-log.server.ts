import type { Executor } from '#app/db/client.server.ts';
import { nowIso, toIso } from '#app/db/sql-values.ts';

export type LogEntry = {
  id: number;
  adminEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  detail: string | null;
  createdAt: string;
};

export async function insertLogEntry(
  db: Executor,
  entry: Omit<LogEntry, 'id' | 'createdAt'>,
): Promise<void> {
  await db
    .insertInto('moderation_log')
    .values({
      admin_email: entry.adminEmail,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      detail: entry.detail,
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
    createdAt: toIso(row.created_at),
  }));
}
