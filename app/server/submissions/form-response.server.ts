import { data } from 'react-router';

import type { FormResult } from '#app/lib/form-result.ts';
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

/** Where to send a visitor back to: the same-site path of the Referer, or the fallback. */
export function sameSiteReturnPath(request: Request, fallback = '/'): string {
  const referer = request.headers.get('referer');
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    const here = new URL(request.url);
    return from.host === here.host ? `${from.pathname}${from.search}` : fallback;
  } catch {
    return fallback;
  }
}
