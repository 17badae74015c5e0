import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time like every migration (Kysely's migration guide), hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A story's publishing consent (docs/product.md#story); earlier stories keep null, no consent
 * recorded.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = sql.raw(postgres ? 'timestamptz' : 'text');
  await sql`alter table transformation_stories add column publish_consent_at ${timestamp}`.execute(
    db,
  );
  await sql`alter table transformation_stories add column publish_consent_text text`.execute(db);
}
