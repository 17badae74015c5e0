import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Express } from 'express';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll } from 'vitest';

type AppModule = {
  app: Express;
  start: () => Promise<void>;
  startupNote: () => Promise<string>;
  shutdown: () => Promise<void>;
};

export type RunningApp = {
  /** http://127.0.0.1:<port>, the Express app of server/app.ts listening on a free port. */
  url: string;
  /** The plain line server/main.ts prints once the server listens. */
  startupNote: () => Promise<string>;
  close: () => Promise<void>;
};

/**
 * The real Express app (server/app.ts: security headers, origin guard, React Router with every
 * route) over real HTTP, in this process and without `npm run build`: Vite loads it the way
 * `npm run dev` does. The app reads its configuration from the environment when it is loaded,
 * so `env` applies to this app only; each call has its own module graph, hence its own
 * configuration and database.
 */
export async function startApp(env: Record<string, string | undefined>): Promise<RunningApp> {
  // Tests reach the app by its address, whatever PUBLIC_URL names.
  const appEnv = { ALLOWED_HOSTS: '127.0.0.1', ...env };
  const saved = Object.fromEntries(Object.keys(appEnv).map((name) => [name, process.env[name]]));
  const setEnv = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  };
  let cacheDir: string | undefined;
  let vite: ViteDevServer | undefined;
  let server: http.Server | undefined;
  let mod: AppModule | undefined;
  try {
    setEnv(appEnv);
    cacheDir = await mkdtemp(path.join(tmpdir(), 'koc-vite-'));
    vite = await createServer({
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      appType: 'custom',
      logLevel: 'error',
      // No browser here: no pre-bundling for it, and no cache in the shared node_modules.
      cacheDir,
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    mod = (await vite.ssrLoadModule('./server/app.ts')) as AppModule;
    await mod.start();
    server = http.createServer(mod.app);
    // Client and server share this process: when it is busy, a socket idle for the default 5 s
    // could be closed by the server just as the client reuses it (a reset that is no answer).
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  } catch (error) {
    await mod?.shutdown();
    await vite?.close();
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
    throw error;
  } finally {
    setEnv(saved);
  }
  const { port } = server.address() as AddressInfo;
  const running = { vite, server, mod, cacheDir };
  // The first page compiles every route module and the stylesheet on demand (dev mode); on a
  // busy machine that can outlast the renderer's 5 s stream timeout, which production, built
  // ahead, never meets. Compile once here, so that tests see the app as it runs.
  await fetch(`http://127.0.0.1:${port}/`, { headers: { Cookie: 'isinma=1' } })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
  return {
    url: `http://127.0.0.1:${port}`,
    startupNote: () => running.mod.startupNote(),
    async close() {
      running.server.closeAllConnections();
      await new Promise<void>((resolve) => running.server.close(() => resolve()));
      await running.mod.shutdown();
      await running.vite.close();
      await rm(running.cacheDir, { recursive: true, force: true });
    },
  };
}

export type BlockApp = RunningApp & { port: number; dataDir: string };

/** The app on SQLite in a fresh data folder, for the tests of a file or block: started before the first, removed after the last. */
export function appPerBlock(env: Record<string, string | undefined>): () => BlockApp {
  let app: BlockApp | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'koc-app-'));
    const running = await startApp({ DATA_DIR: dataDir, DATABASE_URL: undefined, ...env });
    app = { ...running, port: Number(new URL(running.url).port), dataDir };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return () => app!;
}

export type AppClient = {
  cookie: string;
  get: (path: string, init?: RequestInit) => Promise<Response>;
  /** Plain fields go as a urlencoded form; a FormData as multipart. */
  post: (
    path: string,
    body: Record<string, string> | FormData,
    init?: RequestInit,
  ) => Promise<Response>;
};

/** Requests to a running app from a browser holding `cookie`; posts carry the app's Origin. */
export function appClient(app: RunningApp, cookie = ''): AppClient {
  const headers = (init: RequestInit | undefined, extra: Record<string, string> = {}) => {
    const merged = new Headers({ ...extra, ...(cookie ? { Cookie: cookie } : {}) });
    for (const [name, value] of new Headers(init?.headers)) merged.set(name, value);
    return merged;
  };
  return {
    cookie,
    get: (path, init) => fetch(`${app.url}${path}`, { ...init, headers: headers(init) }),
    post: (path, body, init) =>
      fetch(`${app.url}${path}`, {
        ...init,
        method: 'POST',
        headers: headers(init, { Origin: app.url }),
        body: body instanceof FormData ? body : new URLSearchParams(body),
      }),
  };
}

/** Signs in at the app's login form with the password, as a browser does: its client. */
export async function signInOverHttp(
  app: RunningApp,
  account: { email: string; password: string },
): Promise<AppClient> {
  const login = await appClient(app).post('/yonetim/giris', account, { redirect: 'manual' });
  const cookie = login.headers
    .getSetCookie()
    .find((value) => value.startsWith('yonetim_oturum='))
    ?.split(';')[0];
  if (login.status !== 302 || !cookie) throw new Error(`sign-in at ${app.url}: ${login.status}`);
  return appClient(app, cookie);
}
