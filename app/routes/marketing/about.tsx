import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { ServerSection } from '#app/components/server-section.tsx';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { coachJsonLd } from '#app/lib/seo/structured-data.ts';
import { getConfig } from '#app/server/config.server.ts';
import { sectionsPageData } from '#app/server/document/server-sections.server.tsx';
import { withContent } from '#app/server/runtime.server.ts';

import type { Route } from './+types/about';
import { aboutSections } from './about.sections.server.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

/** Texts and structured data come from here, so they stay out of the browser's bundle. */
export const loader = withContent((content, args: Route.LoaderArgs) => {
  const { publicUrl } = getConfig();
  const data = sectionsPageData(args, content, 'about', aboutSections);
  return { ...data, jsonLd: [...coachJsonLd(content, publicUrl), data.jsonLd] };
});

export default function AboutPage({ loaderData: { jsonLd, sections } }: Route.ComponentProps) {
  return (
    <>
      {/* React moves this into <head>: no paint before the story's heading has arrived, so the
          opening's text, centred beside the portrait that follows it in the document, is never
          shown without it (docs/decisions/0026-first-screen-painted-while-parsed.md). */}
      <link rel="expect" href="#hikayem" blocking="render" />
      <JsonLd data={jsonLd} />
      <ServerSection id="hakkimda" sections={sections} />
    </>
  );
}
