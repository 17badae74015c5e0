import { createHash, randomBytes } from 'node:crypto';

import type { Executor } from '#app/db/client.server.ts';
import { nowIso } from '#app/db/sql-values.ts';

export const PHOTO_URL_PREFIX = '/fotograflar/';

export type StoredPhoto = { bytes: Buffer; contentType: string; etag: string };

/**
 * Where story photos and pictures uploaded for posts live. The database table is the default
 * (one transaction with the story, one backup, shared by every instance); an S3-compatible
 * bucket could implement the same four operations if media outgrow it.
 */
export type PhotoStore = {
  put(db: Executor, bytes: Buffer, contentType: string): Promise<{ url: string }>;
  get(db: Executor, name: string): Promise<StoredPhoto | null>;
  /**
   * A story's photo, when the story is deleted or erased. Never a picture listed in blog_images:
   * that is the coach's content, which no story's removal takes with it.
   */
  remove(db: Executor, url: string): Promise<void>;
};

/** "/fotograflar/abc.webp" → "abc.webp"; null for anything else (never a path outside it). */
export function photoNameFromUrl(url: string): string | null {
  if (!url.startsWith(PHOTO_URL_PREFIX)) return null;
  const name = url.slice(PHOTO_URL_PREFIX.length);
  return /^[A-Za-z0-9_-]{16,64}\.(webp|jpg|png)$/.test(name) ? name : null;
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
    const row = await db
      .selectFrom('photos')
      .select(['bytes', 'content_type', 'etag'])
      .where('name', '=', name)
      .executeTakeFirst();
    return row
      ? { bytes: Buffer.from(row.bytes), contentType: row.content_type, etag: row.etag }
      : null;
  },
  async remove(db, url) {
    const name = photoNameFromUrl(url);
    if (!name) return;
    await db
      .deleteFrom('photos')
      .where('name', '=', name)
      .where(({ exists, not, selectFrom }) =>
        not(exists(selectFrom('blog_images').select('url').where('url', '=', url))),
      )
      .execute();
  },
};
