import type { NextFunction, Request, Response } from 'express';

import { adminMessages } from '#app/data/messages/admin-messages.ts';

export function routedPath(path: string): string {
  let resolved = path;
  try {
    resolved = new URL(`http://routed.invalid${path}`).pathname;
  } catch {
    // No URL can be made of it, or its escapes are malformed: the raw path is checked.
  }
  try {
    return decodeURIComponent(resolved);
  } catch {
    return resolved;
  }
}

/** /yonetim and its .data requests in every spelling the router matches. */
export function isAdminPath(path: string): boolean {
  return /^\/+yonetim(?:[/.]|$)/i.test(routedPath(path));
}

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

export function adminOriginGuard(publicUrl: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || !isAdminPath(req.path)) return next();
    const headers = { origin: req.get('origin'), referer: req.get('referer') };
    if (isSameOrigin(headers, req.host, publicUrl)) return next();
    res.status(403).type('text/plain; charset=utf-8').send(adminMessages.foreignOrigin);
  };
}
