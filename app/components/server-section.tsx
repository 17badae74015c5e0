import { createContext, useContext, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

import { JsonLd } from '#app/components/sections/json-ld.tsx';
import type { JsonLdObject } from '#app/lib/seo/json-ld.ts';
import { playVideo, VIDEO_PLAY_SELECTOR } from '#app/lib/video/video-player.ts';

/** Section id → its HTML, as rendered by app/server/document/server-sections.server.tsx. */
export type ServerSectionsHtml<Id extends string = string> = Readonly<Record<Id, string>>;

/** The document render's sections; entry.server.tsx provides them, the browser has none. */
export const ServerSectionsContext = createContext<ServerSectionsHtml>({});

function sameMarkup(a: string, b: string): boolean {
  if (a === b) return true;
  const parse = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.innerHTML;
  };
  return parse(a) === parse(b);
}

/** A section rendered on the server and never hydrated (docs/decisions/0013). */
export function ServerSection<Id extends string>({
  id,
  sections,
}: {
  id: NoInfer<Id>;
  sections: ServerSectionsHtml<Id> | undefined;
}) {
  const rendered = useContext(ServerSectionsContext);
  const navigate = useNavigate();
  const fromLoader = sections?.[id];
  const [content, setContent] = useState(
    () =>
      fromLoader ??
      rendered[id] ??
      (typeof document === 'undefined' ? '' : (document.getElementById(id)?.innerHTML ?? '')),
  );
  const [lastFromLoader, setLastFromLoader] = useState(fromLoader);
  if (fromLoader !== lastFromLoader) {
    setLastFromLoader(fromLoader);
    if (fromLoader !== undefined && !sameMarkup(fromLoader, content)) setContent(fromLoader);
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target instanceof Element ? event.target : null;
    const play = target?.closest<HTMLButtonElement>(VIDEO_PLAY_SELECTOR);
    if (play) {
      playVideo(play);
      return;
    }
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = target?.closest('a');
    if (!link || link.origin !== window.location.origin) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    // A jump within the page is the browser's own job.
    if (link.pathname === window.location.pathname && link.hash) return;
    event.preventDefault();
    void navigate(`${link.pathname}${link.search}${link.hash}`);
  }

  return (
    // Delegation: the links inside are real links, focusable and activated by keyboard.
    <div
      id={id}
      className="contents"
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: content }}
    />
  );
}

/** A page that is only its server sections followed by its structured data. */
export function SectionsPage<Id extends string>({
  id,
  sections,
  jsonLd,
}: {
  id: NoInfer<Id>;
  sections: ServerSectionsHtml<Id> | undefined;
  jsonLd: JsonLdObject | JsonLdObject[];
}) {
  return (
    <>
      <ServerSection id={id} sections={sections} />
      <JsonLd data={jsonLd} />
    </>
  );
}
