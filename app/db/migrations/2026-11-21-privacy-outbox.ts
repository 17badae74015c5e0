import { sql, type Kysely } from 'kysely';

// Frozen in time like every migration (Kysely's migration guide), hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Privacy (docs/decisions/0009-privacy-kvkk.md): a subscriber's welcome mail has an HTML part and
 * the one-click unsubscribe headers (RFC 8058), and every queued mail names the record it is
 * about ("story:12"), so an unsubscribe or an erasure can remove the mails that carry that
 * person's data.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table mail_outbox add column html_body text`.execute(db);
  // A JSON object of extra header lines.
  await sql`alter table mail_outbox add column headers text`.execute(db);
  await sql`alter table mail_outbox add column about text`.execute(db);
  await sql`create index mail_outbox_about on mail_outbox (about)`.execute(db);
}
