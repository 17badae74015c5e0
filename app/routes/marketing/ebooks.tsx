import { BookSiteBanner } from '#app/components/sections/ebooks/book-site-banner.tsx';
import { EbookGrid } from '#app/components/sections/ebooks/ebook-grid.tsx';
import { ebooksJsonLd } from '#app/components/sections/ebooks/structured-data.ts';
import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { ebooks } from '#app/data/ebooks.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { pageMeta } from '#app/lib/seo.ts';

import type { Route } from './+types/ebooks';

const page = sitePages.ebooks;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function EbooksPage() {
  const { identity, publicUrl } = useRootData();
  return (
    <>
      <PageHero title={page.heading} intro={page.description} />
      <BookSiteBanner bookSiteUrl={identity.bookSiteUrl} />
      <EbookGrid ebooks={ebooks} />
      <JsonLd
        data={[
          breadcrumbJsonLd(publicUrl, [{ name: page.heading, path: page.path }]),
          ...ebooksJsonLd(ebooks, { publicUrl, authorName: identity.coachName }),
        ]}
      />
    </>
  );
}
