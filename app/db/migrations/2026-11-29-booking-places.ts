import { sql, type Kysely } from 'kysely';

// Frozen in time like every migration (Kysely's migration guide), hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Where a call happens, set on the booking settings desk (docs/product.md#booking-desk). */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table booking_settings add column office_address text`.execute(db);
  await sql`alter table booking_settings add column meeting_url text`.execute(db);
}
