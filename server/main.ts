import path from 'node:path';
import { pathToFileURL } from 'node:url';

import express, { type Express } from 'express';

import {
  createHttpServer,
  LISTEN_BACKLOG,
  type HttpServerLimits,
  type TrustProxy,
} from './http/http-server.ts';
import type { FairAdmission } from './http/fair-admission.ts';
import type { Refusals } from './http/refusals.ts';

type AppModule = {
  app: Express;
  start: () => Promise<void>;
  startupNote: () => Promise<string>;
  beginShutdown: () => Promise<void>;
  shutdown: () => Promise<void>;
  refusals: Refusals;
  admission: FairAdmission;
  config: { host: string; port: number; limits: HttpServerLimits };
};

const development = process.env.NODE_ENV === 'development';
const SHUTDOWN_GRACE_MS = 10_000;

function fail(error: unknown): never {
  // A wrong environment variable is an operator's mistake: say which one, without a stack.
  if (error instanceof Error && error.name === 'ConfigError') {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}

async function loadApp(): Promise<{ handler: Express; mod: AppModule }> {
  if (!development) {
    const mod = (await import(
      pathToFileURL(path.resolve('build/server/index.js')).href
    )) as AppModule;
    return { handler: mod.app, mod };
  }
  const vite = await import('vite');
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  const load = () => viteServer.ssrLoadModule('./server/app.ts') as Promise<AppModule>;
  const mod = await load();
  const outer = express();
  outer.use(viteServer.middlewares);
  // Loaded per request in development so that edits apply without a restart.
  outer.use((req, res, next) => {
    load()
      .then((fresh) => fresh.app(req, res, next))
      .catch((error: unknown) => {
        if (error instanceof Error) viteServer.ssrFixStacktrace(error);
        next(error);
      });
  });
  return { handler: outer, mod };
}

async function main(): Promise<void> {
  const { handler, mod } = await loadApp();
  await mod.start();
  const server = createHttpServer(
    handler,
    mod.config.limits,
    mod.app.get('trust proxy fn') as TrustProxy,
    mod.refusals,
    mod.admission,
  );
  server.listen({ port: mod.config.port, host: mod.config.host, backlog: LISTEN_BACKLOG }, () => {
    console.log(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'info',
        message: 'listening',
        url: `http://${mod.config.host}:${mod.config.port}`,
        maxConnections: server.maxConnections,
      }),
    );
    mod.startupNote().then((note) => console.log(note), fail);
  });
  server.on('error', fail);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'info',
        message: 'stopping',
        signal,
      }),
    );
    // Finish in-flight requests; long-lived streams (SSE) are cut after a grace period.
    server.close(() => {
      mod.shutdown().then(() => process.exit(0), fail);
    });
    server.closeIdleConnections();
    mod.beginShutdown().catch(fail);
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch(fail);
