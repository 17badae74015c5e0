// The public pages (docs/product.md#public-pages) that open without a link's token, one example
// per parameterised route: what scripts/bench.mjs weighs, scripts/lighthouse-a11y.mjs audits and
// the browser tests visit (tests/e2e/routes.ts).
export const PUBLIC_PAGES = [
  '/',
  '/hakkimda',
  '/kocluk-sureci',
  '/hizmetler',
  '/hizmetler/nlp',
  '/e-kitaplar',
  '/dukkan',
  '/medya',
  '/sss',
  '/blog',
  '/blog/yeniden-baslamak',
  '/randevu-al',
  '/iletisim',
  '/tesekkurler',
  '/kvkk',
  '/bulten',
  '/bulten/ayrildi',
  '/bulten/onaylandi',
];
