import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { FollowLinks } from '#app/components/sections/media/follow-links.tsx';
import { MediaGrid } from '#app/components/sections/media/media-grid.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { mediaItems } from '#app/data/media.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { pageMeta } from '#app/lib/seo.ts';

import type { Route } from './+types/media';

const page = sitePages.media;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function MediaPage() {
  const { identity, publicUrl } = useRootData();
  return (
    <>
      <PageHero title={page.heading} intro={page.description} />
      <MediaGrid items={mediaItems} />
      <FollowLinks social={identity.social} />
      <JsonLd data={breadcrumbJsonLd(publicUrl, [{ name: page.heading, path: page.path }])} />
    </>
  );
}
