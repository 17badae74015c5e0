import { Migrator, type Migration } from 'kysely';
import { expect } from 'vitest';

import { openDatabase, type DbHandle } from '#app/db/client.server.ts';

import { freshDatabase, type DialectName } from './runtime.ts';

const modules = import.meta.glob<Migration>('../../app/db/migrations/*.ts', { eager: true });
const migrations = Object.fromEntries(
  Object.entries(modules).map(([file, migration]) => [file.replace(/^.*\/|\.ts$/g, ''), migration]),
);

/**
 * A fresh database migrated up to `version`, handed to `check` with the migrator that takes it
 * on to the latest, so that a test fills it as that version did; closed and dropped after.
 */
export async function fromMigration(
  dialect: DialectName,
  version: string,
  check: (handle: DbHandle, migrator: Migrator) => Promise<void>,
): Promise<void> {
  const fresh = await freshDatabase(dialect);
  const handle = openDatabase(fresh.db);
  try {
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
      migrationTableSchema: handle.schema,
    });
    expect((await migrator.migrateTo(version)).error).toBeUndefined();
    await check(handle, migrator);
  } finally {
    await handle.close();
    await fresh.drop();
  }
}
