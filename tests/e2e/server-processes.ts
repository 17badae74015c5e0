import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A port nobody listens on right now, chosen by the system (no clash with parallel runs). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function freshDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'koc-data-'));
}

export type Started = {
  child: ChildProcess;
  port: number;
  dataDir: string;
  output: () => string;
  startMs: number;
};

/**
 * Starts the production server (`node build/main/main.js`) on a port of its own and waits until
 * it answers. A fresh DATA_DIR unless one is given (a restart on the same data).
 */
export async function startServer(
  env: Record<string, string> = {},
  { dataDir }: { dataDir?: string } = {},
): Promise<Started> {
  const port = await freePort();
  const dir = dataDir ?? (await freshDataDir());
  const started = Date.now();
  const child = spawn(process.execPath, ['build/main/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dir, ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Time-based: on a loaded CI machine two cold starts with migrations can take seconds each.
  while (Date.now() - started < 45_000) {
    const ready = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      return { child, port, dataDir: dir, output: () => output, startMs: Date.now() - started };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/** The exit code, or null when a signal ended the process; resolves at once if it has exited. */
export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve(child.exitCode);
  }
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
