import type { Selectable } from 'kysely';

import type { Db, Executor } from '#app/db/client.server.ts';
import { claimContentImport } from '#app/db/content-imports.server.ts';
import type { ContentItemsTable } from '#app/db/schema.ts';
import { changedRows, firstOrNull, nowIso, toIso, unlessTaken } from '#app/db/sql-values.ts';
import type { ContentKind } from '#app/lib/content/content-kinds.ts';

export type StoredItem = { kind: ContentKind; key: string; data: unknown };

export type PriceEntry = {
  price: number;
  originalPrice: number | null;
  saveAmount: number | null;
  /** The former price shown crossed out; only the lowest of the 30 days before (priceRefusal). */
  insteadOf: number | null;
};

export type PriceList = {
  id: number;
  effectiveAt: string;
  createdBy: string;
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
      .select(['id', 'effective_at', 'created_by'])
      .orderBy('effective_at')
      .orderBy('id')
      .execute(),
    db.selectFrom('price_list_entries').selectAll().execute(),
  ]);
  const byList = new Map<number, PriceList>(
    lists.map((list) => [
      list.id,
      {
        id: list.id,
        effectiveAt: toIso(list.effective_at),
        createdBy: list.created_by,
        entries: new Map(),
      },
    ]),
  );
  for (const entry of entries) {
    byList.get(entry.list_id)?.entries.set(entry.package_key, {
      price: entry.price,
      originalPrice: entry.original_price,
      saveAmount: entry.save_amount,
      insteadOf: entry.instead_of,
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
    await insertFirstVersions(
      trx,
      items.map((item) => ({ ...item, state: 'published' })),
      name,
      now,
    );
    await insertPriceList(trx, now, prices, name);
    return items.length;
  });
}

export type ContentState = 'draft' | 'published' | 'retired';

/**
 * Items as version 1, each with its revision, positioned in the given order within its kind;
 * their ids by `kind/key`. For an import into tables the caller has emptied or never filled.
 */
export async function insertFirstVersions(
  trx: Executor,
  items: ReadonlyArray<{ kind: ContentKind; key: string; state: ContentState; data: unknown }>,
  by: string,
  now: string,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const positions = new Map<ContentKind, number>();
  for (const item of items) {
    const position = positions.get(item.kind) ?? 0;
    positions.set(item.kind, position + 1);
    const data = JSON.stringify(item.data);
    const { state } = item;
    const row = await trx
      .insertInto('content_items')
      .values({
        kind: item.kind,
        key: item.key,
        position,
        state,
        version: 1,
        data,
        updated_at: now,
        updated_by: by,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(`${item.kind}/${item.key}`, row.id);
    await trx
      .insertInto('content_revisions')
      .values({ item_id: row.id, version: 1, state, data, admin_email: by, created_at: now })
      .execute();
  }
  return ids;
}

export type ContentItem = {
  id: number;
  kind: ContentKind;
  key: string;
  position: number;
  state: ContentState;
  version: number;
  data: unknown;
  updatedAt: string;
  updatedBy: string;
};

export type ContentRevision = {
  id: number;
  version: number;
  state: ContentState;
  data: unknown;
  adminEmail: string;
  createdAt: string;
};

export type ContentSaveResult =
  | { ok: true; item: ContentItem }
  | { ok: false; reason: 'conflict'; current: ContentItem }
  | { ok: false; reason: 'key-taken' }
  | { ok: false; reason: 'missing' };

type ItemRow = Selectable<ContentItemsTable>;

function toItem(row: ItemRow): ContentItem {
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    key: row.key,
    position: row.position,
    state: row.state,
    version: row.version,
    data: JSON.parse(row.data) as unknown,
    updatedAt: toIso(row.updated_at),
    updatedBy: row.updated_by,
  };
}

/** Every item of a kind, drafts and retired ones too, in the coach's order. */
export async function listItems(db: Executor, kind: ContentKind): Promise<ContentItem[]> {
  const rows = await db
    .selectFrom('content_items')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toItem);
}

export function getItem(db: Executor, kind: ContentKind, key: string): Promise<ContentItem | null> {
  return firstOrNull(
    db.selectFrom('content_items').selectAll().where('kind', '=', kind).where('key', '=', key),
    toItem,
  );
}

function getItemById(db: Executor, id: number): Promise<ContentItem | null> {
  return firstOrNull(db.selectFrom('content_items').selectAll().where('id', '=', id), toItem);
}

async function keepContentRevision(db: Executor, item: ContentItem): Promise<void> {
  await db
    .insertInto('content_revisions')
    .values({
      item_id: item.id,
      version: item.version,
      state: item.state,
      data: JSON.stringify(item.data),
      admin_email: item.updatedBy,
      created_at: item.updatedAt,
    })
    .execute();
}

const KEY_TAKEN = { ok: false, reason: 'key-taken' } as const;

/** A new item, last of its kind. */
export function createItem(
  db: Db,
  item: { kind: ContentKind; key: string; state: ContentState; data: unknown },
  adminEmail: string,
): Promise<ContentSaveResult> {
  return unlessTaken(
    db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('content_items')
        .select((eb) => eb.fn.max('position').as('last'))
        .where('kind', '=', item.kind)
        .executeTakeFirst();
      const row = await trx
        .insertInto('content_items')
        .values({
          kind: item.kind,
          key: item.key,
          position: Number(last?.last ?? -1) + 1,
          state: item.state,
          version: 1,
          data: JSON.stringify(item.data),
          updated_at: nowIso(),
          updated_by: adminEmail,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const created = toItem(row);
      // The address is this item's now; an old address of that name gives way.
      await trx
        .deleteFrom('content_redirects')
        .where('kind', '=', item.kind)
        .where('old_key', '=', item.key)
        .execute();
      await keepContentRevision(trx, created);
      return { ok: true as const, item: created };
    }),
    KEY_TAKEN,
  );
}

