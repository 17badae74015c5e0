import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { FollowLinks } from '#app/components/sections/media/follow-links.tsx';
import { MediaGrid, mediaVideos } from '#app/components/sections/media/media-grid.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { mediaItems } from '#app/data/media.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { getConfig } from '#app/server/config.server.ts';

import type { Route } from './+types/media';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export function loader() {
  const page = sitePages.media;
  const jsonLd = breadcrumbJsonLd(getConfig().publicUrl, [{ name: page.heading, path: page.path }]);
  return { page, items: mediaVideos(mediaItems), jsonLd };
}

export default function MediaPage({ loaderData: { page, items, jsonLd } }: Route.ComponentProps) {
  const { identity } = useRootData();
  return (
    <>
      <PageHero title={page.heading} intro={page.description} />
      <MediaGrid items={items} />
      <FollowLinks social={identity.social} />
      <JsonLd data={jsonLd} />
    </>
  );
}
