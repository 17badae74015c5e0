import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time like every migration (Kysely's migration guide), hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The editor stash belongs to an account (docs/decisions/0038-no-anonymous-stash.md): text is kept only for
 * the account whose session has just ended, capped per account in rows and bytes, and given back
 * only to her. The rows kept so far name no account (anyone could have sent them); they are at
 * most a day old and go with the old table.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = sql.raw(postgres ? 'timestamptz' : 'text');
  await sql`drop table editor_stash`.execute(db);
  await sql`create table editor_stash (
    token text primary key,
    admin_id integer not null references admin_users (id) on delete cascade,
    path text not null,
    fields text not null,
    bytes integer not null,
    created_at ${timestamp} not null
  )`.execute(db);
  await sql`create index editor_stash_admin on editor_stash (admin_id, created_at)`.execute(db);
  await sql`create index editor_stash_created on editor_stash (created_at)`.execute(db);
}
