import { createHash, randomBytes } from 'node:crypto';

import type { Executor } from '#app/db/client.server.ts';
import { nowIso } from '#app/db/sql-values.ts';

export const PHOTO_URL_PREFIX = '/fotograflar/';

export type StoredPhoto = { bytes: Buffer; contentType: string; etag: string };

/** In the database by default: one transaction, one backup. */
export type PhotoStore = {
  put(db: Executor, bytes: Buffer, contentType: string): Promise<{ url: string }>;
  get(db: Executor, name: string): Promise<StoredPhoto | null>;
  /** Never a picture in blog_images: that is the coach's content. */
  remove(db: Executor, url: string): Promise<void>;
};

/** "/fotograflar/abc.webp" → "abc.webp"; null for anything else (never a path outside it). */
export function photoNameFromUrl(url: string): string | null {
  if (!url.startsWith(PHOTO_URL_PREFIX)) return null;
  const name = url.slice(PHOTO_URL_PREFIX.length);
  return /^[A-Za-z0-9_-]{16,64}\.(webp|jpg|png)$/.test(name) ? name : null;
}

const CACHE_MAX_BYTES = 16 * 1024 * 1024;

/** A photo's bytes never change, so readers share one buffer (docs/product.md#connection-limits); the route checks access each time. */
const cache = new Map<string, StoredPhoto>();
let cachedBytes = 0;

function remember(name: string, photo: StoredPhoto): void {
  if (photo.bytes.length > CACHE_MAX_BYTES / 4) return;
  forget(name);
  cache.set(name, photo);
  cachedBytes += photo.bytes.length;
  for (const [oldest, { bytes }] of cache) {
    if (cachedBytes <= CACHE_MAX_BYTES) break;
    cache.delete(oldest);
    cachedBytes -= bytes.length;
  }
}

function forget(name: string): void {
  const kept = cache.get(name);
  if (!kept) return;
  cache.delete(name);
  cachedBytes -= kept.bytes.length;
}

export const databasePhotoStore: PhotoStore = {
  async put(db, bytes, contentType) {
    const extension = contentType === 'image/webp' ? 'webp' : contentType.split('/')[1];
    // Random, unguessable names: a pending story's photo cannot be found by counting.
    const name = `${randomBytes(18).toString('base64url')}.${extension}`;
    await db
      .insertInto('photos')
      .values({
        name,
        content_type: contentType,
        bytes,
        etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
        created_at: nowIso(),
      })
      .execute();
    return { url: `${PHOTO_URL_PREFIX}${name}` };
  },
  async get(db, name) {
    const kept = cache.get(name);
    if (kept) {
      cache.delete(name);
      cache.set(name, kept);
      return kept;
    }
    const row = await db
      .selectFrom('photos')
      .select(['bytes', 'content_type', 'etag'])
      .where('name', '=', name)
      .executeTakeFirst();
    if (!row) return null;
    const photo = { bytes: Buffer.from(row.bytes), contentType: row.content_type, etag: row.etag };
    remember(name, photo);
    return photo;
  },
  async remove(db, url) {
    const name = photoNameFromUrl(url);
    if (!name) return;
    forget(name);
    await db
      .deleteFrom('photos')
      .where('name', '=', name)
      .where(({ exists, not, selectFrom }) =>
        not(exists(selectFrom('blog_images').select('url').where('url', '=', url))),
      )
      .execute();
  },
};
