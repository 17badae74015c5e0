import { getPost } from '#app/server/blog.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/share-image';
import { shareImageOf } from './share-image.server.ts';

const notFound = () =>
  new Response('Görsel bulunamadı', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** A post's share image, `/blog/<slug>/paylasim.png` (docs/product.md#public-pages). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const post = await getPost((await getRuntime()).handle.db, params.slug);
  if (!post || post.removed) return notFound();
  // A cover that names no picture (a mistyped address, a photo since removed) shares none.
  const image = await shareImageOf(post.image);
  if (!image) return notFound();
  const { bytes, etag } = image;
  // Networks fetch it once and keep it; a changed cover gets a new ETag.
  const headers = {
    'Content-Type': 'image/png',
    'Cache-Control': 'public, max-age=86400',
    ETag: etag,
  };
  if (request.headers.get('if-none-match') === etag) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(bytes), {
    headers: { ...headers, 'Content-Length': String(bytes.length) },
  });
}
