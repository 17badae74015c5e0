import { PageHero } from '#app/components/sections/page-hero.tsx';
import type { SiteIdentity } from '#app/data/identity.ts';
import { products } from '#app/data/products.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { ShopGrid } from '#app/routes/marketing/shop/shop-grid.tsx';
import type { ServerSections } from '#app/server/document/server-sections.server.tsx';

/** The whole page: product cards are links and text. */
export const shopSections = {
  dukkan: ({ identity }) => (
    <>
      <PageHero title={sitePages.shop.heading} intro={sitePages.shop.description} />
      <ShopGrid products={products} videoChannelUrl={identity.videoChannelUrl} />
    </>
  ),
} satisfies ServerSections<string, { identity: SiteIdentity }>;
