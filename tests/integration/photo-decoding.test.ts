import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { DECODES_AT_ONCE } from '#app/server/submissions/photo-processing.server.ts';
import { handleStory } from '#app/server/submissions/form-handlers.server.ts';

import { createTestRuntime, type TestRuntime } from '../setup/runtime.ts';

let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await createTestRuntime('sqlite');
});
afterAll(() => runtime.dispose());

function upload(photo: Buffer, n: number): Request {
  const form = new FormData();
  form.append('authorName', `Kişi ${n}`);
  form.append('email', `kisi${n}@ornek.com`);
  form.append('story', 'Büyük bir fotoğrafla gelen hikâye.');
  form.append('publishConsent', 'evet');
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'buyuk.png');
  return new Request('http://localhost/', { method: 'POST', body: form });
}

test(`eight parallel 49-megapixel uploads all succeed, decoded at most ${DECODES_AT_ONCE} at a time`, async () => {
  // 7000 × 7000: under the 50-megapixel limit, and a small file (one colour compresses well).
  const photo = await sharp({
    create: { width: 7000, height: 7000, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer();
  expect(photo.length).toBeLessThan(5 * 1024 * 1024);

  // libvips' own count of images being processed, read while the uploads run.
  let most = 0;
  const watch = setInterval(() => (most = Math.max(most, sharp.counters().process)), 2);
  const results = await Promise.all(
    Array.from({ length: 8 }, (_, n) => handleStory(upload(photo, n), runtime, `buyuk-${n}`)),
  );
  clearInterval(watch);

  expect(results.map((result) => result.status)).toEqual(Array(8).fill(200));
  const stored = await runtime.handle.db
    .selectFrom('transformation_stories')
    .select('image_url')
    .execute();
  expect(stored.filter((row) => row.image_url !== null)).toHaveLength(8);
  expect(most).toBeLessThanOrEqual(DECODES_AT_ONCE);
  expect(most).toBe(DECODES_AT_ONCE);
  // Each was shrunk to the largest size the site keeps.
  const sample = await runtime.handle.db
    .selectFrom('photos')
    .select('bytes')
    .executeTakeFirstOrThrow();
  expect(await sharp(Buffer.from(sample.bytes)).metadata()).toMatchObject({
    width: 1600,
    height: 1600,
    format: 'webp',
  });
}, 60_000);
