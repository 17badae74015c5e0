import type { Db } from '#app/db/client.server.ts';
import { lastIysExport, recordIysExport } from '#app/db/iys-exports.server.ts';
import {
  listIysConsents,
  listSubscribers,
  type IysConsent,
  type ListedSubscriber,
} from '#app/db/subscribers.server.ts';
import type { ExportTarget } from '#app/lib/admin/audit-events.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import { toCsv } from '#app/server/admin/desks/csv.ts';
import { formatNumericDateTimeTr } from '#app/lib/format.ts';
import { subscriberStatusLabels } from '#app/lib/admin/subscriber-status.ts';
import type { Admin } from '#app/server/admin/sign-in/session.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

const BATCH = 1000;

/** Every row a listing gives, read in batches so a long list is never one huge query. */
async function readAll<Row>(batch: (offset: number, limit: number) => Promise<Row[]>) {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += BATCH) {
    const items = await batch(offset, BATCH);
    rows.push(...items);
    if (items.length < BATCH) return rows;
  }
}

function logExport(db: Db, admin: Pick<Admin, 'email'>, target: ExportTarget, count: number) {
  return recordAudit(db, admin, { type: 'export', target, count });
}

export async function exportSubscribersCsv(
  { handle }: Pick<Runtime, 'handle'>,
  admin: Admin,
  search: string,
): Promise<{ csv: string; count: number }> {
  const subscribers: ListedSubscriber[] = await readAll(
    async (offset, limit) => (await listSubscribers(handle.db, { search, limit, offset })).items,
  );
  await logExport(handle.db, admin, 'subscriber', subscribers.length);
  const csv = toCsv(
    ['E-posta', 'Kayıt Tarihi', 'Durum'],
    subscribers.map((subscriber) => [
      subscriber.email,
      formatNumericDateTimeTr(subscriber.createdAt),
      subscriberStatusLabels[subscriber.status],
    ]),
  );
  return { csv, count: subscribers.length };
}

export const IYS_HEADER = [
  'Alıcı',
  'Tip',
  'Durum',
  'Kaynak',
  'Kaynak Sayfa',
  'Rıza Tarihi',
  'Onay Tarihi',
  'Ret Tarihi',
];

/** docs/product.md#consent-record; `changesOnly`: only what changed since the last file. */
export async function exportIysCsv(
  { handle }: Pick<Runtime, 'handle'>,
  admin: Pick<Admin, 'email'>,
  { changesOnly = false }: { changesOnly?: boolean } = {},
): Promise<{ csv: string; count: number; changesSince: string | null }> {
  // Taken before reading: a consent confirmed while the file is made is in the next one too.
  const exportedAt = new Date().toISOString();
  const changesSince = changesOnly ? ((await lastIysExport(handle.db))?.exportedAt ?? null) : null;
  const consents: IysConsent[] = await readAll((offset, limit) =>
    listIysConsents(handle.db, { limit, offset, since: changesSince ?? undefined }),
  );
  await recordIysExport(handle.db, {
    exportedAt,
    adminEmail: admin.email,
    rowCount: consents.length,
    changesSince,
  });
  await logExport(handle.db, admin, 'consent', consents.length);
  const csv = toCsv(
    IYS_HEADER,
    consents.map((consent) => [
      consent.email,
      'EPOSTA',
      consent.status,
      'HS_WEB',
      consent.source,
      formatNumericDateTimeTr(consent.signedUpAt),
      formatNumericDateTimeTr(consent.confirmedAt),
      consent.withdrawnAt ? formatNumericDateTimeTr(consent.withdrawnAt) : '',
    ]),
  );
  return { csv, count: consents.length, changesSince };
}
