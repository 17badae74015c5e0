import { sitePages } from '#app/data/site-pages.ts';

/** Every public page of docs/product.md#public-pages, one example per parameterised route. */
export const publicRoutes: Array<{ path: string; heading: string | RegExp }> = [
  { path: '/', heading: sitePages.home.heading },
  { path: '/hakkimda', heading: sitePages.about.heading },
  { path: '/kocluk-sureci', heading: sitePages.process.heading },
  { path: '/hizmetler', heading: sitePages.services.heading },
  { path: '/hizmetler/nlp', heading: 'NLP Koçluğu' },
  { path: '/e-kitaplar', heading: sitePages.ebooks.heading },
  { path: '/dukkan', heading: sitePages.shop.heading },
  { path: '/medya', heading: sitePages.media.heading },
  { path: '/sss', heading: sitePages.faq.heading },
  { path: '/blog', heading: sitePages.blog.heading },
  { path: '/blog/yeniden-baslamak', heading: /Yeniden Başlamak/ },
  { path: '/randevu-al', heading: sitePages.booking.heading },
  { path: '/randevu-al?type=online', heading: sitePages.booking.heading },
  { path: '/iletisim', heading: sitePages.contact.heading },
  { path: '/tesekkurler', heading: sitePages.thankYou.heading },
  { path: '/kvkk', heading: sitePages.privacy.heading },
  { path: '/bulten/ayrildi', heading: sitePages.unsubscribed.heading },
  { path: '/bulten/onaylandi', heading: sitePages.newsletterConfirmed.heading },
];
