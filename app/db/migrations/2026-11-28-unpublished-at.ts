import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time like every migration (Kysely's migration guide), hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * When the coach took a story or comment off the site (docs/product.md#retention): the 90 days after which an
 * item not on the site is erased count from then, not from when it was sent, which for an item
 * published long ago had passed already. Null for items never unpublished.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = sql.raw(postgres ? 'timestamptz' : 'text');
  await sql`alter table transformation_stories add column unpublished_at ${timestamp}`.execute(db);
  await sql`alter table blog_comments add column unpublished_at ${timestamp}`.execute(db);
}
