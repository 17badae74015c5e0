import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { ShopGrid } from '#app/components/sections/shop/shop-grid.tsx';
import { productsJsonLd } from '#app/components/sections/shop/structured-data.ts';
import { StaticSection } from '#app/components/static-section.tsx';
import { products } from '#app/data/products.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { getConfig } from '#app/server/config.server.ts';
import { renderStaticSections } from '#app/server/static-sections.server.tsx';

import type { Route } from './+types/shop';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export function loader({ request, context }: Route.LoaderArgs) {
  const { identity, publicUrl } = getConfig();
  const page = sitePages.shop;
  return {
    page,
    jsonLd: [
      breadcrumbJsonLd(publicUrl, [{ name: page.heading, path: page.path }]),
      ...productsJsonLd(products, { publicUrl, brandName: identity.siteName }),
    ],
    // Product cards are links and text: rendered here only (static-sections.server.tsx).
    sections: renderStaticSections(request, context, {
      dukkan: (
        <>
          <PageHero title={page.heading} intro={page.description} />
          <ShopGrid products={products} videoChannelUrl={identity.videoChannelUrl} />
        </>
      ),
    }),
  };
}

export default function ShopPage({ loaderData: { jsonLd, sections } }: Route.ComponentProps) {
  return (
    <>
      <StaticSection id="dukkan" sections={sections} />
      <JsonLd data={jsonLd} />
    </>
  );
}
