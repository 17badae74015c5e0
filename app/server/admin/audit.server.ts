import type { Executor } from '#app/db/client.server.ts';
import { findLogEntries, insertLogEntry, listLogAuthors } from '#app/db/moderation-log.server.ts';
import { auditRow, type AuditEvent } from '#app/lib/admin/audit-events.ts';
import { auditKinds } from '#app/lib/admin/audit-log.ts';
import { pageCount, parsePage } from '#app/lib/admin/paging.ts';
import { addDays, dayStart, parseIsoDay } from '#app/lib/booking/booking-slots.ts';
import { requireOwner } from '#app/server/admin/sign-in/session.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

// The one way into `moderation_log` (docs/product.md#audit-trail). `actor` null for a refused
// sign-in of an unknown address: what was typed there may be anything, even a password.
export function recordAudit(
  db: Executor,
  actor: { email: string } | null,
  event: AuditEvent,
): Promise<void> {
  return insertLogEntry(db, { adminEmail: actor?.email ?? '', ...auditRow(event) });
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilterForm = {
  account: string;
  kind: string;
  from: string;
  to: string;
  errors: { from?: string; to?: string };
};

function readFilter(url: URL, accounts: string[]): AuditFilterForm {
  const params = url.searchParams;
  const account = params.get('hesap') ?? '';
  const kind = params.get('tur') ?? '';
  const from = (params.get('baslangic') ?? '').trim();
  const to = (params.get('bitis') ?? '').trim();
  const errors: AuditFilterForm['errors'] = {};
  if (from && !parseIsoDay(from)) errors.from = 'Başlangıç tarihi geçerli bir tarih olmalı.';
  if (to && !parseIsoDay(to)) errors.to = 'Bitiş tarihi geçerli bir tarih olmalı.';
  if (!errors.from && !errors.to && from && to && to < from) {
    errors.to = 'Bitiş tarihi başlangıçtan önce olamaz.';
  }
  return {
    account: accounts.includes(account) ? account : '',
    kind: auditKinds.some((known) => known.key === kind) ? kind : '',
    from,
    to,
    errors,
  };
}

/** A bad date is named next to its field and the rest of the filter still applies. */
export async function loadAuditTrail(runtime: Runtime, args: { request: Request; url: URL }) {
  await requireOwner(runtime, args);
  const { handle } = runtime;
  const accounts = await listLogAuthors(handle.db);
  const filter = readFilter(args.url, accounts);
  const kind = auditKinds.find((known) => known.key === filter.kind);
  const page = parsePage(args.url.searchParams.get('sayfa'));
  const { items, total } = await findLogEntries(
    handle.db,
    {
      adminEmail: filter.account || undefined,
      targetTypes: kind && 'targetTypes' in kind ? kind.targetTypes : undefined,
      actions: kind && 'actions' in kind ? kind.actions : undefined,
      exceptActions: kind && 'exceptActions' in kind ? kind.exceptActions : undefined,
      from: filter.from && !filter.errors.from ? dayStart(filter.from).toISOString() : undefined,
      to:
        filter.to && !filter.errors.to ? dayStart(addDays(filter.to, 1)).toISOString() : undefined,
    },
    { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE },
  );
  return {
    accounts,
    kinds: auditKinds.map(({ key, label }) => ({ key, label })),
    filter,
    entries: items,
    total,
    page,
    pages: pageCount(total, AUDIT_PAGE_SIZE),
  };
}
