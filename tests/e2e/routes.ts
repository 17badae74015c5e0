import { sitePages } from '#app/data/site-pages.ts';
import { NEWSLETTER_PATH } from '#app/data/page-paths.ts';

import { PUBLIC_PAGES } from '../../scripts/lib/public-pages.mjs';

/** Each public page's heading, by path. */
const HEADINGS: Record<string, string | RegExp> = {
  '/': sitePages.home.heading,
  '/hakkimda': sitePages.about.heading,
  '/kocluk-sureci': sitePages.process.heading,
  '/hizmetler': sitePages.services.heading,
  '/hizmetler/nlp': 'NLP Koçluğu',
  '/e-kitaplar': sitePages.ebooks.heading,
  '/dukkan': sitePages.shop.heading,
  '/medya': sitePages.media.heading,
  '/sss': sitePages.faq.heading,
  '/blog': sitePages.blog.heading,
  '/blog/yeniden-baslamak': /Yeniden Başlamak/,
  '/randevu-al': sitePages.booking.heading,
  '/iletisim': sitePages.contact.heading,
  '/tesekkurler': sitePages.thankYou.heading,
  '/kvkk': sitePages.privacy.heading,
  '/bulten/ayrildi': sitePages.unsubscribed.heading,
  '/bulten/onaylandi': sitePages.newsletterConfirmed.heading,
};

/**
 * Every public page of docs/product.md#public-pages (scripts/lib/public-pages.mjs), and the
 * booking page with a query as well. Not /bulten: the newsletter form's answer for visitors
 * without JavaScript, a page with no description of its own (noindex).
 */
export const publicRoutes: Array<{ path: string; heading: string | RegExp }> = PUBLIC_PAGES.filter(
  (path) => path !== NEWSLETTER_PATH,
).flatMap((path) => {
  const heading = HEADINGS[path];
  if (heading === undefined) throw new Error(`tests/e2e/routes.ts: no heading for ${path}`);
  return path === '/randevu-al'
    ? [
        { path, heading },
        { path: '/randevu-al?type=online', heading },
      ]
    : [{ path, heading }];
});
