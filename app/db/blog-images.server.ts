import type { Executor } from '#app/db/client.server.ts';
import { nowIso } from '#app/db/sql-values.ts';

/**
 * Pictures uploaded for posts (docs/product.md#photos): public once uploaded, never removed with a
 * story.
 */
export async function insertBlogImage(
  db: Executor,
  image: { url: string; uploadedBy: string },
): Promise<void> {
  await db
    .insertInto('blog_images')
    .values({ url: image.url, uploaded_by: image.uploadedBy, created_at: nowIso() })
    .execute();
}

/** Whether the photo at `url` ("/fotograflar/…") was uploaded for a post. */
export async function isPostImage(db: Executor, url: string): Promise<boolean> {
  const row = await db
    .selectFrom('blog_images')
    .select('url')
    .where('url', '=', url)
    .executeTakeFirst();
  return row !== undefined;
}
