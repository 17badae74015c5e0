import { isPostImage } from '#app/db/blog-images.server.ts';
import { photoNameFromUrl, PHOTO_URL_PREFIX } from '#app/db/photos.server.ts';
import { isPhotoOfApprovedStory } from '#app/db/stories.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/photo';

const notFound = () =>
  new Response('Fotoğraf bulunamadı', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** Photos from the database: a story's revalidated, a post's immutable (docs/product.md#photos). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const name = photoNameFromUrl(`${PHOTO_URL_PREFIX}${params.name}`);
  if (!name) return notFound();
  const url = `${PHOTO_URL_PREFIX}${name}`;
  const { handle, photos } = await getRuntime();
  const approved = await isPhotoOfApprovedStory(handle.db, url);
  const forPost = approved === null && (await isPostImage(handle.db, url));
  const photo = approved === null && !forPost ? null : await photos.get(handle.db, name);
  if (!photo) return notFound();
  const headers = {
    'Content-Type': photo.contentType,
    'Cache-Control': forPost
      ? 'public, max-age=31536000, immutable'
      : approved
        ? 'public, no-cache'
        : 'private, no-store',
    ETag: photo.etag,
  };
  if (request.headers.get('if-none-match') === photo.etag) {
    return new Response(null, { status: 304, headers });
  }
  // The kept buffer itself as a stream: a Uint8Array body would be copied for every answer.
  const { bytes } = photo;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return new Response(body, {
    headers: { ...headers, 'Content-Length': String(bytes.length) },
  });
}
