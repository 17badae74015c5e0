import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll } from 'vitest';

import { createRuntime, type Runtime } from '#app/server/runtime.server.ts';

import { startApp, type RunningApp } from './app-server.ts';
import { rawRequest } from './raw-request.ts';
import { freshPostgresDatabase, TEST_SECRET } from './runtime.ts';

export const INSTANCES_PUBLIC_URL = 'https://koc.test';

export type Instances = {
  first: RunningApp;
  second: RunningApp;
  /** The coach's desk, as a third process would be: its changes reach the apps only through the database. */
  writer: Runtime;
  /** A page of one instance as a visitor of the site's own host asks for it, its text decoded. */
  get: (
    app: RunningApp,
    target: string,
  ) => Promise<{ status: number; headers: Record<string, string>; text: string }>;
};

/**
 * Two instances of the real app on one fresh PostgreSQL database (the several-instances
 * deployment) and a writer beside them; set up before the block's first test and taken down after
 * its last. The fields are read once the block's tests run.
 */
export function instancesOnPostgres(prefix: string): Instances {
  const instances: Partial<Instances> = {
    get: async (app, target) => {
      const answer = await rawRequest(`${app.url}${target}`, { Host: 'koc.test' });
      return { ...answer, text: answer.body.toString('utf8') };
    },
  };
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
    const database = await freshPostgresDatabase(prefix);
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PUBLIC_URL: INSTANCES_PUBLIC_URL,
      LOG_LEVEL: 'error',
    };
    const [first, second] = await Promise.all([startApp(env), startApp(env)]);
    const writer = await createRuntime({
      db: { kind: 'postgres', connectionString: database.url },
      secret: TEST_SECRET,
      dataDir,
      publicUrl: INSTANCES_PUBLIC_URL,
      notifyEmail: 'koc@koc.test',
      smtpUrl: undefined,
      mailFrom: 'Site <site@koc.test>',
      startMailWorker: false,
    });
    Object.assign(instances, { first, second, writer });
    cleanup = async () => {
      await writer.close();
      await first.close();
      await second.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }, 180_000);
  afterAll(() => cleanup?.());
  return instances as Instances;
}
