import type { NextFunction, Request, Response } from 'express';

import { BOOKING_PATH } from '#app/data/page-paths.ts';

import { isAdminPath } from './origin-check.ts';

/** The query parameters a public page reads, with the values it tells apart. */
const PAGE_QUERIES: Readonly<Record<string, Readonly<Record<string, readonly string[] | RegExp>>>> =
  {
    [BOOKING_PATH]: { type: ['yuz-yuze', 'online'], gun: /^\d{4}-\d{2}-\d{2}$/ },
  };

const PLAIN_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

export function isPlainPath(path: string): boolean {
  return PLAIN_PATH.test(path);
}

/** The query a page's own address keeps: its parameters, once each, in the table's order. */
export function canonicalSearch(path: string, search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const [name, values] of Object.entries(PAGE_QUERIES[path] ?? {})) {
    const value = search.get(name);
    if (value === null) continue;
    if (values instanceof RegExp ? values.test(value) : values.includes(value)) {
      kept.set(name, value);
    }
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** Sends a request for a public page with a query the page does not read. */
export function canonicalQuery() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const start = req.originalUrl.indexOf('?');
    if (start === -1 || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const path = req.originalUrl.slice(0, start);
    if (!isPlainPath(path) || isAdminPath(path)) return next();
    const query = req.originalUrl.slice(start);
    const canonical = canonicalSearch(path, new URLSearchParams(query));
    if (query === canonical) return next();
    res.redirect(301, `${path}${canonical}`);
  };
}
