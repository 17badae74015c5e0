import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { ServerSection } from '#app/components/server-section.tsx';
import { sitePages } from '#app/data/site-pages.ts';
import { breadcrumbJsonLd } from '#app/lib/seo/json-ld.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { getConfig } from '#app/server/config.server.ts';
import { renderServerSections } from '#app/server/document/server-sections.server.tsx';

import type { Route } from './+types/process';
import { processSections } from './process.sections.server.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export function loader({ request, context }: Route.LoaderArgs) {
  const page = sitePages.process;
  return {
    page,
    jsonLd: breadcrumbJsonLd(getConfig().publicUrl, [{ name: page.title, path: page.path }]),
    sections: renderServerSections(request, context, processSections),
  };
}

export default function ProcessPage({ loaderData: { jsonLd, sections } }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={jsonLd} />
      <ServerSection id="kocluk-sureci" sections={sections} />
    </>
  );
}
