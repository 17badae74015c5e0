import { BLOG_PATH, NEWSLETTER_PATH, SERVICES_PATH } from '#app/data/page-paths.ts';
import { isSlug } from '#app/lib/slug.ts';
import { services } from '#app/data/services.ts';
import { sitePages } from '#app/data/site-pages.ts';

const FIXED_SOURCES: ReadonlySet<string> = new Set([
  NEWSLETTER_PATH,
  ...Object.values(sitePages)
    .filter((page) => page.indexable)
    .map((page) => page.path),
]);

const SERVICE_SLUGS: ReadonlySet<string> = new Set(services.map((service) => service.id));

/** The consent record's source: a public page the form names, else `/bulten`; no query or token. */
export function newsletterSource(value: string | undefined): string {
  if (!value) return NEWSLETTER_PATH;
  if (FIXED_SOURCES.has(value)) return value;
  const [, section, slug, ...rest] = value.split('/');
  if (rest.length > 0 || !slug) return NEWSLETTER_PATH;
  if (`/${section}` === BLOG_PATH && isSlug(slug)) return value;
  if (`/${section}` === SERVICES_PATH && SERVICE_SLUGS.has(slug)) return value;
  return NEWSLETTER_PATH;
}
