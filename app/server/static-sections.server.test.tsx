import { useId } from 'react';
import { Link, RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { dataRequestContext, staticSectionsContext } from '#app/server/request-context.server.ts';
import { renderStaticSections } from '#app/server/static-sections.server.tsx';

function Labelled({ text }: { text: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{text}</h2>
      <Link to="/hakkimda">Hakkımda</Link>
    </section>
  );
}

function requestContext(dataRequest: boolean): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(dataRequestContext, dataRequest);
  return context;
}

describe('renderStaticSections', () => {
  const request = new Request('http://localhost/hizmetler');

  it('renders each section to HTML, links included, for the document render only', () => {
    const context = requestContext(false);
    const result = renderStaticSections(request, context, {
      bir: <Labelled text="Bir & iki" />,
    });
    // A document request: the HTML is not repeated in the page's data.
    expect(result).toBeUndefined();
    const html = context.get(staticSectionsContext).bir ?? '';
    expect(html).toContain('<h2 id="');
    expect(html).toContain('>Bir &amp; iki</h2>');
    expect(html).toMatch(/<a [^>]*href="\/hakkimda"[^>]*>Hakkımda<\/a>/);
  });

  it('gives a client-side navigation the HTML in its data', () => {
    const context = requestContext(true);
    const result = renderStaticSections(request, context, { bir: <Labelled text="Bir" /> });
    expect(result?.bir).toBe(context.get(staticSectionsContext).bir);
  });

  it('keeps the sections of the layout and the page, and their ids apart', () => {
    const context = requestContext(false);
    renderStaticSections(request, context, { ust: <Labelled text="Üst" /> });
    renderStaticSections(request, context, { alt: <Labelled text="Alt" /> });
    const sections = context.get(staticSectionsContext);
    expect(Object.keys(sections).sort()).toEqual(['alt', 'ust']);
    const ids = Object.values(sections).map((html) => /id="([^"]+)"/.exec(html)?.[1]);
    expect(new Set(ids).size).toBe(2);
  });

  it('does not share one request’s sections with the next', () => {
    renderStaticSections(request, requestContext(false), { bir: <Labelled text="Bir" /> });
    expect(requestContext(false).get(staticSectionsContext)).toEqual({});
  });
});
