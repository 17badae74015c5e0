import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts build/main/main.js of the checkout `cwd` as `npm start` does (with that script's V8 heap
 * flags) on a fresh data folder and resolves once it answers, with the milliseconds that took.
 */
export async function startProductionServer({ port, dataDirPrefix, env = {}, cwd = '.' }) {
  const origin = `http://127.0.0.1:${port}`;
  const startFlags = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8'))
    .scripts.start.split(' ')
    .filter((word) => word.startsWith('--'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
  const started = Date.now();
  const server = spawn(process.execPath, [...startFlags, 'build/main/main.js'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    const up = await fetch(`${origin}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { server, dataDir, startMs: Date.now() - started };
    if (server.exitCode !== null || Date.now() - started > 30_000) {
      throw new Error('server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
