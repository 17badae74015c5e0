import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time like every migration (Kysely's migration guide), hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A booking holds its time until its address is confirmed (docs/product.md#bookings). SQLite
 * cannot change a check, so the table is rebuilt with its rows and its id sequence.
 */
export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    // SQLite's migrations run outside a transaction (Kysely): this one is all or nothing.
    await db.transaction().execute(rebuildSqliteBookings);
    return;
  }
  await sql`alter table bookings drop constraint bookings_status_check`.execute(db);
  await sql`alter table bookings add constraint bookings_status_check
    check (status in ('held', 'booked', 'cancelled', 'done'))`.execute(db);
  await sql`alter table bookings add column held_until timestamptz`.execute(db);
  await sql`drop index bookings_one_per_start`.execute(db);
  await createHoldIndexes(db);
}

async function createHoldIndexes(db: AnyDb): Promise<void> {
  await sql`create unique index bookings_one_per_start on bookings (starts_at)
    where status in ('held', 'booked')`.execute(db);
  await sql`create index bookings_holds on bookings (held_until) where status = 'held'`.execute(db);
}

const COLUMNS = sql.raw(
  'id, kind, starts_at, ends_at, name, email, phone, note, time_zone, status, token_hash, sequence, cancelled_by, cancelled_at, created_at, updated_at',
);

async function rebuildSqliteBookings(trx: AnyDb): Promise<void> {
  const sequence = await sql<{ seq: number }>`
    select seq from sqlite_sequence where name = 'bookings'`.execute(trx);
  await sql`create table bookings_next (
    id integer primary key autoincrement,
    kind text not null check (kind in ('online', 'yuz-yuze')),
    starts_at text not null,
    ends_at text not null,
    name text not null,
    email text not null,
    phone text,
    note text,
    time_zone text,
    status text not null default 'booked'
      check (status in ('held', 'booked', 'cancelled', 'done')),
    token_hash text not null unique,
    sequence integer not null default 0,
    cancelled_by text check (cancelled_by in ('visitor', 'coach')),
    cancelled_at text,
    created_at text not null,
    updated_at text not null,
    held_until text
  )`.execute(trx);
  await sql`insert into bookings_next (${COLUMNS}) select ${COLUMNS} from bookings`.execute(trx);
  await sql`drop table bookings`.execute(trx);
  await sql`alter table bookings_next rename to bookings`.execute(trx);
  const seq = sequence.rows[0]?.seq;
  if (seq !== undefined) {
    // Copied rows set the new table's sequence only up to their own largest id.
    await sql`delete from sqlite_sequence where name = 'bookings'`.execute(trx);
    await sql`insert into sqlite_sequence (name, seq)
      select 'bookings', max(coalesce(max(id), 0), ${seq}) from bookings`.execute(trx);
  }
  await sql`create index bookings_starts on bookings (starts_at)`.execute(trx);
  await sql`create index bookings_email on bookings (email)`.execute(trx);
  await createHoldIndexes(trx);
}
