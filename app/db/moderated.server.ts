import { sql, type Selectable } from 'kysely';

import type { Executor } from '#app/db/client.server.ts';
import type { Database } from '#app/db/schema.ts';
import {
  countRows,
  FALSE,
  firstOrNull,
  nowIso,
  paged,
  toBool,
  toIso,
  TRUE,
} from '#app/db/sql-values.ts';

export type PublishConsent = { at: string; text: string };

type ConsentRow = {
  publish_consent_at: string | Date | null;
  publish_consent_text: string | null;
};

/** Null for items sent before their form had the box: no consent was recorded for them. */
export function toPublishConsent(row: ConsentRow): PublishConsent | null {
  const at = row.publish_consent_at;
  return at === null ? null : { at: toIso(at), text: row.publish_consent_text ?? '' };
}

export function publishConsentValues(
  text: string | undefined,
  now: string,
): { publish_consent_at: string | null; publish_consent_text: string | null } {
  return {
    publish_consent_at: text === undefined ? null : now,
    publish_consent_text: text ?? null,
  };
}

export type ModerationColumns = {
  is_approved: number | boolean;
  unpublished_at: string | Date | null;
} & ConsentRow;

/** What the admin sees beside an item's public fields; no consent for items sent before the box. */
export type ModerationState = {
  isApproved: boolean;
  publishConsent: PublishConsent | null;
  unpublishedAt: string | null;
};

export function toModerationState(row: ModerationColumns): ModerationState {
  return {
    isApproved: toBool(row.is_approved),
    publishConsent: toPublishConsent(row),
    unpublishedAt: row.unpublished_at === null ? null : toIso(row.unpublished_at),
  };
}

/** Unpublishing records when, so the retention counts from then (docs/product.md#retention). */
function approvalValues(approved: boolean) {
  return { is_approved: approved ? TRUE : FALSE, unpublished_at: approved ? null : nowIso() };
}

type Moderated = 'transformation_stories' | 'blog_comments';

function rowsOf(db: Executor, table: Moderated) {
  return db.selectFrom(table);
}

type TableQuery = ReturnType<typeof rowsOf>;

function withApproval(db: Executor, table: Moderated, approved: boolean): TableQuery {
  return rowsOf(db, table).where('is_approved', '=', approved ? TRUE : FALSE);
}

function newestFirst<Q extends { orderBy(column: 'created_at' | 'id', order: 'desc'): Q }>(
  query: Q,
): Q {
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
}

/**
 * The queries stories and comments share: visitors see the approved ones, and only the columns
 * of `publicColumns`; the coach approves, unpublishes and deletes them.
 */
export function moderatedTable<
  T extends Moderated,
  C extends keyof Selectable<Database[T]> & string,
  Public,
  Item,
>(
  table: T,
  publicColumns: readonly C[],
  toPublic: (row: Pick<Selectable<Database[T]>, C>) => Public,
  toItem: (row: Selectable<Database[T]>) => Item,
) {
  // Kysely cannot follow a generic table; each caller names one, so its rows are typed here.
  const name: Moderated = table;
  const columns = publicColumns as unknown as readonly ['id'];
  const first = (query: { executeTakeFirst(): Promise<unknown> }) =>
    firstOrNull(
      query as { executeTakeFirst(): Promise<Pick<Selectable<Database[T]>, C> | undefined> },
      toPublic,
    );
  const all = async <Row, Out>(query: { execute(): Promise<unknown[]> }, map: (row: Row) => Out) =>
    ((await query.execute()) as Row[]).map(map);

  return {
    listApproved(
      db: Executor,
      limit: number,
      narrow: (query: TableQuery) => TableQuery = (query) => query,
    ): Promise<Public[]> {
      const query = narrow(withApproval(db, table, true));
      return all(newestFirst(query.select(columns)).limit(limit), toPublic);
    },

    /** Null when it is not (or no longer) approved. */
    getApproved(db: Executor, id: number): Promise<Public | null> {
      return first(withApproval(db, table, true).select(columns).where('id', '=', id));
    },

    listForModeration(
      db: Executor,
      { approved, limit = 20, offset = 0 }: { approved: boolean; limit?: number; offset?: number },
    ): Promise<{ items: Item[]; total: number }> {
      const base = withApproval(db, table, approved);
      return paged(newestFirst(base.selectAll()).limit(limit).offset(offset), base, (row) =>
        toItem(row as Selectable<Database[T]>),
      );
    },

    count(db: Executor, approved: boolean): Promise<number> {
      return countRows(withApproval(db, table, approved));
    },

    /** The item's public fields, or null when there is no such item. */
    setApproval(db: Executor, id: number, approved: boolean): Promise<Public | null> {
      return first(
        db.updateTable(name).set(approvalValues(approved)).where('id', '=', id).returning(columns),
      );
    },

    remove(db: Executor, id: number): Promise<Public | null> {
      return first(db.deleteFrom(name).where('id', '=', id).returning(columns));
    },

    /** The privacy notice's 90 days count from sending, or from unpublishing. */
    purgeUnapproved(db: Executor, before: Date): Promise<Public[]> {
      return all(
        db
          .deleteFrom(name)
          .where('is_approved', '=', FALSE)
          .where(sql<string>`coalesce(unpublished_at, created_at)`, '<', before.toISOString())
          .returning(columns),
        toPublic,
      );
    },

    listWhere(db: Executor, narrow: (query: TableQuery) => TableQuery): Promise<Item[]> {
      return all(newestFirst(narrow(rowsOf(db, table)).selectAll()), toItem);
    },
  };
}
