import type { NextFunction, Request, Response } from 'express';

import { adminMessages } from '#app/data/messages/admin-messages.ts';

/**
 * A request path as React Router routes it: it makes a URL of it, which resolves dot segments
 * (`/x/../yonetim`, `/%2e/yonetim`) and turns backslashes into slashes, then matches the decoded
 * path. Express's req.path is the raw one.
 */
export function routedPath(path: string): string {
  let resolved = path;
  try {
    resolved = new URL(`http://routed.invalid${path}`).pathname;
  } catch {
    // No URL can be made of it, so no route is reached by it either; the raw path is checked.
  }
  try {
    return decodeURIComponent(resolved);
  } catch {
    // A malformed escape reaches no route by its decoded name; the raw path is checked.
    return resolved;
  }
}

/**
 * /yonetim, /yonetim/… and React Router's /yonetim….data requests, in every spelling that
 * reaches those routes: the router matches paths case-insensitively, after resolving dot segments
 * and decoding them.
 */
export function isAdminPath(path: string): boolean {
  return /^\/+yonetim(?:[/.]|$)/i.test(routedPath(path));
}

/**
 * Whether a request comes from this site: the host of its Origin header (or, when a browser
 * sends none, of its Referer) must be the host the request was sent to, or the PUBLIC_URL host
 * (behind a proxy that does not forward the original host). A request with neither is refused:
 * browsers send one with every form post, so only other programs arrive without.
 */
export function isSameOrigin(
  headers: { origin?: string | null; referer?: string | null },
  requestHost: string,
  publicUrl: string,
): boolean {
  const source = headers.origin ?? headers.referer;
  if (!source || source === 'null') return false;
  let host: string;
  try {
    host = new URL(source).host;
  } catch {
    return false;
  }
  return host === requestHost || host === new URL(publicUrl).host;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every mutation of the moderation area (the login and logout included) is checked here, in
 * one place before any route runs: from another origin it answers 403 and changes nothing.
 */
export function adminOriginGuard(publicUrl: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || !isAdminPath(req.path)) return next();
    const headers = { origin: req.get('origin'), referer: req.get('referer') };
    if (isSameOrigin(headers, req.host, publicUrl)) return next();
    res.status(403).type('text/plain; charset=utf-8').send(adminMessages.foreignOrigin);
  };
}
