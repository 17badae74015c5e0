import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { ShopGrid } from '#app/components/sections/shop/shop-grid.tsx';
import { productsJsonLd } from '#app/components/sections/shop/structured-data.ts';
import { products } from '#app/data/products.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { getConfig } from '#app/server/config.server.ts';

import type { Route } from './+types/shop';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export function loader() {
  const { identity, publicUrl } = getConfig();
  const page = sitePages.shop;
  return {
    page,
    products,
    jsonLd: [
      breadcrumbJsonLd(publicUrl, [{ name: page.heading, path: page.path }]),
      ...productsJsonLd(products, { publicUrl, brandName: identity.siteName }),
    ],
  };
}

export default function ShopPage({ loaderData: { page, products, jsonLd } }: Route.ComponentProps) {
  const { identity } = useRootData();
  return (
    <>
      <PageHero title={page.heading} intro={page.description} />
      <ShopGrid products={products} videoChannelUrl={identity.videoChannelUrl} />
      <JsonLd data={jsonLd} />
    </>
  );
}
