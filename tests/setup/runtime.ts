import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import type { DbOptions } from '#app/db/client.server.ts';
import { createRuntime, type Runtime, type RuntimeOptions } from '#app/server/runtime.server.ts';

export type DialectName = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (.ci/run and npm test set it). */
export const dialects: DialectName[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export type TestRuntime = Runtime & {
  dataDir: string;
  dbOptions: DbOptions;
  /** Closes the runtime and removes the data directory and PostgreSQL schema. */
  dispose: () => Promise<void>;
};

/** A fresh database of the given dialect: a temporary SQLite file, or a new PostgreSQL schema. */
export async function freshDatabase(dialect: DialectName): Promise<{
  dataDir: string;
  db: DbOptions;
  drop: () => Promise<void>;
}> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'koc-test-'));
  if (dialect === 'sqlite') {
    return {
      dataDir,
      db: { kind: 'sqlite', file: path.join(dataDir, 'koc.sqlite') },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const connectionString = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    dataDir,
    db: { kind: 'postgres', connectionString, schema },
    drop: async () => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh PostgreSQL database on the server of TEST_DATABASE_URL, for an app that takes only
 * DATABASE_URL (tests/setup/app-server.ts) and so cannot be given a schema of its own.
 */
export async function freshPostgresDatabase(
  prefix = 'koc_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(base);
  adminUrl.pathname = '/postgres';
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl.href });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** The site's secret in tests: every runtime on one database hashes counter keys alike. */
export const TEST_SECRET = 'koc-test-secret';

export async function createTestRuntime(
  dialect: DialectName,
  overrides: Partial<RuntimeOptions> = {},
  existing?: { dataDir: string; db: DbOptions },
): Promise<TestRuntime> {
  const fresh = existing ? undefined : await freshDatabase(dialect);
  const dataDir = existing?.dataDir ?? fresh!.dataDir;
  const db = existing?.db ?? fresh!.db;
  const runtime = await createRuntime({
    db,
    secret: TEST_SECRET,
    dataDir,
    publicUrl: 'https://koc.example',
    notifyEmail: 'koc@koc.example',
    smtpUrl: undefined,
    mailFrom: 'Site <site@koc.example>',
    startMailWorker: false,
    submissionLimit: 1000,
    ...overrides,
  });
  return {
    ...runtime,
    dataDir,
    dbOptions: db,
    dispose: async () => {
      await runtime.close();
      await fresh?.drop();
    },
  };
}

/** One runtime for the tests of a describe block, created before the first and disposed after the last. */
export function runtimePerBlock(dialect: DialectName): () => TestRuntime {
  let runtime: TestRuntime | undefined;
  beforeAll(async () => {
    runtime = await createTestRuntime(dialect);
  });
  afterAll(() => runtime?.dispose());
  return () => runtime!;
}

/**
 * For tests that each need runtime of their own (other options, a mail server): the returned
 * function creates them on a fresh database, and every one is disposed after its test.
 */
export function runtimePerTest(dialect: DialectName) {
  let created: TestRuntime[] = [];
  afterEach(async () => {
    await Promise.all(created.map((runtime) => runtime.dispose()));
    created = [];
  });
  return async (overrides: Partial<RuntimeOptions> = {}): Promise<TestRuntime> => {
    const runtime = await createTestRuntime(dialect, overrides);
    created.push(runtime);
    return runtime;
  };
}

/**
 * The mail worker's hourly pass as another process runs it on `app`'s database and files, with
 * the clock (faked by the caller) set to `at`.
 */
export async function hourlyPassAt(
  dialect: DialectName,
  app: TestRuntime,
  at: Date | number,
): Promise<void> {
  vi.setSystemTime(at);
  const worker = await createTestRuntime(dialect, {}, { dataDir: app.dataDir, db: app.dbOptions });
  await worker.mail.runOnce();
  await worker.close();
}
