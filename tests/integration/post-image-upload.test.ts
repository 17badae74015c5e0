import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createPost } from '#app/db/blog-posts.server.ts';
import type { DbOptions } from '#app/db/client.server.ts';
import { writeRequireSecondFactor } from '#app/db/accounts/second-factor.server.ts';
import { POST_IMAGE_MAX_BYTES } from '#app/schemas/post-limits.ts';
import { SECOND_FACTOR_REQUIRED_MESSAGE } from '#app/server/admin/sign-in/session.server.ts';

import {
  appClient,
  signInOverHttp,
  startApp,
  type AppClient,
  type RunningApp,
} from '../setup/app-server.ts';
import { createTestRuntime, dialects, freshPostgresDatabase } from '../setup/runtime.ts';

/*
 * The post editor's picture upload over HTTP, against the real app (docs/product.md#photos):
 * only a signed-in coach from this site uploads; the picture is then public, kept by caches for
 * a year, and a post with it as its cover shares a 1200×630 PNG made from it.
 */

const ADMIN = { email: 'koc@koc.test', password: 'guvenli-bir-parola-2026' };
const UPLOAD_PATH = '/yonetim/yazilar/gorsel';

type Json = { url?: string; error?: string };

describe.each(dialects)('post picture uploads on %s', { timeout: 60_000 }, (dialect) => {
  let app: RunningApp;
  let db: DbOptions;
  let dataDir: string;
  let coach: AppClient;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'koc-post-images-'));
    const database = dialect === 'postgres' ? await freshPostgresDatabase('koc_images') : null;
    db = database
      ? { kind: 'postgres', connectionString: database.url }
      : { kind: 'sqlite', file: path.join(dataDir, 'koc.sqlite') };
    app = await startApp({
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url,
      PUBLIC_URL: 'http://koc.test',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'error',
    });
    cleanup = async () => {
      await app.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
    coach = await signInOverHttp(app, ADMIN);
  }, 180_000);
  afterAll(() => cleanup?.());

  function upload(
    bytes: Buffer,
    options: { filename?: string; type?: string; signedIn?: boolean; origin?: string } = {},
  ) {
    const form = new FormData();
    form.append('alt', 'Sabah yürüyüşü');
    const { filename = 'kapak.jpg', type = 'image/jpeg', signedIn = true } = options;
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
    return (signedIn ? coach : appClient(app)).post(UPLOAD_PATH, form, {
      headers: { Origin: options.origin ?? app.url, Accept: 'application/json' },
    });
  }

  async function photoCount() {
    const runtime = await createTestRuntime(dialect, {}, { dataDir, db });
    try {
      const row = await runtime.handle.db
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    } finally {
      await runtime.close();
    }
  }

  const cameraJpeg = () =>
    sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c2410c' } })
      .jpeg()
      .withExifMerge({
        IFD0: { Make: 'TestCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 1/1 0/1' },
      })
      .toBuffer();

  test('signed out, the upload is refused with 401 and a Turkish message, as JSON', async () => {
    const before = await photoCount();
    const response = await upload(await cameraJpeg(), { signedIn: false });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
    });
    expect(await photoCount()).toBe(before);
  });

  test('from another site, even with the session cookie, the upload is refused', async () => {
    const before = await photoCount();
    const response = await upload(await cameraJpeg(), { origin: 'https://kotu.example' });
    expect(response.status).toBe(403);
    expect(await photoCount()).toBe(before);
  });

  test('while the owner requires a second factor, an account without one is refused the upload with 403 and the Turkish message', async () => {
    const before = await photoCount();
    const runtime = await createTestRuntime(dialect, {}, { dataDir, db });
    try {
      await writeRequireSecondFactor(runtime.handle.db, true);
      const response = await upload(await cameraJpeg());
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: SECOND_FACTOR_REQUIRED_MESSAGE });
      expect(await photoCount()).toBe(before);
    } finally {
      await writeRequireSecondFactor(runtime.handle.db, false);
      await runtime.close();
    }
  });

  test('signed in, the picture is stored and served to anyone, kept by caches for a year', async () => {
    const response = await upload(await cameraJpeg());
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as Json;
    expect(url).toMatch(/^\/fotograflar\/[A-Za-z0-9_-]{24}\.webp$/);

    const served = await fetch(`${app.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, exif: meta.exif }).toEqual({
      format: 'webp',
      width: 1600,
      exif: undefined,
    });
    expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
  });

  test('a photo of nearly 8 MB goes through; what is not a picture or is too large is refused in Turkish', async () => {
    // Noise does not compress: a PNG of 1600×1600 is about 7.7 MB.
    const pixels = randomBytes(1600 * 1600 * 3);
    const big = await sharp(pixels, { raw: { width: 1600, height: 1600, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(7 * 1024 * 1024);
    expect(big.length).toBeLessThan(POST_IMAGE_MAX_BYTES);
    const accepted = await upload(big, { filename: 'buyuk.png', type: 'image/png' });
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as Json).url).toMatch(/^\/fotograflar\//);

    const before = await photoCount();
    const refusals: Array<[Buffer, string, number, string]> = [
      [
        Buffer.from('<?php echo 1; ?>'),
        'foto.jpg',
        400,
        'Yalnızca JPEG, PNG veya WebP görsel yüklenebilir.',
      ],
      // Cut off while it streams in, and refused by its declared length before it is read.
      [
        Buffer.alloc(POST_IMAGE_MAX_BYTES + 1, 0xff),
        'dev.jpg',
        413,
        'Görsel en fazla 8 MB olabilir.',
      ],
      [Buffer.alloc(9 * 1024 * 1024, 0xff), 'dev2.jpg', 413, 'Görsel en fazla 8 MB olabilir.'],
    ];
    for (const [bytes, filename, status, error] of refusals) {
      const response = await upload(bytes, { filename });
      expect(response.status, filename).toBe(status);
      expect(await response.json()).toEqual({ error });
    }
    expect(await photoCount()).toBe(before);
  });

  /** A published post with this cover, written as the editor would. */
  async function publishWithCover(slug: string, coverImage: string) {
    const runtime = await createTestRuntime(dialect, {}, { dataDir, db });
    try {
      const saved = await createPost(
        runtime.handle.db,
        {
          slug,
          title: 'Yüklenen kapak',
          excerpt: 'Kapağı yüklenmiş bir yazı.',
          category: null,
          author: 'Koç',
          coverImage,
          coverAlt: 'Turuncu bir gökyüzü',
          body: 'Merhaba.',
          seoTitle: null,
          seoDescription: null,
        },
        { status: 'published', publishedAt: new Date(Date.now() - 60_000).toISOString() },
        ADMIN.email,
      );
      expect(saved.ok).toBe(true);
    } finally {
      await runtime.close();
    }
  }

  test('a post with an uploaded cover shares a 1200×630 PNG made from it', async () => {
    const { url } = (await (await upload(await cameraJpeg())).json()) as Json;
    await publishWithCover('yuklenen-kapak', url!);
    const image = await fetch(`${app.url}/blog/yuklenen-kapak/paylasim.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'png',
      width: 1200,
      height: 630,
    });
    // Drawn from the cover: its orange, not a blank.
    const { dominant } = await sharp(bytes).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.b).toBeLessThan(60);
  });

  test('a cover that names no picture shares none: 404, not an error', async () => {
    const covers = [
      '/fotograflar/yok-boyle-bir-gorsel-000.webp',
      '/images/yok.svg',
      '/../package.json',
    ];
    for (const [n, cover] of covers.entries()) {
      await publishWithCover(`kapaksiz-${n}`, cover);
      const image = await fetch(`${app.url}/blog/kapaksiz-${n}/paylasim.png`);
      expect(image.status, cover).toBe(404);
      expect(await image.text()).toBe('Görsel bulunamadı');
    }
  });

  test('a GET on the upload address says it takes uploads only', async () => {
    const response = await coach.get(UPLOAD_PATH);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
