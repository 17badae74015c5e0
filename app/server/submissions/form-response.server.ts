import { data } from 'react-router';

import { messages } from '#app/data/messages/messages.ts';
import type { FormResult } from '#app/lib/form-result.ts';
import { getConfig } from '#app/server/config.server.ts';
import { refusalPage } from '#app/server/document/refusal-page.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

/** A form the browser posts itself (no JavaScript) asks for HTML; React Router's fetches do not. */
export function isDocumentRequest(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('text/html');
}

export async function respondToForm(request: Request, result: FormResult, successUrl: string) {
  if (result.ok && isDocumentRequest(request)) {
    return redirectWithToast(successUrl, result.toast, { status: 303 });
  }
  return data(result, { status: result.status });
}

/** The Referer's path when it stays on this site (never `//evil.example/`), else `fallback`. */
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

export function rateLimitedPage(siteName: string, back: string, retryAfterMs: number): Response {
  return refusalPage({
    siteName,
    title: messages.abuse.rateLimitedTitle,
    message: messages.abuse.rateLimited,
    back,
    backLabel: 'Forma geri dön',
    retryAfterSeconds: retryAfterMs / 1000,
  });
}
