import { sql, type Kysely } from 'kysely';

// Frozen in time like every migration (Kysely's migration guide), hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A package's former price shown crossed out beside a lower one (docs/product.md#content-desk): allowed only
 * at the lowest price the package had in the 30 days before, which the desk checks.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table price_list_entries add column instead_of integer`.execute(db);
}
