import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time like every migration (Kysely's migration guide), hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Rate counters in the database, so instances count together
 * (docs/decisions/0028-login-slow-down-shared-counts.md).
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const millis = sql.raw(postgres ? 'bigint' : 'integer');
  await sql`create table rate_counters (
    key text primary key,
    count integer not null,
    last_at ${millis} not null,
    expires_at ${millis} not null
  )`.execute(db);
  await sql`create index rate_counters_expires on rate_counters (expires_at)`.execute(db);
}
