import type { Db, Executor } from '#app/db/client.server.ts';
import { claimContentImport } from '#app/db/content-imports.server.ts';
import { nowIso, toIso } from '#app/db/sql-values.ts';
import type { ContentKind } from '#app/lib/content/content-kinds.ts';

export type StoredItem = { kind: ContentKind; key: string; data: unknown };

export type PriceEntry = {
  price: number;
  originalPrice: number | null;
  saveAmount: number | null;
};

export type PriceList = {
  id: number;
  effectiveAt: string;
  entries: Map<string, PriceEntry>;
};

export type ImportItem = { kind: ContentKind; key: string; data: unknown };
export type ImportPrice = PriceEntry & { packageKey: string };

/** The published items of every kind, each kind in the coach's order. */
export async function listPublishedItems(db: Executor): Promise<StoredItem[]> {
  const rows = await db
    .selectFrom('content_items')
    .select(['kind', 'key', 'data'])
    .where('state', '=', 'published')
    .orderBy('kind')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind as ContentKind,
    key: row.key,
    data: JSON.parse(row.data) as unknown,
  }));
}

/** Every price list, oldest first, with its entries. */
export async function listPriceLists(db: Executor): Promise<PriceList[]> {
  const [lists, entries] = await Promise.all([
    db
      .selectFrom('price_lists')
      .select(['id', 'effective_at'])
      .orderBy('effective_at')
      .orderBy('id')
      .execute(),
    db.selectFrom('price_list_entries').selectAll().execute(),
  ]);
  const byList = new Map<number, PriceList>(
    lists.map((list) => [
      list.id,
      { id: list.id, effectiveAt: toIso(list.effective_at), entries: new Map() },
    ]),
  );
  for (const entry of entries) {
    byList.get(entry.list_id)?.entries.set(entry.package_key, {
      price: entry.price,
      originalPrice: entry.original_price,
      saveAmount: entry.save_amount,
    });
  }
  return [...byList.values()];
}

/**
 * The seed, in one transaction, once per database however many instances start together
 * (docs/decisions/0049). Items are published in the given order; the prices become the first list.
 */
export async function importContentOnce(
  db: Db,
  name: string,
  items: ReadonlyArray<ImportItem>,
  prices: ReadonlyArray<ImportPrice>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimContentImport(trx, name))) return 0;
    const now = nowIso();
    const positions = new Map<ContentKind, number>();
    for (const item of items) {
      const position = positions.get(item.kind) ?? 0;
      positions.set(item.kind, position + 1);
      const data = JSON.stringify(item.data);
      const row = await trx
        .insertInto('content_items')
        .values({
          kind: item.kind,
          key: item.key,
          position,
          state: 'published',
          version: 1,
          data,
          updated_at: now,
          updated_by: name,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('content_revisions')
        .values({
          item_id: row.id,
          version: 1,
          state: 'published',
          data,
          admin_email: name,
          created_at: now,
        })
        .execute();
    }
    const list = await trx
      .insertInto('price_lists')
      .values({ effective_at: now, created_at: now, created_by: name })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const price of prices) {
      await trx
        .insertInto('price_list_entries')
        .values({
          list_id: list.id,
          package_key: price.packageKey,
          price: price.price,
          original_price: price.originalPrice,
          save_amount: price.saveAmount,
        })
        .execute();
    }
    return items.length;
  });
}
