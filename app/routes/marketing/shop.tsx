import { SectionsPage } from '#app/components/server-section.tsx';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { productsJsonLd } from '#app/routes/marketing/shop/structured-data.ts';
import { getConfig } from '#app/server/config.server.ts';
import { sectionsPageData } from '#app/server/document/server-sections.server.tsx';
import { withContent } from '#app/server/runtime.server.ts';

import type { Route } from './+types/shop';
import { shopSections } from './shop.sections.server.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export const loader = withContent((content, args: Route.LoaderArgs) => {
  const { publicUrl } = getConfig();
  const data = sectionsPageData(args, content, 'shop', shopSections);
  return {
    ...data,
    jsonLd: [
      data.jsonLd,
      ...productsJsonLd(content.products, { publicUrl, brandName: content.identity.siteName }),
    ],
  };
});

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  return <SectionsPage id="dukkan" {...loaderData} />;
}
