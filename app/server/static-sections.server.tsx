import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, type RouterContextProvider } from 'react-router';

import type { StaticSectionsHtml } from '#app/components/static-section.tsx';
import { inlineSvgImages } from '#app/server/inline-images.server.ts';
import { dataRequestContext, staticSectionsContext } from '#app/server/request-context.server.ts';

/**
 * Renders sections that have nothing to hydrate (text, images, links) here, so that their code
 * never reaches the browser (issue 8: at most 120 KB of JavaScript per page, 105 KB of which is
 * React and React Router). The document's render takes the HTML from the request context; only
 * a client-side navigation, whose browser has no such HTML yet, gets it in the loader's data.
 * `<StaticSection>` shows it in both cases.
 */
export function renderStaticSections(
  request: Request,
  context: Readonly<RouterContextProvider>,
  sections: Record<string, ReactNode>,
): StaticSectionsHtml | undefined {
  const { pathname } = new URL(request.url);
  const html: Record<string, string> = {};
  for (const [id, section] of Object.entries(sections)) {
    html[id] = inlineSvgImages(
      renderToStaticMarkup(
        <MemoryRouter initialEntries={[pathname]}>{section}</MemoryRouter>,
        // useId values must not repeat between sections of one page.
        { identifierPrefix: `${id}-` },
      ),
      // Ids inside drawings must not repeat either.
      `${id}-svg`,
    );
  }
  context.set(staticSectionsContext, { ...context.get(staticSectionsContext), ...html });
  return context.get(dataRequestContext) ? html : undefined;
}
