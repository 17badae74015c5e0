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

/** What query functions take first: the database, or a transaction that spans several of them. */
export type Executor = Kysely<Schema> | Transaction<Schema>;

/** A connected database: the query builder, its dialect, and how to close it. */
export type DbHandle = {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL only: connection settings for the change feed's LISTEN connection. */
  pgConfig?: pg.PoolConfig;
  /** PostgreSQL only: the schema holding the tables ("public" unless configured). */
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

/**
 * PostgreSQL's driver, loaded when a PostgreSQL database is opened rather than when the server
 * starts: a server on SQLite never needs it, and importing it slows every cold start
 * (docs/decisions/0022-cold-start-without-unused-modules.md). The driver is CommonJS, so it loads
 * in place, without making opening a database wait.
 */
export function pgDriver(): typeof pg {
  return createRequire(import.meta.url)('pg') as typeof pg;
}

/** More than the distinct queries the site runs; a full cache forgets its oldest statement. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely's SQLite driver prepares every query anew. The site runs a fixed set of query texts
 * (values are bound, not written into the text), so each text is prepared once and its statement
 * run again, which saves CPU under load (docs/decisions/0022-cold-start-without-unused-modules.md).
 * SQLite re-prepares a statement by itself when the schema changes (a migration).
 */
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
    // An idle connection that the server ends (restart, failover, a dropped database) is reported
    // here; unheard, it would crash the process. The pool opens a new one on the next query.
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
