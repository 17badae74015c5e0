import type { NextFunction, Request, Response } from 'express';

import { HEALTH_PATHS } from './health.ts';

/** The refusal of a request sent to a name that is not this site's. */
export const FOREIGN_HOST_MESSAGE = 'Bu istek bu sitenin adresine gönderilmemiş.';

/**
 * A Host value's name alone (lower case, without its port or a trailing dot), or null when the
 * value is no host at all: a bad port, a path, user info.
 */
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

/**
 * Refuses, before anything is rendered or stored, a request whose Host is not one of the site's
 * names: the host of PUBLIC_URL and ALLOWED_HOSTS (docs/product.md#page-cache). Otherwise anyone
 * could have pages made for a name of their choosing. The port is not compared: the server
 * answers on one port whatever the visitor writes.
 *
 * X-Forwarded-Host is dropped here, whoever sent it: a proxy in front passes on what the visitor
 * wrote, and Express (req.host) and React Router (the request's URL) would take it for the host.
 * The site's links come from PUBLIC_URL, so nothing needs the forwarded name.
 *
 * The health checks answer whatever the Host: a load balancer or systemd probes them by address.
 */
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
