import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type RouterContextProvider,
} from 'react-router';

import siteStyles from '#app/app.css?inline';
import { ServerSectionsContext } from '#app/components/server-section.tsx';
import { fontPreloadHeader } from '#app/lib/font.ts';
import { InlineStylesContext } from '#app/lib/inline-styles.ts';
import { NonceContext } from '#app/lib/nonce.ts';
import { deferScripts } from '#app/server/document/deferred-scripts.server.ts';
import { loggedPath } from '#app/server/log-masking.server.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';
import {
  cspNonceContext,
  serverSectionsContext,
  wholeDocumentContext,
} from '#app/server/request-context.server.ts';

export const streamTimeout = 5_000;

/** A form sent to a page that takes none (405): the page is not rendered for it. */
export const NO_FORM_HERE_MESSAGE = 'Bu sayfa form gönderimi kabul etmiyor.';

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A refusal is answered small and cheap, or anyone could spend the server's time on nothing.
  if (responseStatusCode === 405) {
    responseHeaders.set('Content-Type', 'text/plain; charset=utf-8');
    responseHeaders.set('Allow', 'GET, HEAD');
    responseHeaders.set('Cache-Control', 'no-store');
    return new Response(NO_FORM_HERE_MESSAGE, { status: 405, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Bots, and pages stored for many visitors, get the whole document at once.
    const readyEvent =
      isbot(request.headers.get('user-agent') ?? '') ||
      routerContext.isSpaMode ||
      loadContext.get(wholeDocumentContext)
        ? 'onAllReady'
        : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesContext.Provider value={siteStyles}>
          <ServerSectionsContext.Provider value={loadContext.get(serverSectionsContext)}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ServerSectionsContext.Provider>
        </InlineStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = deferScripts();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          responseHeaders.append('Link', fontPreloadHeader);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error('render failed', errorFields(error));
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // A refused request (405 for a POST to a page without a form, 404) is the client's, not ours.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  logger.error('request failed', { path: loggedPath(request.url), ...errorFields(error) });
}
