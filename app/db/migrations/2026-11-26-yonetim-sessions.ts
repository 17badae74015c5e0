import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time like every migration (Kysely's migration guide), hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * When each session was last used and where it began, so the coach can recognise it
 * (docs/product.md#sessions).
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = sql.raw(postgres ? 'timestamptz' : 'text');
  await sql`alter table sessions add column last_seen_at ${timestamp}`.execute(db);
  await sql`update sessions set last_seen_at = created_at`.execute(db);
  await sql`alter table sessions add column user_agent text`.execute(db);
  await sql`alter table sessions add column address text`.execute(db);
}
