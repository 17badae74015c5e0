import { insertLogEntry } from '#app/db/moderation-log.server.ts';
import { listSubscribers, type Subscriber } from '#app/db/subscribers.server.ts';
import { toCsv } from '#app/server/admin/csv.ts';
import { formatNumericDateTimeTr } from '#app/lib/format.ts';
import type { Admin } from '#app/server/admin/session.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

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
  const subscribers: Subscriber[] = [];
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
    ['E-posta', 'Kayıt Tarihi'],
    subscribers.map((subscriber) => [
      subscriber.email,
      formatNumericDateTimeTr(subscriber.createdAt),
    ]),
  );
  return { csv, count: subscribers.length };
}
