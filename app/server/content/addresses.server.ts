import { SERVICES_PATH } from '#app/data/page-paths.ts';
import type { Executor } from '#app/db/client.server.ts';
import { getItem, redirectedKey } from '#app/db/content.server.ts';
import { isSlug } from '#app/lib/slug.ts';

/**
 * Where a service address that shows no page leads for good (docs/product.md#content-desk): a renamed service's new
 * page, the service list for a retired one; null for an address no service ever had.
 */
export async function movedServiceAddress(db: Executor, slug: string): Promise<string | null> {
  if (!isSlug(slug)) return null;
  const item = await getItem(db, 'service', slug);
  const target = item ?? (await redirectedKey(db, 'service', slug));
  if (target?.state === 'retired') return SERVICES_PATH;
  if (!item && target?.state === 'published') return `${SERVICES_PATH}/${target.key}`;
  return null;
}
