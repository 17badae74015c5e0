import sharp from 'sharp';
import { afterAll, expect, test } from 'vitest';

import { photoNameFromUrl } from '#app/db/photos.server.ts';
import { loader } from '#app/routes/resources/photo.ts';
import { closeRuntime, getRuntime } from '#app/server/runtime.server.ts';

afterAll(() => closeRuntime());

type LoaderArgs = Parameters<typeof loader>[0];

function get(name: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost/fotograflar/${name}`, { headers });
  return loader({ request, params: { name } } as unknown as LoaderArgs);
}

test('a stored photo is served with its type, an hour of caching and an ETag; 304 when unchanged', async () => {
  const runtime = await getRuntime();
  const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
    .webp()
    .toBuffer();
  const { url } = await runtime.photos.put(runtime.handle.db, bytes, 'image/webp');
  const name = photoNameFromUrl(url)!;

  const response = await get(name);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  const etag = response.headers.get('etag');
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);

  const again = await get(name, { 'If-None-Match': etag! });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
});

test.each([
  'yok-boyle-bir-fotograf-0000.webp',
  '..%2F..%2Fetc%2Fpasswd',
  '../koc.sqlite',
  'a.webp',
])('an unknown or malformed name %j answers 404', async (name) => {
  const response = await get(name);
  expect(response.status).toBe(404);
  expect(await response.text()).toBe('Fotoğraf bulunamadı');
});
