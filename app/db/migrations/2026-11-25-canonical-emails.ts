import type { Kysely } from 'kysely';

import { canonicalEmail } from '#app/schemas/email.server.ts';

// Frozen in time like every migration (Kysely's migration guide), hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

type Row = { id: number; email: string };

/**
 * Stored addresses in the live canonicalEmail spelling, so rows match what lookups compute
 * (docs/decisions/0030-addresses-exports-photos-outage.md).
 */
export async function up(db: AnyDb): Promise<void> {
  const subscribers: Row[] = await db
    .selectFrom('subscribers')
    .select(['id', 'email'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const kept = new Map<string, Row>();
  const removed: number[] = [];
  for (const row of subscribers) {
    const address = canonicalEmail(row.email);
    if (address === null || kept.has(address)) removed.push(row.id);
    else kept.set(address, row);
  }
  // Removed first: the unique index on lower(email) must not see a merged spelling twice.
  for (const id of removed) await db.deleteFrom('subscribers').where('id', '=', id).execute();
  for (const [address, row] of kept) {
    if (address !== row.email) {
      await db
        .updateTable('subscribers')
        .set({ email: address })
        .where('id', '=', row.id)
        .execute();
    }
  }

  const stories: Row[] = await db
    .selectFrom('transformation_stories')
    .select(['id', 'email'])
    .execute();
  for (const row of stories) {
    const address = canonicalEmail(row.email);
    if (address !== null && address !== row.email) {
      await db
        .updateTable('transformation_stories')
        .set({ email: address })
        .where('id', '=', row.id)
        .execute();
    }
  }

  const admins: Row[] = await db.selectFrom('admin_users').select(['id', 'email']).execute();
  const taken = new Set(admins.map((row) => row.email.toLowerCase()));
  for (const row of admins) {
    const address = canonicalEmail(row.email);
    const own = row.email.toLowerCase();
    if (address !== null && address !== row.email && (address === own || !taken.has(address))) {
      await db
        .updateTable('admin_users')
        .set({ email: address })
        .where('id', '=', row.id)
        .execute();
      taken.add(address);
    }
  }
}
