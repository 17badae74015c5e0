import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rawRequest } from '#tests/setup/raw-request.ts';

import { staticFiles } from './static-files.ts';

/*
 * A build directory made by the real build step (scripts/precompress-assets.mjs), served as
 * server/app.ts serves build/client: these files first, the compression middleware before them.
 */
const root = mkdtempSync(path.join(os.tmpdir(), 'koc-static-'));
const script = 'console.log("Merhaba, İlham Notları"); '.repeat(200);
const font = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256));
let origin = '';
let close: () => void;

function precompress(): void {
  const run = spawnSync(process.execPath, ['scripts/precompress-assets.mjs', root], {
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
}

beforeAll(async () => {
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets/app-abc123.js'), script);
  writeFileSync(path.join(root, 'assets/font-abc123.woff2'), font);
  writeFileSync(path.join(root, 'assets/gone-abc123.js.br'), 'eski derlemeden kalan kopya');
  // Random text compresses little: its copy is too large to be sent before the visitor leaves.
  writeFileSync(path.join(root, 'assets/big-abc123.js'), randomBytes(1 << 20).toString('base64'));
  precompress();

  const app = express();
  app.use(compression());
  app.use('/assets', staticFiles(path.join(root, 'assets'), { immutable: true, maxAge: '1y' }));
  app.use((_req, res) => void res.status(404).send('Sayfa bulunamadı'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
});

const raw = (file: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(`${origin}${file}`, headers, method);

describe('precompressed static files', () => {
  it('sends the brotli copy to a browser that lists gzip first, as Chromium does', async () => {
    const response = await raw('/assets/app-abc123.js', {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 20);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('sends gzip where brotli is not accepted, and the file itself where neither is', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const response = await raw('/assets/app-abc123.js', { 'Accept-Encoding': accept });
      expect(response.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(response.body).toString(), accept).toBe(script);
    }
    for (const accept of ['identity', 'br;q=0, gzip;q=0']) {
      const response = await raw('/assets/app-abc123.js', { 'Accept-Encoding': accept });
      expect(response.headers['content-encoding'], accept).toBeUndefined();
      expect(response.headers['vary'], accept).toBe('Accept-Encoding');
      expect(response.body.toString(), accept).toBe(script);
    }
  });

  it('revalidates each encoding by its own ETag and answers HEAD without a body', async () => {
    const brotli = await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'br' });
    const gzip = await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(brotli.headers['etag']).toBeTruthy();
    expect(brotli.headers['etag']).not.toBe(gzip.headers['etag']);
    const again = await raw('/assets/app-abc123.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': brotli.headers['etag']!,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('keeps serving after a visitor leaves in the middle of a copy', async () => {
    await new Promise<void>((resolve, reject) => {
      const req = request(`${origin}/assets/big-abc123.js`, {
        headers: { 'Accept-Encoding': 'br' },
      });
      req.on('response', (response) => {
        expect(response.headers['content-encoding']).toBe('br');
        response.once('data', () => {
          req.destroy();
          setTimeout(resolve, 200);
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET') reject(error);
      });
      req.end();
    });
    const after = await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'br' });
    expect(after.status).toBe(200);
  });

  it('sends a font, which has no copies, as it is', async () => {
    expect(existsSync(path.join(root, 'assets/font-abc123.woff2.br'))).toBe(false);
    const response = await raw('/assets/font-abc123.woff2', { 'Accept-Encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(font)).toBe(true);
  });

  it('serves no copy whose file is gone, nor anything for a POST or an unknown name', async () => {
    expect(existsSync(path.join(root, 'assets/gone-abc123.js.br'))).toBe(false);
    expect((await raw('/assets/gone-abc123.js', { 'Accept-Encoding': 'br' })).status).toBe(404);
    expect((await raw('/assets/yok.js', { 'Accept-Encoding': 'br' })).status).toBe(404);
    const post = await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'br' }, 'POST');
    expect(post.status).toBe(404);
    expect(post.headers['content-encoding']).toBeUndefined();
  });

  it('gives the same copies when the build step runs again', () => {
    const before = readFileSync(path.join(root, 'assets/app-abc123.js.br'));
    precompress();
    expect(readFileSync(path.join(root, 'assets/app-abc123.js.br')).equals(before)).toBe(true);
    expect(existsSync(path.join(root, 'assets/app-abc123.js.gz'))).toBe(true);
  });
});
