import { insertLogEntry } from '#app/db/moderation-log.server.ts';
import {
  listIysConsents,
  listSubscribers,
  type IysConsent,
  type ListedSubscriber,
} from '#app/db/subscribers.server.ts';
import { toCsv } from '#app/server/admin/csv.ts';
import { formatNumericDateTimeTr } from '#app/lib/format.ts';
import { subscriberStatusLabels } from '#app/lib/admin/subscriber-status.ts';
import type { Admin } from '#app/server/admin/session.server.ts';
import { getRuntime, type Runtime } from '#app/server/runtime.server.ts';

const BATCH = 1000;

/**
 * Every subscriber (matching `search`), newest first as on the list page, read in batches so a
 * long list is never one huge query. An export of personal data goes into the moderation log.
 */
export async function exportSubscribersCsv(
  admin: Admin,
  search: string,
): Promise<{ csv: string; count: number }> {
  const { handle } = await getRuntime();
  const subscribers: ListedSubscriber[] = [];
  for (let offset = 0; ; offset += BATCH) {
    const { items } = await listSubscribers(handle.db, { search, limit: BATCH, offset });
    subscribers.push(...items);
    if (items.length < BATCH) break;
  }
  await insertLogEntry(handle.db, {
    adminEmail: admin.email,
    action: 'export',
    targetType: 'subscriber',
    targetId: '*',
    detail: `${subscribers.length} kayıt`,
  });
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

/** The İYS header: recipient, channel, status, the source code and page, and the three dates. */
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

/**
 * The consent record for İYS (İleti Yönetim Sistemi), docs/product.md#newsletter: one row per
 * address with its latest confirmed consent, `ONAY` or (withdrawn) `RET`; a sign-up never
 * confirmed is no consent and is left out. Channel `EPOSTA`, source `HS_WEB` (a form on the
 * site) with the page it was on. Logged like every export of personal data.
 */
export async function exportIysCsv(
  { handle }: Pick<Runtime, 'handle'>,
  admin: Pick<Admin, 'email'>,
): Promise<{ csv: string; count: number }> {
  const consents: IysConsent[] = [];
  for (let offset = 0; ; offset += BATCH) {
    const batch = await listIysConsents(handle.db, { limit: BATCH, offset });
    consents.push(...batch);
    if (batch.length < BATCH) break;
  }
  await insertLogEntry(handle.db, {
    adminEmail: admin.email,
    action: 'export',
    targetType: 'consent',
    targetId: '*',
    detail: `${consents.length} kayıt`,
  });
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
  return { csv, count: consents.length };
}
