import { useId } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link, MemoryRouter, RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { ServerSection } from '#app/components/server-section.tsx';
import { renderServerSections } from '#app/server/document/server-sections.server.tsx';
import { dataRequestContext, serverSectionsContext } from '#app/server/request-context.server.ts';

function Labelled({ text }: { text: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{text}</h2>
      <Link to="/hakkimda">Hakkımda</Link>
    </section>
  );
}

const labelled = {
  bir: ({ text }: { text: string }) => <Labelled text={text} />,
};

function requestContext(dataRequest: boolean): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(dataRequestContext, dataRequest);
  return context;
}

describe('renderServerSections', () => {
  const request = new Request('http://localhost/hizmetler');

  it('renders each section from the loader’s data to HTML, links included, for the document render only', () => {
    const context = requestContext(false);
    const result = renderServerSections(request, context, labelled, { text: 'Bir & iki' });
    // A document request: the HTML is not repeated in the page's data.
    expect(result).toBeUndefined();
    const html = context.get(serverSectionsContext).bir ?? '';
    expect(html).toContain('<h2 id="');
    expect(html).toContain('>Bir &amp; iki</h2>');
    expect(html).toMatch(/<a [^>]*href="\/hakkimda"[^>]*>Hakkımda<\/a>/);
  });

  it('renders sections that need no data', () => {
    const context = requestContext(true);
    const result = renderServerSections(request, context, { sabit: () => <p>Sabit</p> });
    expect(result).toEqual({ sabit: '<p>Sabit</p>' });
  });

  it('gives a client-side navigation the HTML in its data', () => {
    const context = requestContext(true);
    const result = renderServerSections(request, context, labelled, { text: 'Bir' });
    expect(result?.bir).toBe(context.get(serverSectionsContext).bir);
  });

  it('keeps the sections of the layout and the page, and their ids apart', () => {
    const context = requestContext(false);
    renderServerSections(request, context, { ust: () => <Labelled text="Üst" /> });
    renderServerSections(request, context, { alt: () => <Labelled text="Alt" /> });
    const sections = context.get(serverSectionsContext);
    expect(Object.keys(sections).sort()).toEqual(['alt', 'ust']);
    const ids = Object.values(sections).map((html) => /id="([^"]+)"/.exec(html)?.[1]);
    expect(new Set(ids).size).toBe(2);
  });

  it('does not share one request’s sections with the next', () => {
    renderServerSections(request, requestContext(false), labelled, { text: 'Bir' });
    expect(requestContext(false).get(serverSectionsContext)).toEqual({});
  });

  it('lets a page show only the sections its loader rendered', () => {
    const sections = renderServerSections(request, requestContext(true), labelled, {
      text: 'Bir',
    });
    const shown = renderToStaticMarkup(
      <MemoryRouter>
        <ServerSection id="bir" sections={sections} />
        {/* @ts-expect-error: not a section of this loader, so it does not compile */}
        <ServerSection id="iki" sections={sections} />
      </MemoryRouter>,
    );
    expect(shown).toBe(
      `<div id="bir" class="contents">${sections?.bir}</div><div id="iki" class="contents"></div>`,
    );
  });
});
