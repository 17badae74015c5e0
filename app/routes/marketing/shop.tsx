import { SectionsPage } from '#app/components/server-section.tsx';
import { products } from '#app/data/products.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { productsJsonLd } from '#app/routes/marketing/shop/structured-data.ts';
import { getConfig } from '#app/server/config.server.ts';
import { sectionsPageData } from '#app/server/document/server-sections.server.tsx';

import type { Route } from './+types/shop';
import { shopSections } from './shop.sections.server.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export function loader(args: Route.LoaderArgs) {
  const { identity, publicUrl } = getConfig();
  const data = sectionsPageData(args, sitePages.shop, shopSections);
  return {
    ...data,
    jsonLd: [data.jsonLd, ...productsJsonLd(products, { publicUrl, brandName: identity.siteName })],
  };
}

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  return <SectionsPage id="dukkan" {...loaderData} />;
}
