import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

// Turkish URLs (SPEC section 2) mapped to English file names.
export default [
  route('robots.txt', 'routes/resources/robots.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('blog/rss.xml', 'routes/resources/rss.ts'),
  route('fotograflar/:name', 'routes/resources/photo.ts'),
  route('canli/hikayeler', 'routes/resources/stories-stream.ts'),
  route('canli/yorumlar/:slug', 'routes/resources/comments-stream.ts'),
  // The moderation area: its own layout, outside the public one and its menus (issue 7).
  route('yonetim/cikis', 'routes/admin/logout.ts'),
  route('yonetim/aboneler.csv', 'routes/admin/subscribers-csv.ts'),
  layout('routes/admin/layout.tsx', [
    ...prefix('yonetim', [
      index('routes/admin/dashboard.tsx'),
      route('giris', 'routes/admin/login.tsx'),
      route('hikayeler', 'routes/admin/stories.tsx'),
      route('yorumlar', 'routes/admin/comments.tsx'),
      route('aboneler', 'routes/admin/subscribers.tsx'),
      route('kisisel-veri', 'routes/admin/personal-data.tsx'),
    ]),
  ]),
  layout('routes/marketing/layout.tsx', [
    index('routes/marketing/home.tsx'),
    route('hakkimda', 'routes/marketing/about.tsx'),
    route('kocluk-sureci', 'routes/marketing/process.tsx'),
    ...prefix('hizmetler', [
      index('routes/marketing/services.tsx'),
      route(':slug', 'routes/marketing/service-detail.tsx'),
    ]),
    route('e-kitaplar', 'routes/marketing/ebooks.tsx'),
    route('dukkan', 'routes/marketing/shop.tsx'),
    route('medya', 'routes/marketing/media.tsx'),
    route('sss', 'routes/marketing/faq.tsx'),
    ...prefix('blog', [index('routes/blog/index.tsx'), route(':slug', 'routes/blog/post.tsx')]),
    route('randevu-al', 'routes/marketing/booking.tsx'),
    route('iletisim', 'routes/marketing/contact.tsx'),
    route('tesekkurler', 'routes/marketing/thank-you.tsx'),
    route('bulten', 'routes/marketing/newsletter.tsx'),
    route('bulten/ayril/:token', 'routes/marketing/unsubscribe.tsx'),
    route('bulten/ayrildi', 'routes/marketing/unsubscribed.tsx'),
    route('kvkk', 'routes/marketing/privacy.tsx'),
    route('404', 'routes/marketing/not-found.tsx', { id: 'not-found' }),
    route('*', 'routes/marketing/not-found.tsx', { id: 'catch-all' }),
  ]),
] satisfies RouteConfig;
