import { rm } from 'node:fs/promises';
import path from 'node:path';

import Database from 'better-sqlite3';
import sharp from 'sharp';

import { E2E_ADMIN } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { moderate } from './helpers.ts';
import {
  freshDataDir,
  rawRequest,
  runScript,
  startServer,
  stopServer,
  type Started,
} from './server-processes.ts';

// These tests start their own production server processes, one at a time.
test.describe.configure({ mode: 'serial' });

let dataDir: string;
test.beforeEach(async () => {
  dataDir = await freshDataDir();
});
test.afterEach(() => rm(dataDir, { recursive: true, force: true }));

test('/healthz and /readyz answer on the production server, quietly, with the security headers', async () => {
  const server = await startServer({ LOG_LEVEL: 'info' }, { dataDir });
  try {
    for (const probe of ['/healthz', '/readyz']) {
      const response = await fetch(`${server.url}${probe}`);
      expect(response.status, probe).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200);
    // Probes every few seconds would drown the request log; other requests stay in it.
    await expect.poll(server.output).toContain('"path":"/robots.txt"');
    expect(server.output()).not.toMatch(/"path":"\/(healthz|readyz)"/);
  } finally {
    expect(await stopServer(server)).toBe(0);
  }
});

test('/readyz answers 503 "Sunucu kapanıyor." to a request that arrives during the SIGTERM drain', async () => {
  const server = await startServer({}, { dataDir });
  // A load balancer's probe is on the wire when the signal arrives.
  const probe = await rawRequest(
    server,
    `GET /readyz HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`,
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  const exited = stopServer(server);
  await expect.poll(server.output).toContain('"message":"stopping"');
  probe.write('Connection: close\r\n\r\n');
  const answer = await probe.closed;
  expect(answer).toMatch(/^HTTP\/1\.1 503 /);
  expect(answer).toContain('Cache-Control: no-store');
  expect(answer).toContain('{"status":"unavailable","reason":"Sunucu kapanıyor."}');
  expect(await exited).toBe(0);
});

function readRows<T>(query: string, ...params: unknown[]): T[] {
  // Read-write: a read-only connection would leave -wal and -shm files behind.
  const db = new Database(path.join(dataDir, 'koc.sqlite'), { fileMustExist: true });
  try {
    return db.prepare(query).all(...params) as T[];
  } finally {
    db.close();
  }
}

test('npm run backup while visitors write; npm run restore after the server stops brings every row and photo back', async () => {
  test.setTimeout(120_000);
  const env = {
    SUBMISSION_RATE_LIMIT: '100000',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  };
  const scriptEnv = { DATA_DIR: dataDir };
  let server: Started = await startServer(env, { dataDir });
  const post = (server: Started, route: string, body: FormData | URLSearchParams) =>
    fetch(`${server.url}${route}`, {
      method: 'POST',
      body,
      headers: { Accept: 'text/html' },
      redirect: 'manual',
    });

  try {
    const subscribed = await post(
      server,
      '/bulten',
      new URLSearchParams({ email: 'abone@ornek.com' }),
    );
    expect(subscribed.status).toBe(303);
    const story = new FormData();
    story.append('authorName', 'Yedekli Hikâye');
    story.append('email', 'hikaye@ornek.com');
    story.append('story', 'Koçlukla değişen hayatım.');
    story.append('publishConsent', 'evet');
    const jpeg = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#0f766e' },
    })
      .jpeg()
      .toBuffer();
    story.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'ben.jpg');
    expect((await post(server, '/?index', story)).status).toBe(303);
    await moderate('story', 'Yedekli Hikâye', 'approve', server.url);
    const comment = new URLSearchParams({
      postSlug: 'yeniden-baslamak',
      authorName: 'Yorumcu Şule',
      content: 'Yedekten dönen yorum.',
      publishConsent: 'evet',
    });
    expect((await post(server, '/blog/yeniden-baslamak', comment)).status).toBe(303);
    await moderate('comment', 'Yorumcu Şule', 'approve', server.url);
    const imageUrl = readRows<{ image_url: string }>(
      'select image_url from transformation_stories where author_name = ?',
      'Yedekli Hikâye',
    )[0]?.image_url;
    expect(imageUrl).toMatch(/^\/fotograflar\//);
    const photo = Buffer.from(await (await fetch(`${server.url}${imageUrl!}`)).arrayBuffer());
    expect(photo.length).toBeGreaterThan(100);

    // Sign-ups keep arriving while the backup runs.
    let writing = true;
    let accepted = 0;
    const writer = (async () => {
      while (writing) {
        const email = `akis${accepted}@ornek.com`;
        const response = await post(server, '/bulten', new URLSearchParams({ email }));
        expect(response.status).toBe(303);
        accepted += 1;
      }
    })();
    await expect.poll(() => accepted).toBeGreaterThan(5);
    const backup = await runScript('scripts/backup.mjs', [], scriptEnv);
    writing = false;
    await writer;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const [, backupFile] =
      /^Yedek alındı: (.+\/backups\/koc-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sqlite) \(\d{1,3}(\.\d{3})*(,\d)? (KB|MB)\)\n$/.exec(
        backup.stdout,
      ) ?? [];
    expect(backupFile, backup.stdout).toBeTruthy();
    expect(path.dirname(path.dirname(backupFile!))).toBe(dataDir);

    const whileRunning = await runScript(
      'scripts/backup.mjs',
      ['--restore', backupFile!],
      scriptEnv,
    );
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toContain('Veritabanı şu anda kullanılıyor');

    // After the backup the coach deletes the story (and its photo) and the comment.
    await moderate('story', 'Yedekli Hikâye', 'delete', server.url);
    await moderate('comment', 'Yorumcu Şule', 'delete', server.url);
    expect((await fetch(`${server.url}${imageUrl!}`)).status).toBe(404);
    expect(
      (await post(server, '/bulten', new URLSearchParams({ email: 'sonradan@ornek.com' }))).status,
    ).toBe(303);
    expect(await stopServer(server)).toBe(0);

    const restored = await runScript('scripts/backup.mjs', ['--restore', backupFile!], scriptEnv);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Geri yüklendi: ${backupFile} → ${dataDir}/koc.sqlite`);
    expect(restored.stdout).toMatch(/Önceki veritabanı saklandı: .+koc\.sqlite\.before-restore-/);

    server = await startServer(env, { dataDir });
    const back = await fetch(`${server.url}${imageUrl!}`);
    expect(back.status).toBe(200);
    expect(Buffer.from(await back.arrayBuffer()).equals(photo)).toBe(true);
    expect(await (await fetch(`${server.url}/`)).text()).toContain('Yedekli Hikâye');
    expect(await (await fetch(`${server.url}/blog/yeniden-baslamak`)).text()).toContain(
      'Yedekten dönen yorum.',
    );
    const emails = readRows<{ email: string }>('select email from subscribers').map(
      (row) => row.email,
    );
    expect(emails).toContain('abone@ornek.com');
    expect(emails).not.toContain('sonradan@ornek.com');
    // The backup is one moment of the stream: its first sign-ups, without a gap.
    const streamed = emails.filter((email) => email.startsWith('akis'));
    expect(streamed.length).toBeGreaterThan(5);
    expect(streamed.length).toBeLessThanOrEqual(accepted);
    expect(streamed.sort()).toEqual(
      Array.from({ length: streamed.length }, (_, i) => `akis${i}@ornek.com`).sort(),
    );
  } finally {
    await stopServer(server);
  }
});
