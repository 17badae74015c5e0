import { execFile, spawn, type ChildProcess } from 'node:child_process';
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
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  dataDir: string;
  /** Everything it printed so far (JSON log lines), stdout and stderr. */
  output: () => string;
  /** From the spawn to the first 200 from /readyz. */
  startMs: number;
};

/**
 * Starts the production server (`node build/main/main.js`) on a port of its own and waits until
 * /readyz answers 200 (the probes stay out of the request log). A fresh DATA_DIR unless one is
 * given: a restart on the same data. `port`: one chosen beforehand, for a PUBLIC_URL that must name it.
 */
export async function startServer(
  env: Record<string, string> = {},
  { dataDir, port: chosenPort }: { dataDir?: string; port?: number } = {},
): Promise<Started> {
  const port = chosenPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dir = dataDir ?? (await freshDataDir());
  const started = Date.now();
  const child = spawn(process.execPath, ['build/main/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dir,
      // Requests go to the address, whatever PUBLIC_URL names.
      ALLOWED_HOSTS: '127.0.0.1',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Time-based: on a loaded machine a cold start with migrations can take seconds.
  while (Date.now() - started < 45_000) {
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      return {
        child,
        port,
        url,
        dataDir: dir,
        output: () => output,
        startMs: Date.now() - started,
      };
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

/**
 * Stops a server as systemd does (SIGTERM), or as a crash would (SIGKILL), and resolves with its
 * exit code once it has exited. The signal is sent at once, before the promise is awaited, so a
 * test can watch the drain meanwhile. A server that has already exited is left alone.
 */
export function stopServer(
  server: Started,
  signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM',
): Promise<number | null> {
  const exited = exitOf(server.child);
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return exited;
}

/** A request written by hand on a connection of its own, held half-sent while the server stops. */
export type RawRequest = {
  /** Sends more of the request: the last header line, or the body. */
  write: (text: string) => void;
  /** What the server has answered so far. */
  answer: () => string;
  /** The whole answer, once the server has closed the connection. */
  closed: Promise<string>;
};

export async function rawRequest(server: Started, start: string): Promise<RawRequest> {
  const socket = net.connect(server.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const closed = new Promise<string>((resolve) => socket.once('end', () => resolve(answer)));
  socket.write(start);
  return {
    write: (text) => {
      socket.write(text);
    },
    answer: () => answer,
    closed,
  };
}

/** A Node script (`node scripts/…`), as an operator runs it: exit code and output. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          stdout,
          stderr,
        });
      },
    );
  });
}