/**
 * Saves a new version if nobody saved since `expectedVersion`; a published item's old key stays
 * as a redirect to the new one.
 */
export function saveItem(
  db: Db,
  id: number,
  expectedVersion: number,
  change: { key: string; state: ContentState; data: unknown },
  adminEmail: string,
): Promise<ContentSaveResult> {
  return unlessTaken(
    db.transaction().execute(async (trx) => {
      const before = await getItemById(trx, id);
      if (!before) return { ok: false as const, reason: 'missing' as const };
      const row = await trx
        .updateTable('content_items')
        .set({
          key: change.key,
          state: change.state,
          data: JSON.stringify(change.data),
          version: expectedVersion + 1,
          updated_at: nowIso(),
          updated_by: adminEmail,
        })
        .where('id', '=', id)
        .where('version', '=', expectedVersion)
        .returningAll()
        .executeTakeFirst();
      if (!row) return { ok: false as const, reason: 'conflict' as const, current: before };
      const item = toItem(row);
      await keepContentRevision(trx, item);
      await trx
        .deleteFrom('content_redirects')
        .where('kind', '=', item.kind)
        .where('old_key', '=', item.key)
        .execute();
      if (before.key !== item.key && before.state !== 'draft') {
        await trx
          .insertInto('content_redirects')
          .values({ kind: item.kind, old_key: before.key, item_id: id })
          .execute();
      }
      return { ok: true as const, item };
    }),
    KEY_TAKEN,
  );
}

/** Swaps an item with its neighbour in the coach's order; false at either end. */
export async function moveItem(
  db: Db,
  kind: ContentKind,
  key: string,
  direction: 'up' | 'down',
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const items = await listItems(trx, kind);
    const index = items.findIndex((item) => item.key === key);
    const other = items[direction === 'up' ? index - 1 : index + 1];
    const item = items[index];
    if (!item || !other) return false;
    // Positions may repeat after a hand edit: the list's order is rewritten whole.
    const order = items.map((each) => each.id);
    order.splice(index, 1);
    order.splice(direction === 'up' ? index - 1 : index + 1, 0, item.id);
    for (const [position, id] of order.entries()) {
      await trx.updateTable('content_items').set({ position }).where('id', '=', id).execute();
    }
    return true;
  });
}

export async function deleteItem(
  db: Db,
  kind: ContentKind,
  key: string,
): Promise<ContentItem | null> {
  return db.transaction().execute(async (trx) => {
    const item = await getItem(trx, kind, key);
    if (!item) return null;
    await trx.deleteFrom('content_redirects').where('item_id', '=', item.id).execute();
    await trx.deleteFrom('content_revisions').where('item_id', '=', item.id).execute();
    await trx.deleteFrom('content_items').where('id', '=', item.id).execute();
    return item;
  });
}

export async function listContentRevisions(
  db: Executor,
  itemId: number,
): Promise<ContentRevision[]> {
  const rows = await db
    .selectFrom('content_revisions')
    .selectAll()
    .where('item_id', '=', itemId)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    state: row.state,
    data: JSON.parse(row.data) as unknown,
    adminEmail: row.admin_email,
    createdAt: toIso(row.created_at),
  }));
}

/** Where an old or retired key of a kind leads: the item now under another key, or null. */
export async function redirectedKey(
  db: Executor,
  kind: ContentKind,
  oldKey: string,
): Promise<{ key: string; state: ContentState } | null> {
  return firstOrNull(
    db
      .selectFrom('content_redirects')
      .innerJoin('content_items', 'content_items.id', 'content_redirects.item_id')
      .select(['content_items.key', 'content_items.state'])
      .where('content_redirects.kind', '=', kind)
      .where('content_redirects.old_key', '=', oldKey),
    (row) => row,
  );
}

/** A price list and its entries, inside the caller's transaction: its id. */
export async function insertPriceList(
  trx: Executor,
  effectiveAt: string,
  prices: ReadonlyArray<ImportPrice>,
  adminEmail: string,
): Promise<number> {
  const list = await trx
    .insertInto('price_lists')
    .values({ effective_at: effectiveAt, created_at: nowIso(), created_by: adminEmail })
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
        instead_of: price.insteadOf,
      })
      .execute();
  }
  return list.id;
}

/** A new price list, in force from `effectiveAt` (now, or a time ahead). */
export async function createPriceList(
  db: Db,
  effectiveAt: string,
  prices: ReadonlyArray<ImportPrice>,
  adminEmail: string,
): Promise<number> {
  return db.transaction().execute((trx) => insertPriceList(trx, effectiveAt, prices, adminEmail));
}

/** A scheduled list is withdrawn before its time; one in force or past stays as history. */
export async function deleteScheduledPriceList(
  db: Db,
  id: number,
  now = nowIso(),
): Promise<boolean> {
  const deleted = await changedRows(
    db.deleteFrom('price_lists').where('id', '=', id).where('effective_at', '>', now),
  );
  return deleted > 0;
}

/** Removes items of a kind, their versions and old addresses, inside the caller's transaction. */
export async function deleteItemsById(trx: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  await trx.deleteFrom('content_redirects').where('item_id', 'in', ids).execute();
  await trx.deleteFrom('content_revisions').where('item_id', 'in', ids).execute();
  return changedRows(trx.deleteFrom('content_items').where('id', 'in', ids));
}
