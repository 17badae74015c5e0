import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time like every migration (Kysely's migration guide), hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * What the coach had typed in the post editor when her session had run out
 * (docs/product.md#publishing-desk): kept under a random token that only her browser holds (an
 * httpOnly cookie) until she signs in again, at most a day.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';
  await sql`create table editor_stash (
    token text primary key,
    fields text not null,
    created_at ${sql.raw(timestamp)} not null
  )`.execute(db);
  await sql`create index editor_stash_created on editor_stash (created_at)`.execute(db);
}
