import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import Database from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';
import type pg from 'pg';

import type { Database as Schema } from '#app/db/schema.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';

export type Dialect = 'sqlite' | 'postgres';

export type Db = Kysely<Schema>;

/** A transaction, where several query functions must go together. */
export type Executor = Kysely<Schema> | Transaction<Schema>;

export type DbHandle = {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL only: connection settings for the change feed's LISTEN connection. */
  pgConfig?: pg.PoolConfig;
  schema?: string;
  close: () => Promise<void>;
};

export type DbOptions =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; connectionString: string; ssl?: 'require' | 'no-verify'; schema?: string };

export function postgresPoolConfig(
  options: Extract<DbOptions, { kind: 'postgres' }>,
): pg.PoolConfig {
  return {
    connectionString: options.connectionString,
    max: 10,
    // Managed hosts need TLS; "no-verify" accepts a provider's private certificate authority.
    ssl: options.ssl ? { rejectUnauthorized: options.ssl === 'require' } : undefined,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  };
}

/** Loaded on first PostgreSQL open, not at start (docs/decisions/0022-cold-start-without-unused-modules.md). */
export function pgDriver(): typeof pg {
  return createRequire(import.meta.url)('pg') as typeof pg;
}

const STATEMENT_CACHE_SIZE = 200;

/** Each fixed query text is prepared once and reused (docs/decisions/0022-cold-start-without-unused-modules.md). */
function withStatementCache(sqlite: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          statements.delete(statements.keys().next().value as string);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

export function openDatabase(options: DbOptions): DbHandle {
  if (options.kind === 'postgres') {
    const pgConfig = postgresPoolConfig(options);
    const pool = new (pgDriver().Pool)(pgConfig);
    // Unheard, an idle connection's error would crash the process; the pool reconnects on the next query.
    pool.on('error', (error) => logger.warn('idle database connection lost', errorFields(error)));
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      pgConfig,
      schema: options.schema ?? 'public',
      close: () => db.destroy(),
    };
  }
  mkdirSync(path.dirname(options.file), { recursive: true });
  const sqlite = new Database(options.file);
  sqlite.pragma('journal_mode = WAL');
  // Wait for a writer instead of failing at once (the mail worker and requests share the file).
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
