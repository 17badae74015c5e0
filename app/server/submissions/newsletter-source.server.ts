import { BLOG_PATH, NEWSLETTER_PATH, SERVICES_PATH } from '#app/data/page-paths.ts';
import { isSlug } from '#app/lib/slug.ts';
import type { SiteContent } from '#app/server/content/site-content.server.ts';

/** The consent record's source: a public page the form names, else `/bulten`; no query or token. */
export function newsletterSource(
  { pages, services }: Pick<SiteContent, 'pages' | 'services'>,
  value: string | undefined,
): string {
  if (!value) return NEWSLETTER_PATH;
  if (value === NEWSLETTER_PATH) return value;
  if (Object.values(pages).some((page) => page.indexable && page.path === value)) return value;
  const [, section, slug, ...rest] = value.split('/');
  if (rest.length > 0 || !slug) return NEWSLETTER_PATH;
  if (`/${section}` === BLOG_PATH && isSlug(slug)) return value;
  if (`/${section}` === SERVICES_PATH && services.some((service) => service.id === slug)) {
    return value;
  }
  return NEWSLETTER_PATH;
}
