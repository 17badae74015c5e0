import sharp from 'sharp';
import { afterAll, expect, test } from 'vitest';

import { photoNameFromUrl } from '#app/db/photos.server.ts';
import { loader } from '#app/routes/resources/photo.ts';
import { removeStory, setStoryPublished } from '#app/server/admin/desks/moderation.server.ts';
import { closeRuntime, getRuntime } from '#app/server/runtime.server.ts';
import { submitStory } from '#app/server/submissions/save.server.ts';

afterAll(() => closeRuntime());

type LoaderArgs = Parameters<typeof loader>[0];

function get(name: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost/fotograflar/${name}`, { headers });
  return loader({ request, params: { name } } as unknown as LoaderArgs);
}

const coach = { email: 'koc@koc.example' };

async function storyWithPhoto() {
  const runtime = await getRuntime();
  const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
    .webp()
    .toBuffer();
  const story = await submitStory(
    runtime,
    { authorName: 'Su', email: 'su@ornek.com', story: 'Fotoğraflı' },
    { bytes, contentType: 'image/webp' },
  );
  return { runtime, story, bytes, name: photoNameFromUrl(story.imageUrl!)! };
}

test("a pending story's photo is served to whoever has its address, but kept by no cache", async () => {
  const { name, bytes } = await storyWithPhoto();
  const response = await get(name);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
});

test("an approved story's photo may be cached publicly, revalidated by ETag on every use (304 when unchanged)", async () => {
  const { runtime, story, name } = await storyWithPhoto();
  await setStoryPublished(runtime, coach, story.id, true);
  const response = await get(name);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, no-cache');
  const etag = response.headers.get('etag');
  expect(etag).toMatch(/^"[\w-]+"$/);

  const again = await get(name, { 'If-None-Match': etag! });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');

  // Unpublished: private again at once.
  await setStoryPublished(runtime, coach, story.id, false);
  const unpublished = await get(name, { 'If-None-Match': etag! });
  expect(unpublished.headers.get('cache-control')).toBe('private, no-store');
});

test("a deleted story's photo is a 404 at once, also to a cache revalidating its copy", async () => {
  const { runtime, story, name } = await storyWithPhoto();
  await setStoryPublished(runtime, coach, story.id, true);
  const etag = (await get(name)).headers.get('etag')!;
  await removeStory(runtime, coach, story.id);
  for (const headers of [{}, { 'If-None-Match': etag }] as Record<string, string>[]) {
    const response = await get(name, headers);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  }
});

test('a photo no story shows is a 404', async () => {
  const runtime = await getRuntime();
  const bytes = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
    .webp()
    .toBuffer();
  const { url } = await runtime.photos.put(runtime.handle.db, bytes, 'image/webp');
  expect((await get(photoNameFromUrl(url)!)).status).toBe(404);
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
