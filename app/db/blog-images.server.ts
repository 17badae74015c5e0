import type { Executor } from '#app/db/client.server.ts';
import { nowIso } from '#app/db/sql-values.ts';

/** Public once uploaded, never removed with a story (docs/product.md#photos). */
export async function insertBlogImage(
  db: Executor,
  image: { url: string; uploadedBy: string },
): Promise<void> {
  await db
    .insertInto('blog_images')
    .values({ url: image.url, uploaded_by: image.uploadedBy, created_at: nowIso() })
    .execute();
}

export async function isPostImage(db: Executor, url: string): Promise<boolean> {
  const row = await db
    .selectFrom('blog_images')
    .select('url')
    .where('url', '=', url)
    .executeTakeFirst();
  return row !== undefined;
}
