import { SectionsPage } from '#app/components/server-section.tsx';
import { sitePages } from '#app/data/site-pages.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { sectionsPageData } from '#app/server/document/server-sections.server.tsx';

import type { Route } from './+types/media';
import { mediaSections } from './media.sections.server.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export function loader(args: Route.LoaderArgs) {
  return sectionsPageData(args, sitePages.media, mediaSections);
}

export default function MediaPage({ loaderData }: Route.ComponentProps) {
  return <SectionsPage id="medya" {...loaderData} />;
}
