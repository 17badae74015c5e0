import { SectionsPage } from '#app/components/server-section.tsx';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { sectionsPageData } from '#app/server/document/server-sections.server.tsx';
import { withContent } from '#app/server/runtime.server.ts';

import type { Route } from './+types/media';
import { mediaSections } from './media.sections.server.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export const loader = withContent((content, args: Route.LoaderArgs) =>
  sectionsPageData(args, content, 'media', mediaSections),
);

export default function MediaPage({ loaderData }: Route.ComponentProps) {
  return <SectionsPage id="medya" {...loaderData} />;
}
