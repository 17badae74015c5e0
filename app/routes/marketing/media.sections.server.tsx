import { PageHero } from '#app/components/sections/page-hero.tsx';
import { FollowLinks } from '#app/routes/marketing/media/follow-links.tsx';
import { MediaGrid, mediaVideos } from '#app/routes/marketing/media/media-grid.tsx';
import type { SiteContent } from '#app/server/content/site-content.server.ts';
import type { ServerSections } from '#app/server/document/server-sections.server.tsx';

/** The whole page: posters, click-to-load videos and links. */
export const mediaSections = {
  medya: ({ identity, videos, pages }) => (
    <>
      <PageHero title={pages.media.heading} intro={pages.media.description} />
      <MediaGrid items={mediaVideos(videos)} />
      <FollowLinks social={identity.social} />
    </>
  ),
} satisfies ServerSections<string, SiteContent>;
