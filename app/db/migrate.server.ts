import { Migrator, type Migration, type MigrationProvider } from 'kysely';

import type { DbHandle } from '#app/db/client.server.ts';

// Bundled with the server, so a deployment needs no migration files on disk.
const modules = import.meta.glob<Migration>('./migrations/*.ts', { eager: true });

const nameOf = (file: string) => file.replace(/^.*\/|\.ts$/g, '');

const provider: MigrationProvider = {
  async getMigrations() {
    return Object.fromEntries(
      Object.entries(modules).map(([file, migration]) => [nameOf(file), { up: migration.up }]),
    );
  },
};

/** A restore refuses a database from a newer version. */
export function migrationNames(): string[] {
  return Object.keys(modules).map(nameOf).sort();
}

/** Applies every pending migration, forward only; Kysely's lock keeps two starting instances apart. */
export async function migrateToLatest({ db, schema }: DbHandle): Promise<string[]> {
  // Named explicitly: Kysely otherwise looks for its tables in every schema of the database.
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Veritabanı geçişi başarısız${failed ? ` (${failed})` : ''}: ${String(error)}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
