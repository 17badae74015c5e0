import { PageHero } from '#app/components/sections/page-hero.tsx';
import type { SiteIdentity } from '#app/data/identity.ts';
import { mediaItems } from '#app/data/media.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { FollowLinks } from '#app/routes/marketing/media/follow-links.tsx';
import { MediaGrid, mediaVideos } from '#app/routes/marketing/media/media-grid.tsx';
import type { ServerSections } from '#app/server/document/server-sections.server.tsx';

/** The whole page: posters, click-to-load videos and links. */
export const mediaSections = {
  medya: ({ identity }) => (
    <>
      <PageHero title={sitePages.media.heading} intro={sitePages.media.description} />
      <MediaGrid items={mediaVideos(mediaItems)} />
      <FollowLinks social={identity.social} />
    </>
  ),
} satisfies ServerSections<string, { identity: SiteIdentity }>;
