import type { NextFunction, Request, Response } from 'express';

import type { ChangeEvent } from '#app/server/live/change-feed.server.ts';
import { submissionKeyOf } from '#app/server/submissions/submission-key.server.ts';

import { canonicalSearch, isPlainPath } from './canonical-query.ts';
import { compressPage, gzipPage, plainPage, type CompressedPage } from './gzip-parts.ts';
import { collectPage, notModified, pageEtag } from './html-etag.ts';

/** Rendered pages for first-time visitors, kept in memory (docs/product.md#page-cache). */

const KEPT_HEADERS = ['Content-Type', 'Cache-Control', 'Link'] as const;

type KeptHeaders = Partial<Record<(typeof KEPT_HEADERS)[number], string>>;

type Entry = {
  /** The page cut at its nonce, compressed once, joined with a fresh nonce for each answer. */
  page: CompressedPage;
  etag: string;
  headers: KeptHeaders;
  storedAt: number;
  bytes: number;
};

export type PageCacheOptions = {
  maxEntries?: number;
  maxBytes?: number;
  maxAgeMs?: number;
  renderWaitMs?: number;
  now?: () => number;
};

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<void>>();
  private readonly pageKeys = new Set<string>();
  private bytes = 0;
  /** Changes whenever the cache is emptied, so a page rendered before a change is not stored. */
  private generationValue = 0;
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly maxAgeMs: number;
  private readonly renderWaitMs: number;
  private readonly now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.renderWaitMs = options.renderWaitMs ?? 5_000;
    this.now = options.now ?? Date.now;
  }

  get generation(): number {
    return this.generationValue;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.maxAgeMs) {
      this.delete(key);
      return undefined;
    }
    // Least recently used goes first when room is needed: move this one to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(
    key: string,
    generation: number,
    page: { html: string; nonce: string; headers: KeptHeaders },
  ): string | undefined {
    if (generation !== this.generationValue) return undefined;
    if (Buffer.byteLength(page.html) > this.maxBytes) return undefined;
    this.delete(key);
    const { parts, holes } = cutAtValues(page.html, page.nonce);
    const compressed = compressPage(
      parts.map((part) => Buffer.from(part)),
      Buffer.byteLength(page.nonce),
      holes,
    );
    const bytes = compressed.parts.reduce(
      (sum, part) => sum + part.raw.length + part.deflated.length,
      0,
    );
    if (bytes > this.maxBytes) return undefined;
    const etag = pageEtag(page.html, page.nonce);
    this.entries.set(key, {
      page: compressed,
      etag,
      headers: page.headers,
      storedAt: this.now(),
      bytes,
    });
    this.bytes += bytes;
    this.pageKeys.delete(key);
    this.pageKeys.add(key);
    for (const oldest of this.pageKeys) {
      if (this.pageKeys.size <= this.maxEntries) break;
      this.pageKeys.delete(oldest);
    }
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    return etag;
  }

  renderUnderWay(key: string): Promise<void> | undefined {
    const render = this.rendering.get(key);
    if (!render) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.renderWaitMs);
    });
    return Promise.race([render, waited]).finally(() => clearTimeout(timer));
  }

  /** Notes a render for the cache of an address that gave a page before; gives what ends it. */
  startRender(key: string): () => void {
    let over = (): void => {};
    if (!this.pageKeys.has(key)) return over;
    const render = new Promise<void>((resolve) => (over = resolve));
    this.rendering.set(key, render);
    return () => {
      if (this.rendering.get(key) === render) this.rendering.delete(key);
      over();
    };
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generationValue += 1;
  }

  onChange = (event: ChangeEvent): void => {
    // A new submission waits for approval and changes no page.
    if (event.op === 'insert' && !event.approved) return;
    this.clear();
  };

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}

function answerValues(nonce: string): Buffer[] {
  return [Buffer.from(nonce), Buffer.from(submissionKeyOf(nonce))];
}

