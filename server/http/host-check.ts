import type { NextFunction, Request, Response } from 'express';

import { HEALTH_PATHS } from './health.ts';

export const FOREIGN_HOST_MESSAGE = 'Bu istek bu sitenin adresine gönderilmemiş.';

/** A Host value's name alone (lower case, no port or trailing dot), or null when it is no host. */
export function hostName(host: string | undefined): string | null {
  if (!host) return null;
  try {
    const url = new URL(`http://${host}`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return url.hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
}

/** Refuses a request whose Host is not one of the site's names (docs/product.md#page-cache). */
export function hostCheck(publicUrl: string, allowedHosts: readonly string[]) {
  const names = new Set([new URL(publicUrl).hostname, ...allowedHosts.map(hostName)]);
  names.delete(null);
  return (req: Request, res: Response, next: NextFunction): void => {
    delete req.headers['x-forwarded-host'];
    const name = hostName(req.headers.host);
    if ((name !== null && names.has(name)) || HEALTH_PATHS.has(req.path)) return next();
    res
      .status(400)
      .set('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(FOREIGN_HOST_MESSAGE);
  };
}
