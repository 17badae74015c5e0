import { sql, type QueryExecutorProvider } from 'kysely';

/** What a table whose rows public pages show declares about its change events. */
export type PublicTable = {
  /** The column a change event carries as `postSlug` (a comment's post, a post's own slug). */
  postSlug: string | null;
  /** When visitors may see the row: the event's `approved`, as SQL over the trigger's `rec`. */
  visible: string;
  /** The open pages' live stream the change reaches; every change empties the page cache. */
  live: 'stories' | 'comments' | null;
};

/**
 * Every table whose changes change public pages, declared once (docs/decisions/
 * 0045-public-tables-declared-once.md): the change feed accepts these and no other, and on
 * PostgreSQL each needs a migration calling createNotifyTrigger with these values, or
 * tests/integration/public-tables.test.ts fails.
 */
export const publicTables = {
  transformation_stories: { postSlug: null, visible: 'rec.is_approved', live: 'stories' },
  blog_comments: { postSlug: 'post_slug', visible: 'rec.is_approved', live: 'comments' },
  blog_posts: {
    postSlug: 'slug',
    visible: "rec.status in ('published', 'scheduled')",
    live: null,
  },
} as const satisfies Record<string, PublicTable>;

export type PublicTableName = keyof typeof publicTables;

export function isPublicTable(value: unknown): value is PublicTableName {
  return typeof value === 'string' && Object.hasOwn(publicTables, value);
}

/**
 * PostgreSQL only, for the migration that adds a public table: a trigger that announces each
 * committed change of `table` to every instance, as the change feed reads it. A migration is
 * frozen in time, so it passes the declaration's values written out, not read from publicTables;
 * for the same reason this function's output never changes (a different one gets a new name).
 */
export async function createNotifyTrigger(
  db: QueryExecutorProvider,
  table: string,
  { postSlug, visible }: Omit<PublicTable, 'live'>,
): Promise<void> {
  const fn = sql.id(`koc_notify_${table}`);
  const slug = postSlug === null ? sql.raw('null::text') : sql.raw(`rec.${postSlug}`);
  await sql`create or replace function ${fn}() returns trigger language plpgsql as $$
    declare
      rec record;
    begin
      if tg_op = 'DELETE' then rec := old; else rec := new; end if;
      perform pg_notify(
        'koc_changes_' || tg_table_schema,
        json_build_object(
          'table', tg_table_name,
          'op', lower(tg_op),
          'id', rec.id,
          'postSlug', ${slug},
          'approved', case when tg_op = 'DELETE' then false else ${sql.raw(visible)} end
        )::text
      );
      return null;
    end
  $$`.execute(db);
  await sql`create trigger ${sql.id(`${table}_notify`)} after insert or update or delete on ${sql.table(table)}
    for each row execute function ${fn}()`.execute(db);
}
