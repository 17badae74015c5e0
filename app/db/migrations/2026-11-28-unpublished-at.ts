import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time like every migration (Kysely's migration guide), hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * When an item left the site: its 90 days to erasure count from then (docs/product.md#retention).
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = sql.raw(postgres ? 'timestamptz' : 'text');
  await sql`alter table transformation_stories add column unpublished_at ${timestamp}`.execute(db);
  await sql`alter table blog_comments add column unpublished_at ${timestamp}`.execute(db);
}
