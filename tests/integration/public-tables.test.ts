import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { openDatabase, type DbHandle } from '#app/db/client.server.ts';
import { migrateToLatest } from '#app/db/migrate.server.ts';
import { publicTables, type PublicTable } from '#app/db/public-tables.server.ts';

import { dialects, freshDatabase, type DialectName } from '../setup/runtime.ts';

/*
 * The tables public pages show are declared once (app/db/public-tables.server.ts); the database
 * the migrations build must agree, or a change to a forgotten table would leave other instances'
 * pages stale (docs/decisions/0045-public-tables-declared-once.md).
 */

const declared = Object.entries(publicTables) as [string, PublicTable][];

/** pg_trigger.tgtype bits: for each row, on insert, delete and update, and not before (after). */
const ROW_AFTER_INSERT_DELETE_UPDATE = 1 | 4 | 8 | 16;

/** The tables of `schema` with a trigger whose function NOTIFYs the change feed's channel. */
async function notifyTriggers(handle: DbHandle) {
  const { rows } = await sql<{ table: string; type: number; source: string }>`
    select c.relname as "table", t.tgtype as "type", p.prosrc as "source"
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_proc p on p.oid = t.tgfoid
    where n.nspname = ${handle.schema} and not t.tgisinternal and p.prosrc like '%koc_changes_%'
    order by c.relname`.execute(handle.db);
  return rows;
}

/** Whether a trigger function's source carries what the table declares. */
function carriesDeclared(source: string, { postSlug, visible }: PublicTable): boolean {
  const slugRead =
    postSlug === null || source.includes(`rec.${postSlug}`) || source.includes(`->> '${postSlug}'`);
  return slugRead && source.includes(visible);
}

/** A database built by the migrations on `dialect`, for the tests of the calling describe. */
function migrated(dialect: DialectName): () => DbHandle {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase(dialect);
    drop = fresh.drop;
    handle = openDatabase(fresh.db);
    await migrateToLatest(handle);
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });
  return () => handle;
}

describe.each(dialects)('public tables on %s', (dialect) => {
  const database = migrated(dialect);

  test('every declared table exists with the column its changes carry as postSlug', async () => {
    const tables = await database().db.introspection.getTables();
    for (const [name, table] of declared) {
      const found = tables.find((each) => each.name === name);
      expect(found, name).toBeDefined();
      if (table.postSlug) {
        expect(
          found?.columns.map((column) => column.name),
          name,
        ).toContain(table.postSlug);
      }
    }
  });
});

describe.runIf(dialects.includes('postgres'))('NOTIFY triggers on PostgreSQL', () => {
  const database = migrated('postgres');

  test('the tables with a NOTIFY trigger are exactly the declared ones, each on every change, after commit, carrying what it declares', async () => {
    const triggers = await notifyTriggers(database());
    expect(triggers.map((trigger) => trigger.table).sort()).toEqual(
      declared.map(([name]) => name).sort(),
    );
    for (const trigger of triggers) {
      expect(trigger.type, trigger.table).toBe(ROW_AFTER_INSERT_DELETE_UPDATE);
      const table = publicTables[trigger.table as keyof typeof publicTables];
      expect(carriesDeclared(trigger.source, table), trigger.table).toBe(true);
    }
  });
});
