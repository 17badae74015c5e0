import { createContext, useContext, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

import { playVideo, VIDEO_PLAY_SELECTOR } from '#app/lib/video-player.ts';

/** Section id → its HTML, as rendered by app/server/document/server-sections.server.tsx. */
export type ServerSectionsHtml<Id extends string = string> = Readonly<Record<Id, string>>;

/** The document render's sections; entry.server.tsx provides them, the browser has none. */
export const ServerSectionsContext = createContext<ServerSectionsHtml>({});

/** Whether two HTML strings are the same markup once the browser has parsed them. */
function sameMarkup(a: string, b: string): boolean {
  if (a === b) return true;
  const parse = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.innerHTML;
  };
  return parse(a) === parse(b);
}

/**
 * A section rendered on the server for every request and never hydrated; its id is one of the
 * page's sections (`<route>.sections.server.tsx`), whose union comes with the loader's data. In
 * the document it is the server's HTML; when the page hydrates, the browser already shows it, so
 * it is read back from the DOM (React leaves `dangerouslySetInnerHTML` alone while hydrating);
 * after a client-side navigation it comes in the loader's data. A revalidation (after a form is
 * sent) that brings the same markup leaves the DOM alone, so a playing video or an open
 * disclosure stays as it is. One delegated listener keeps client-side navigation for the links
 * inside and starts click-to-load videos.
 */
export function ServerSection<Id extends string>({
  id,
  sections,
}: {
  id: NoInfer<Id>;
  /** The loader's `renderServerSections` result: present after a client-side navigation. */
  sections: ServerSectionsHtml<Id> | undefined;
}) {
  const rendered = useContext(ServerSectionsContext);
  const navigate = useNavigate();
  const fromLoader = sections?.[id];
  // The string given to React, which rewrites the DOM only when this string changes.
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
    // Delegation: the links inside are real links, focusable and activated by keyboard (Enter
    // fires the same click); the wrapper itself is not interactive.
    <div
      id={id}
      className="contents"
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: content }}
    />
  );
}
