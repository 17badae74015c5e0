import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { ServerSection } from '#app/components/server-section.tsx';
import { breadcrumbJsonLd } from '#app/lib/seo/json-ld.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { getConfig } from '#app/server/config.server.ts';
import { renderServerSections } from '#app/server/document/server-sections.server.tsx';
import { withContent } from '#app/server/runtime.server.ts';

import type { Route } from './+types/process';
import { processSections } from './process.sections.server.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export const loader = withContent((content, { request, context }: Route.LoaderArgs) => {
  const page = content.pages.process;
  return {
    page,
    jsonLd: breadcrumbJsonLd(getConfig().publicUrl, [{ name: page.title, path: page.path }]),
    sections: renderServerSections(request, context, processSections, content),
  };
});

export default function ProcessPage({ loaderData: { jsonLd, sections } }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={jsonLd} />
      <ServerSection id="kocluk-sureci" sections={sections} />
    </>
  );
}
