import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time like every migration (Kysely's migration guide), hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The publishing consent of a comment (docs/product.md#comment), as for stories: when the visitor ticked the
 * box, and the exact text beside it. Comments sent before the box existed keep both null.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = sql.raw(postgres ? 'timestamptz' : 'text');
  await sql`alter table blog_comments add column publish_consent_at ${timestamp}`.execute(db);
  await sql`alter table blog_comments add column publish_consent_text text`.execute(db);
}
