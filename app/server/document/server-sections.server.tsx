import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, type RouterContextProvider } from 'react-router';

import type { ServerSectionsHtml } from '#app/components/server-section.tsx';
import type { SiteContent, SitePageKey } from '#app/server/content/site-content.server.ts';
import { breadcrumbJsonLd } from '#app/lib/seo/json-ld.ts';
import { getConfig } from '#app/server/config.server.ts';
import { inlineSvgImages } from '#app/server/document/inline-images.server.ts';
import { dataRequestContext, serverSectionsContext } from '#app/server/request-context.server.ts';

export type ServerSections<Id extends string, Data> = Readonly<
  Record<Id, (data: Data) => ReactNode>
>;

/** Renders a page's server sections, whose code never reaches the browser (docs/decisions/0013). */
export function renderServerSections<Id extends string>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  sections: ServerSections<Id, void>,
): ServerSectionsHtml<Id> | undefined;
export function renderServerSections<Id extends string, Data>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  sections: ServerSections<Id, Data>,
  data: Data,
): ServerSectionsHtml<Id> | undefined;
export function renderServerSections<Id extends string, Data>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  sections: ServerSections<Id, Data | undefined>,
  data?: Data,
): ServerSectionsHtml<Id> | undefined {
  const { pathname } = new URL(request.url);
  const html = {} as Record<Id, string>;
  for (const id of Object.keys(sections) as Id[]) {
    html[id] = inlineSvgImages(
      renderToStaticMarkup(
        <MemoryRouter initialEntries={[pathname]}>{sections[id](data)}</MemoryRouter>,
        // useId values must not repeat between sections of one page.
        { identifierPrefix: `${id}-` },
      ),
      `${id}-svg`,
    );
  }
  context.set(serverSectionsContext, { ...context.get(serverSectionsContext), ...html });
  return context.get(dataRequestContext) ? html : undefined;
}

/** Loader data of a fixed page made of server sections fed by the content, with its breadcrumb. */
export function sectionsPageData<Id extends string>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  content: SiteContent,
  page: SitePageKey,
  sections: ServerSections<Id, SiteContent>,
) {
  const { publicUrl } = getConfig();
  const { pages } = content;
  return {
    page: pages[page],
    jsonLd: breadcrumbJsonLd(publicUrl, [{ name: pages[page].heading, path: pages[page].path }]),
    sections: renderServerSections(request, context, sections, content),
  };
}
