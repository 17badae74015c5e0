import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { ServerSection } from '#app/components/server-section.tsx';
import { products } from '#app/data/products.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { breadcrumbJsonLd } from '#app/lib/seo/json-ld.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { productsJsonLd } from '#app/routes/marketing/shop/structured-data.ts';
import { getConfig } from '#app/server/config.server.ts';
import { renderServerSections } from '#app/server/document/server-sections.server.tsx';

import type { Route } from './+types/shop';
import { shopSections } from './shop.sections.server.tsx';

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
    sections: renderServerSections(request, context, shopSections, { identity }),
  };
}

export default function ShopPage({ loaderData: { jsonLd, sections } }: Route.ComponentProps) {
  return (
    <>
      <ServerSection id="dukkan" sections={sections} />
      <JsonLd data={jsonLd} />
    </>
  );
}
