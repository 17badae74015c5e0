import { data } from 'react-router';

import { messages } from '#app/data/messages.ts';
import type { FormResult } from '#app/lib/form-result.ts';
import { escapeHtml } from '#app/lib/html.ts';
import { getConfig } from '#app/server/config.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

/**
 * A form posted by the browser itself (no JavaScript) asks for HTML; React Router's fetch
 * requests do not. That decides whether an answer is data for a toast or a page.
 */
export function isDocumentRequest(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('text/html');
}

/**
 * Without JavaScript: success redirects (post/redirect/get) with the message as a flash toast;
 * a failure renders the page again with its status, the message and the typed values.
 * With JavaScript: the result, for the form's toast.
 */
export async function respondToForm(request: Request, result: FormResult, successUrl: string) {
  if (result.ok && isDocumentRequest(request)) {
    return redirectWithToast(successUrl, result.toast, { status: 303 });
  }
  return data(result, { status: result.status });
}

/**
 * Where to send a visitor back to: the path of the Referer when it is a page of this site (the
 * host the request was sent to, or PUBLIC_URL's), else `fallback`. The path is resolved against
 * the request's own origin and used only when it stays there: a Referer path such as
 * `//evil.example/` or `/.//evil.example/` would otherwise make a Location that leaves the site.
 */
export function sameSiteReturnPath(request: Request, fallback: string): string {
  const referer = request.headers.get('referer');
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    const here = new URL(request.url);
    if (from.host !== here.host && from.host !== new URL(getConfig().publicUrl).host) {
      return fallback;
    }
    const target = new URL(`${from.pathname}${from.search}`, here.origin);
    // Same origin, and a path a browser reads as one: never two slashes first.
    if (target.origin !== here.origin || target.pathname.startsWith('//')) return fallback;
    return `${target.pathname}${target.search}`;
  } catch {
    return fallback;
  }
}

let limitPageParts: [string, string] | undefined;

/**
 * The page around the back link of a refused post, made once: the site's name, the rate limit's
 * title and text (docs/product.md#rate-limits), a style of its own (the CSP allows inline
 * styles), no script. About 1 KB.
 */
function limitPage(): [string, string] {
  if (limitPageParts) return limitPageParts;
  const site = escapeHtml(getConfig().identity.siteName);
  const { rateLimitedTitle: title, rateLimited: text } = messages.abuse;
  limitPageParts = [
    `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title} · ${site}</title><style>body{margin:0;font:1.0625rem/1.6 system-ui,sans-serif;color:#1f2933;background:#fff}main{max-width:36rem;margin:0 auto;padding:4rem 1rem}h1{font-size:1.75rem;margin:.25rem 0 1rem}a{color:#0f766e;font-weight:600}@media(prefers-color-scheme:dark){body{color:#e5e7eb;background:#0b1514}a{color:#2dd4bf}}</style></head><body><main><p>${site}</p><h1>${title}</h1><p>${text}</p><p><a href="`,
    '">Forma geri dön</a></p></main></body></html>',
  ];
  return limitPageParts;
}

/**
 * A post without JavaScript refused by the rate limit: 429 with Retry-After and the small page
 * above, linking back to the form's page (`back`, a path of this site). Nothing is rendered or
 * read for it: a flood costs the server a counter and this string.
 */
export function rateLimitedPage(back: string, retryAfterMs: number): Response {
  const [head, tail] = limitPage();
  return new Response(`${head}${escapeHtml(back)}${tail}`, {
    status: 429,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    },
  });
}
