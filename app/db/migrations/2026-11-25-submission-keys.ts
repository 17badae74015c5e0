import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time like every migration (Kysely's migration guide), hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * One-time submission keys (docs/decisions/0029-page-cache-and-submission-keys.md): a public
 * form's key is claimed before its data is stored, and keeps the answer, so a browser that sends
 * the same submission again gets that answer instead of a second row. The primary key decides
 * between two posts of one key that arrive together.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';
  await sql`create table submission_keys (
    key text primary key,
    answer text,
    created_at ${sql.raw(timestamp)} not null
  )`.execute(db);
  await sql`create index submission_keys_created_at on submission_keys (created_at)`.execute(db);
}
