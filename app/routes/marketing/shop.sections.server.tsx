import { PageHero } from '#app/components/sections/page-hero.tsx';
import { ShopGrid } from '#app/routes/marketing/shop/shop-grid.tsx';
import type { SiteContent } from '#app/server/content/site-content.server.ts';
import type { ServerSections } from '#app/server/document/server-sections.server.tsx';

/** The whole page: product cards are links and text. */
export const shopSections = {
  dukkan: ({ identity, products, pages }) => (
    <>
      <PageHero title={pages.shop.heading} intro={pages.shop.description} />
      <ShopGrid products={products} videoChannelUrl={identity.videoChannelUrl} />
    </>
  ),
} satisfies ServerSections<string, SiteContent>;
