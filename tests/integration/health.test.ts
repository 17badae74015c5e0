import http from 'node:http';
import net from 'node:net';

import express from 'express';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, test } from 'vitest';

import { openDatabase, type Db } from '#app/db/client.server.ts';
import { healthRouter, type HealthOptions } from '#server/http/health.ts';
import { securityHeaders } from '#server/http/security-headers.ts';

import { createTestRuntime, dialects } from '../setup/runtime.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** The probes as the server mounts them (after the security headers), on a port of their own. */
async function serve(options: HealthOptions): Promise<(path: string) => Promise<Response>> {
  const app = express().use(securityHeaders('http://koc.test')).use(healthRouter(options));
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return (path) => fetch(`http://127.0.0.1:${port}${path}`);
}

const notDraining = () => false;

describe.each(dialects)('health probes on %s', (dialect) => {
  test('/healthz and /readyz answer 200 JSON, never cached, with the security headers', async () => {
    const runtime = await createTestRuntime(dialect);
    try {
      const get = await serve({ database: async () => runtime.handle.db, draining: notDraining });
      for (const path of ['/healthz', '/readyz']) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(await response.json()).toEqual({ status: 'ok' });
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      }
    } finally {
      await runtime.dispose();
    }
  });

  test('/readyz answers 503 with a Turkish reason once the database is closed; /healthz stays 200', async () => {
    const runtime = await createTestRuntime(dialect);
    const get = await serve({ database: async () => runtime.handle.db, draining: notDraining });
    expect((await get('/readyz')).status).toBe(200);
    await runtime.dispose();
    const response = await get('/readyz');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'unavailable',
      reason: 'Veritabanına ulaşılamıyor.',
    });
    expect((await get('/healthz')).status).toBe(200);
  });

  test('/readyz answers 503 "Sunucu kapanıyor." while the server drains, database or not', async () => {
    const runtime = await createTestRuntime(dialect);
    try {
      let draining = false;
      const get = await serve({
        database: async () => runtime.handle.db,
        draining: () => draining,
      });
      expect((await get('/readyz')).status).toBe(200);
      draining = true;
      const response = await get('/readyz');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable', reason: 'Sunucu kapanıyor.' });
      expect((await get('/healthz')).status).toBe(200);
    } finally {
      await runtime.dispose();
    }
  });
});

test('/readyz answers 503 when the database could not be opened at all', async () => {
  const get = await serve({
    database: () => Promise.reject(new Error('SQLITE_CANTOPEN')),
    draining: notDraining,
  });
  expect((await get('/readyz')).status).toBe(503);
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL outages', () => {
  const handles: { close: () => Promise<void> }[] = [];
  afterAll(() => Promise.all(handles.map((handle) => handle.close())));

  function postgres(connectionString: string): Db {
    const handle = openDatabase({ kind: 'postgres', connectionString });
    handles.push(handle);
    return handle.db;
  }

  test('/readyz answers 503 for a database that was dropped', async () => {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const name = `koc_health_${process.pid}`;
    const admin = new pg.Client({ connectionString: base.href });
    await admin.connect();
    await admin.query(`create database ${name}`);
    base.pathname = `/${name}`;
    const db = postgres(base.href);
    const get = await serve({ database: async () => db, draining: notDraining });
    expect((await get('/readyz')).status).toBe(200);
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
    const response = await get('/readyz');
    expect(response.status).toBe(503);
    expect((await response.json()).reason).toBe('Veritabanına ulaşılamıyor.');
    // Creating and dropping a database waits for a checkpoint, seconds on a busy machine.
  }, 60_000);

  test('/readyz gives up on a server that accepts connections but never answers', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const db = postgres(`postgres://postgres@127.0.0.1:${port}/koc`);
      const get = await serve({ database: async () => db, draining: notDraining, timeoutMs: 300 });
      const started = Date.now();
      const response = await get('/readyz');
      expect(response.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
