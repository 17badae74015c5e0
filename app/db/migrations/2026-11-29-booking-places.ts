import { sql, type Kysely } from 'kysely';

// Frozen in time like every migration (Kysely's migration guide), hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Where a call happens (docs/product.md#booking-desk): the office's address for a
 * face-to-face call and the meeting link of an online one, both set by the coach on the
 * booking settings desk; null until she does, and the mails then promise neither.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table booking_settings add column office_address text`.execute(db);
  await sql`alter table booking_settings add column meeting_url text`.execute(db);
}
