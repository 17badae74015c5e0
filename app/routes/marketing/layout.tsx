import { Outlet } from 'react-router';

import { MainContent, SkipLink } from '#app/components/layout/page-frame.tsx';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { ServerSection } from '#app/components/server-section.tsx';
import { useRootData } from '#app/lib/root-data.ts';
import { renderServerSections } from '#app/server/document/server-sections.server.tsx';
import { withContent } from '#app/server/runtime.server.ts';

import type { Route } from './+types/layout';
import { layoutSections } from './layout.sections.server.tsx';

export const loader = withContent((content, { request, context }: Route.LoaderArgs) => ({
  sections: renderServerSections(request, context, layoutSections, content),
}));

/** The shared public layout (docs/product.md#layout): header, page, footer, chat button. */
export default function MarketingLayout({ loaderData: { sections } }: Route.ComponentProps) {
  const { identity } = useRootData();
  return (
    <>
      <SkipLink />{' '}
      {/* React moves this into <head>: no paint before <main> has begun, so the header is never
          shown half (docs/decisions/0026-first-screen-painted-while-parsed.md). */}
      <link rel="expect" href="#icerik" blocking="render" />
      <SiteHeader siteName={identity.siteName} coachTitle={identity.coachTitle} />
      <MainContent className="outline-none">
        <Outlet />
      </MainContent>
      <SiteFooter sections={sections} />
      <ServerSection id="whatsapp-dugmesi" sections={sections} />
    </>
  );
}
