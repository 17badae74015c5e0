import type { Selectable } from 'kysely';

import type { Executor } from '#app/db/client.server.ts';
import type { ModerationLogTable } from '#app/db/schema.ts';
import { changedRows, nowIso, paged, toIso } from '#app/db/sql-values.ts';
import type { AuditAction, AuditRow, AuditTarget } from '#app/lib/admin/audit-events.ts';

export type LogEntry = {
  id: number;
  adminEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  detail: string | null;
  address: string | null;
  createdAt: string;
};

/** The audit trail (docs/product.md#audit-trail); the app writes through `recordAudit`'s typed events. */
export async function insertLogEntry(
  db: Executor,
  entry: Omit<AuditRow, 'address'> & { adminEmail: string; address?: string | null },
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

function toEntry(row: Selectable<ModerationLogTable>): LogEntry {
  return {
    id: row.id,
    adminEmail: row.admin_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    detail: row.detail,
    address: row.address,
    createdAt: toIso(row.created_at),
  };
}

/** `only` for an assistant's view, `except` to leave out sign-ins on the dashboard. */
export async function listLogEntries(
  db: Executor,
  limit = 50,
  { only, except }: { only?: readonly AuditTarget[]; except?: readonly AuditTarget[] } = {},
): Promise<LogEntry[]> {
  let query = db.selectFrom('moderation_log').selectAll();
  if (only) query = query.where('target_type', 'in', only);
  if (except) query = query.where('target_type', 'not in', except);
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toEntry);
}

export type LogFilter = {
  adminEmail?: string;
  targetTypes?: readonly AuditTarget[];
  actions?: readonly AuditAction[];
  exceptActions?: readonly AuditAction[];
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
};

export async function findLogEntries(
  db: Executor,
  filter: LogFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: LogEntry[]; total: number }> {
  let base = db.selectFrom('moderation_log');
  if (filter.adminEmail) base = base.where('admin_email', '=', filter.adminEmail);
  if (filter.targetTypes) base = base.where('target_type', 'in', filter.targetTypes);
  if (filter.actions) base = base.where('action', 'in', filter.actions);
  if (filter.exceptActions) base = base.where('action', 'not in', filter.exceptActions);
  if (filter.from) base = base.where('created_at', '>=', filter.from);
  if (filter.to) base = base.where('created_at', '<', filter.to);
  return paged(
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset),
    base,
    toEntry,
  );
}

export async function listLogAuthors(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('moderation_log')
    .select('admin_email')
    .distinct()
    .where('admin_email', '!=', '')
    .orderBy('admin_email')
    .execute();
  return rows.map((row) => row.admin_email);
}

export async function purgeLogEntries(db: Executor, before: Date): Promise<number> {
  return changedRows(
    db.deleteFrom('moderation_log').where('created_at', '<', before.toISOString()),
  );
}
