import { ServerSection } from '#app/components/server-section.tsx';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { getConfig } from '#app/server/config.server.ts';
import { renderServerSections } from '#app/server/document/server-sections.server.tsx';
import { withContent } from '#app/server/runtime.server.ts';

import type { Route } from './+types/privacy';
import { privacySections } from './privacy.sections.server.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export const loader = withContent((content, { request, context }: Route.LoaderArgs) => {
  const { publicUrl } = getConfig();
  return {
    page: content.pages.privacy,
    sections: renderServerSections(request, context, privacySections, { ...content, publicUrl }),
  };
});

/** /kvkk: the privacy notice every form links to (docs/decisions/0009-privacy-kvkk.md). */
export default function PrivacyPage({ loaderData: { sections } }: Route.ComponentProps) {
  return <ServerSection id="kvkk" sections={sections} />;
}
