import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { FollowLinks } from '#app/components/sections/media/follow-links.tsx';
import { MediaGrid, mediaVideos } from '#app/components/sections/media/media-grid.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { StaticSection } from '#app/components/static-section.tsx';
import { mediaItems } from '#app/data/media.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { getConfig } from '#app/server/config.server.ts';
import { renderStaticSections } from '#app/server/static-sections.server.tsx';

import type { Route } from './+types/media';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export function loader({ request, context }: Route.LoaderArgs) {
  const { identity, publicUrl } = getConfig();
  const page = sitePages.media;
  return {
    page,
    jsonLd: breadcrumbJsonLd(publicUrl, [{ name: page.heading, path: page.path }]),
    // Posters, click-to-load videos and links: rendered here only (static-sections.server.tsx).
    sections: renderStaticSections(request, context, {
      medya: (
        <>
          <PageHero title={page.heading} intro={page.description} />
          <MediaGrid items={mediaVideos(mediaItems)} />
          <FollowLinks social={identity.social} />
        </>
      ),
    }),
  };
}

export default function MediaPage({ loaderData: { jsonLd, sections } }: Route.ComponentProps) {
  return (
    <>
      <StaticSection id="medya" sections={sections} />
      <JsonLd data={jsonLd} />
    </>
  );
}
