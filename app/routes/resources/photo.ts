import { photoNameFromUrl, PHOTO_URL_PREFIX } from '#app/db/photos.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/photo';

/** Story photos from the database, cached an hour, revalidated by ETag (docs/product.md#photos). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const name = photoNameFromUrl(`${PHOTO_URL_PREFIX}${params.name}`);
  const runtime = await getRuntime();
  const photo = name ? await runtime.photos.get(runtime.handle.db, name) : null;
  if (!photo) {
    return new Response('Fotoğraf bulunamadı', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const headers = {
    'Content-Type': photo.contentType,
    'Cache-Control': 'public, max-age=3600',
    ETag: photo.etag,
  };
  if (request.headers.get('if-none-match') === photo.etag) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(photo.bytes), {
    headers: { ...headers, 'Content-Length': String(photo.bytes.length) },
  });
}
