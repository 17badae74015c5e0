import path from 'node:path';

import pg from 'pg';

import { cspNonce, securityHeaderProblems } from '../setup/security-headers.ts';
import { expect, test } from './fixtures.ts';
import {
  freshDataDir,
  rawRequest,
  runScript,
  startServer,
  stopServer,
} from './server-processes.ts';

// These tests start their own production server processes, one at a time.
test.describe.configure({ mode: 'serial' });

test('the production server starts on a fresh data directory and stops on SIGTERM', async () => {
  const server = await startServer();
  // A sanity bound while other tests load the machine; `npm run bench` measures the real figure.
  console.log(`cold start to readiness: ${server.startMs} ms`);
  expect(server.startMs).toBeLessThan(10_000);
  // Beside the JSON log, one plain line for the person at the terminal (docs/product.md#first-start).
  await expect
    .poll(() => server.output())
    .toMatch(
      /^Site çalışıyor: http:\/\/localhost:\d+ adresini tarayıcıda açın\. Henüz koçun yönetim hesabı yok; oluşturmak için başka bir terminalde: npm run admin -- create --email koc@ornek\.com$/m,
    );
  expect(await stopServer(server)).toBe(0);
});

test('an unexpected error shows the error screen: 500, the security headers, no message, no stack', async ({
  page,
}) => {
  const server = await startServer();
  try {
    // The subscriber table disappears from under the running server (a restore gone wrong,
    // say): the unsubscribe page, which reads it, fails.
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(path.join(server.dataDir, 'koc.sqlite'));
    db.exec('drop table subscribers');
    db.close();
    const link = `${server.url}/bulten/ayril/${'a'.repeat(32)}`;

    const response = await fetch(link);
    expect(response.status).toBe(500);
    const headers = Object.fromEntries(response.headers);
    expect(securityHeaderProblems(headers, { https: false })).toEqual([]);
    const html = await response.text();
    const nonce = cspNonce(headers);
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain('subscribers');
    expect(html).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);

    const shown = await page.goto(link);
    expect(shown?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Unexpected Application Error!',
    );
    await expect(page.getByText('500 Unexpected Server Error')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
    // The error is logged with the page, never the link's token (docs/product.md#logs).
    await expect.poll(() => server.output()).toContain('"path":"/bulten/ayril/…"');
    expect(server.output()).toContain('"message":"request failed"');
    expect(server.output()).not.toContain('a'.repeat(32));
  } finally {
    await stopServer(server);
  }
});

test('SIGTERM lets a request in flight finish, then exits 0', async () => {
  const server = await startServer();
  // Half a request is on the wire when the signal arrives.
  const request = await rawRequest(server, 'GET /hakkimda HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const exited = stopServer(server);
  await expect.poll(server.output).toContain('"message":"stopping"');
  await expect(fetch(`${server.url}/`)).rejects.toThrow();
  request.write('Connection: close\r\n\r\n');
  const answer = await request.closed;
  expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
  expect(answer).toContain('Hakkımda');
  expect(await exited).toBe(0);
});

test('a wrong environment variable stops the start with a message naming it', async () => {
  const { code, stderr } = await runScript('build/main/main.js', [], {
    NODE_ENV: 'production',
    PORT: 'üç bin',
  });
  expect(code).toBe(1);
  expect(stderr).toMatch(/^Geçersiz yapılandırma: PORT /);
  expect(stderr).not.toMatch(/\n\s+at /);
});

test('npm run db:migrate creates the schema in DATA_DIR and exits', async () => {
  const dataDir = await freshDataDir();
  const { code, stdout } = await runScript('scripts/db-migrate.mjs', [], { DATA_DIR: dataDir });
  expect(code).toBe(0);
  expect(stdout).toContain('Veritabanı güncel');
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(dataDir, 'koc.sqlite'), { readonly: true });
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' order by name")
    .all()
    .map((row) => (row as { name: string }).name);
  db.close();
  expect(tables).toEqual(
    expect.arrayContaining([
      'admin_users',
      'blog_comments',
      'mail_outbox',
      'moderation_log',
      'photos',
      'sessions',
      'subscribers',
      'transformation_stories',
    ]),
  );
});

/** Reads an event stream until `match` appears in what arrived, or fails after `ms`. */
async function waitForEvent(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  match: string,
  ms = 2000,
): Promise<string> {
  const decoder = new TextDecoder();
  let seen = '';
  const deadline = Date.now() + ms;
  while (!seen.includes(match)) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`no ${match} in ${JSON.stringify(seen)}`);
    const chunk = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), left)),
    ]);
    if (chunk.done) throw new Error('stream ended');
    seen += decoder.decode(chunk.value);
  }
  return seen;
}

test('two server processes on one PostgreSQL both stream a change within 2 s', async () => {
  test.setTimeout(120_000);
  test.skip(
    !process.env.TEST_DATABASE_URL,
    'needs PostgreSQL: TEST_DATABASE_URL (npm test sets it)',
  );
  const env = {
    DATABASE_URL: process.env.TEST_DATABASE_URL!,
    SESSION_SECRET: 'shared-session-secret-for-two-instances',
  };
  const first = await startServer(env);
  const second = await startServer(env);
  console.log(`PostgreSQL instances started in ${first.startMs} ms and ${second.startMs} ms`);
  const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  try {
    const streams = await Promise.all(
      [first, second].map(async ({ url }) => {
        const response = await fetch(`${url}/canli/hikayeler`);
        expect(response.headers.get('content-type')).toContain('text/event-stream');
        const reader = response.body!.getReader();
        await waitForEvent(reader, 'retry: 3000');
        return reader;
      }),
    );
    await db.connect();
    const author = `İki Sunucu ${Date.now()}`;
    const {
      rows: [row],
    } = await db.query<{ id: number }>(
      'insert into transformation_stories (author_name, email, story, is_approved) values ($1, $2, $3, true) returning id',
      [author, 'gizli@ornek.com', 'Canlı güncelleme'],
    );
    for (const reader of streams) {
      const text = await waitForEvent(reader, author);
      expect(text).toContain('event: upsert');
      expect(text).not.toContain('gizli@ornek.com');
    }
    await db.query('update transformation_stories set is_approved = false where id = $1', [
      row!.id,
    ]);
    for (const reader of streams) {
      await waitForEvent(reader, `event: remove\ndata: {"id":${row!.id}}`);
      await reader.cancel();
    }
  } finally {
    await db.end().catch(() => undefined);
    await Promise.all([first, second].map((server) => stopServer(server)));
  }
});
