import { Migrator, type Migration } from 'kysely';

import type { DbHandle } from '#app/db/client.server.ts';

const modules = import.meta.glob<Migration>('../../app/db/migrations/*.ts', { eager: true });
const migrations = Object.fromEntries(
  Object.entries(modules).map(([file, migration]) => [file.replace(/^.*\/|\.ts$/g, ''), migration]),
);

/** The app's migrations on `handle`, for a test that stops at an older version to fill it as that version did. */
export function migratorOf(handle: DbHandle): Migrator {
  return new Migrator({
    db: handle.db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    migrationTableSchema: handle.schema,
  });
}
