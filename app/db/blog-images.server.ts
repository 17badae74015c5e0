import type { Executor } from '#app/db/client.server.ts';
import { hasRow, nowIso } from '#app/db/sql-values.ts';

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

export function isPostImage(db: Executor, url: string): Promise<boolean> {
  return hasRow(db.selectFrom('blog_images').select('url').where('url', '=', url));
}
