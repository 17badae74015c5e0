import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

// These tests start their own production server processes, one at a time.
test.describe.configure({ mode: 'serial' });

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Started = { child: ChildProcess; port: number; output: () => string; startMs: number };

async function startServer(env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'koc-data-'));
  const started = Date.now();
  const child = spawn(process.execPath, ['build/main/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/robots.txt`);
      if (response.ok) return { child, port, output: () => output, startMs: Date.now() - started };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

test('the production server starts on a fresh data directory and stops on SIGTERM', async () => {
  const { child, startMs } = await startServer();
  // A sanity bound while other tests load the machine; `npm run bench` measures the real figure.
  console.log(`cold start to first answer: ${startMs} ms`);
  expect(startMs).toBeLessThan(10_000);
  child.kill('SIGTERM');
  expect(await exitOf(child)).toBe(0);
});

test('test-only endpoints answer 404 without E2E_TEST_ROUTES', async () => {
  const { child, port } = await startServer();
  for (const route of ['/__e2e/toast', '/__e2e/ui', '/__e2e/error']) {
    expect((await fetch(`http://127.0.0.1:${port}${route}`)).status, route).toBe(404);
  }
  child.kill('SIGTERM');
  await exitOf(child);
});

test('SIGTERM lets a request in flight finish, then exits 0', async () => {
  const { child, port, output } = await startServer();
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  // Half a request is on the wire when the signal arrives.
  socket.write('GET /hakkimda HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const exited = exitOf(child);
  child.kill('SIGTERM');
  await expect.poll(output).toContain('"message":"stopping"');
  await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  socket.write('Connection: close\r\n\r\n');
  await new Promise((resolve) => socket.once('end', resolve));
  expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
  expect(answer).toContain('Hakkımda');
  expect(await exited).toBe(0);
});

test('a wrong environment variable stops the start with a message naming it', async () => {
  const child = spawn(process.execPath, ['build/main/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: 'üç bin' },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  expect(await exitOf(child)).toBe(1);
  expect(stderr).toMatch(/^Geçersiz yapılandırma: PORT /);
  expect(stderr).not.toMatch(/\n\s+at /);
});
