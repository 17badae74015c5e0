import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { breadcrumbJsonLd } from '#app/lib/seo/json-ld.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { BookSiteBanner } from '#app/routes/marketing/ebooks/book-site-banner.tsx';
import { EbookGrid } from '#app/routes/marketing/ebooks/ebook-grid.tsx';
import { ebooksJsonLd } from '#app/routes/marketing/ebooks/structured-data.ts';
import { getConfig } from '#app/server/config.server.ts';
import { withContent } from '#app/server/runtime.server.ts';

import type { Route } from './+types/ebooks';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export const loader = withContent(({ identity, pages, ebooks }) => {
  const { publicUrl } = getConfig();
  const page = pages.ebooks;
  return {
    page,
    ebooks,
    jsonLd: [
      breadcrumbJsonLd(publicUrl, [{ name: page.heading, path: page.path }]),
      ...ebooksJsonLd(ebooks, { publicUrl, authorName: identity.coachName }),
    ],
  };
});

export default function EbooksPage({ loaderData: { page, ebooks, jsonLd } }: Route.ComponentProps) {
  const { identity } = useRootData();
  return (
    <>
      <PageHero title={page.heading} intro={page.description} />
      <BookSiteBanner bookSiteUrl={identity.bookSiteUrl} />
      <EbookGrid ebooks={ebooks} />
      <JsonLd data={jsonLd} />
    </>
  );
}
