import sharp from 'sharp';
import { expect, test } from 'vitest';

import { seedArticles } from '#app/server/blog.server.ts';

import { appPerBlock } from '../setup/app-server.ts';
import { rawRequest } from '../setup/raw-request.ts';

/*
 * Every post shares with a picture (docs/product.md#public-pages): networks and messaging apps
 * show PNG or JPEG, not the SVG illustrations the posts have as covers.
 */

const PUBLIC_URL = 'https://koc.test';

const app = appPerBlock({ PUBLIC_URL });

const get = (target: string, headers: Record<string, string> = {}) =>
  rawRequest(`${app().url}${target}`, { Host: 'koc.test', ...headers });

test('every post names a 1200×630 PNG share image, and that image answers', async () => {
  const posts = seedArticles();
  expect(posts).toHaveLength(14);
  for (const post of posts) {
    const page = (await get(`/blog/${post.slug}`)).body.toString('utf8');
    const shareUrl = `${PUBLIC_URL}/blog/${post.slug}/paylasim.png`;
    expect(page, post.slug).toContain(`<meta property="og:image" content="${shareUrl}"/>`);
    expect(page).toContain('<meta property="og:image:width" content="1200"/>');
    expect(page).toContain('<meta property="og:image:height" content="630"/>');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image"/>');

    const image = await get(new URL(shareUrl).pathname);
    expect(image.status, post.slug).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const { format, width, height } = await sharp(image.body).metadata();
    expect({ format, width, height }, post.slug).toEqual({
      format: 'png',
      width: 1200,
      height: 630,
    });
  }
});

test('a share image is revalidated by its ETag; an unknown post has none', async () => {
  const [post] = seedArticles();
  const first = await get(`/blog/${post!.slug}/paylasim.png`);
  const etag = String(first.headers.etag);
  expect(first.headers['cache-control']).toBe('public, max-age=86400');
  expect((await get(`/blog/${post!.slug}/paylasim.png`, { 'If-None-Match': etag })).status).toBe(
    304,
  );
  const missing = await get('/blog/olmayan-yazi/paylasim.png');
  expect(missing.status).toBe(404);
  expect(missing.body.toString('utf8')).toBe('Görsel bulunamadı');
});
