import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { ServerSection } from '#app/components/server-section.tsx';
import { sitePages } from '#app/data/site-pages.ts';
import { breadcrumbJsonLd } from '#app/lib/seo/json-ld.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { getConfig } from '#app/server/config.server.ts';
import { renderServerSections } from '#app/server/document/server-sections.server.tsx';

import type { Route } from './+types/services';
import { servicesSections } from './services.sections.server.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export function loader({ request, context }: Route.LoaderArgs) {
  const { identity, publicUrl } = getConfig();
  const page = sitePages.services;
  return {
    page,
    jsonLd: breadcrumbJsonLd(publicUrl, [{ name: page.heading, path: page.path }]),
    sections: renderServerSections(request, context, servicesSections, { identity }),
  };
}

export default function ServicesPage({ loaderData: { jsonLd, sections } }: Route.ComponentProps) {
  return (
    <>
      <ServerSection id="hizmetler-sayfa" sections={sections} />
      <JsonLd data={jsonLd} />
    </>
  );
}