function cutAtValues(html: string, nonce: string): { parts: string[]; holes: number[] } {
  if (!nonce) return { parts: [html], holes: [] };
  const values = [nonce, submissionKeyOf(nonce)];
  const pattern = new RegExp(values.map((value) => value.replace(/[+/=]/g, '\\$&')).join('|'), 'g');
  const parts: string[] = [];
  const holes: number[] = [];
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    parts.push(html.slice(last, match.index));
    holes.push(values.indexOf(match[0]));
    last = match.index + match[0].length;
  }
  parts.push(html.slice(last));
  return { parts, holes };
}

function isShared(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.headers.cookie;
}

function cacheKey(req: Request): string | null {
  const start = req.originalUrl.indexOf('?');
  const path = start === -1 ? req.originalUrl : req.originalUrl.slice(0, start);
  const query = start === -1 ? '' : req.originalUrl.slice(start);
  if (!isPlainPath(path)) return null;
  if (query && canonicalSearch(path, new URLSearchParams(query)) !== query) return null;
  return path + query;
}

/** Answers a first-time visitor's request for a stored page before the rest of the app runs. */
export function storedPageMiddleware(cache: PageCache) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const key = isShared(req) ? cacheKey(req) : null;
    if (key === null || !answerFromCache(cache, key, req, res, { beforeCompression: true })) next();
  };
}

/** Stores new pages, and answers a visitor who waited for someone else's render of one. */
export function pageCacheMiddleware(cache: PageCache) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const key = isShared(req) ? cacheKey(req) : null;
    if (key === null) return next();
    if (answerFromCache(cache, key, req, res, { beforeCompression: false })) return;
    const underWay = cache.renderUnderWay(key);
    if (!underWay) return renderAndStore(cache, key, req, res, next);
    void underWay.then(() => {
      // A render that stored nothing leaves each waiting visitor to render the page itself.
      if (!answerFromCache(cache, key, req, res, { beforeCompression: false })) {
        renderAndStore(cache, key, req, res, next);
      }
    });
  };
}

function answerFromCache(
  cache: PageCache,
  key: string,
  req: Request,
  res: Response,
  { beforeCompression }: { beforeCompression: boolean },
): boolean {
  const hit = cache.get(key);
  if (!hit) return false;
  const gzip = Boolean(req.acceptsEncodings('gzip'));
  if (!gzip && beforeCompression && req.acceptsEncodings('br')) return false;
  const values = answerValues(res.locals.cspNonce);
  res.statusCode = 200;
  for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
  res.locals.pageEtag = hit.etag;
  res.vary('Accept-Encoding');
  if (notModified(req, res, hit.etag)) {
    res.end();
    return true;
  }
  const gzipped = gzip ? gzipPage(hit.page, ...values) : undefined;
  if (gzipped) res.setHeader('Content-Encoding', 'gzip');
  const pieces = gzipped ?? plainPage(hit.page, ...values);
  res.setHeader(
    'Content-Length',
    pieces.reduce((sum, piece) => sum + piece.length, 0),
  );
  // Corked, the pieces leave in one write of the socket, without being joined first.
  res.cork();
  for (const piece of pieces) res.write(piece);
  res.end();
  res.uncork();
  return true;
}

function renderAndStore(
  cache: PageCache,
  key: string,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  if (req.method !== 'GET') return next();
  const nonce = res.locals.cspNonce;
  res.locals.wholeDocument = true;
  const generation = cache.generation;
  // 'close' comes after the page was stored, and also when the visitor leaves before the end.
  res.once('close', cache.startRender(key));
  collectPage(res, (body, end) => {
    const headers: KeptHeaders = {};
    for (const name of KEPT_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    if (!res.getHeader('Set-Cookie') && !headers['Cache-Control']?.includes('no-store')) {
      // htmlEtag, which ends this answer, takes the tag computed here instead of hashing again.
      res.locals.pageEtag = cache.set(key, generation, {
        html: body.toString('utf8'),
        nonce,
        headers,
      });
    }
    return end(body);
  });
  next();
}
