import type { NextFunction, Request, Response } from 'express';

import type { ChangeEvent } from '#app/server/live/change-feed.server.ts';
import { submissionKeyOf } from '#app/server/submissions/submission-key.server.ts';

import { canonicalSearch, isPlainPath } from './canonical-query.ts';
import { compressPage, gzipPage, plainPage, type CompressedPage } from './gzip-parts.ts';
import { collectPage, notModified, pageEtag } from './html-etag.ts';

/*
 * Rendered pages for first-time visitors, kept in memory (docs/product.md#page-cache): rendering
 * React for every request would not reach the throughput target
 * (docs/decisions/0010-paint-before-scripts.md).
 *
 * Only requests without any cookie are served from here or stored: a cookie may carry a flash
 * message or a moderator's session, which change the page. A page is the same for every such
 * visitor except for its CSP nonce and the one-time submission key derived from it, so the stored
 * copy is cut at both and each answer gets its own (docs/decisions/0029-page-cache-and-submission-keys.md). Approving, unpublishing or deleting a story or comment empties the cache at once, on
 * every machine (the change feed); a page is also never older than `maxAgeMs`, which bounds
 * what an event lost while a PostgreSQL connection reconnects could leave behind.
 *
 * A browser that takes gzip gets the copy compressed when it was stored (server/http/gzip-parts.ts),
 * so a stored page costs no compression per answer.
 *
 * Visitors who ask for a page while it is being rendered for the cache wait for that render
 * instead of starting their own. Otherwise a busy page that aged out, or every busy page after
 * an approval emptied the cache, would be rendered once for each visitor who asked during the
 * first render, and those renders would all compete for the same cores. Only addresses that have
 * already given a page to keep are waited for: an event stream or a JSON answer at the same
 * address as another visitor's must start at once.
 */

/** The headers of a page that are the same for every first-time visitor, kept with it. */
const KEPT_HEADERS = ['Content-Type', 'Cache-Control', 'Link'] as const;

type KeptHeaders = Partial<Record<(typeof KEPT_HEADERS)[number], string>>;

type Entry = {
  /** The page cut at its nonce, encoded and compressed once: joined with a fresh one for each answer. */
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
  /** How long a visitor waits for someone else's render of a page before rendering it too. */
  renderWaitMs?: number;
  now?: () => number;
};

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  /** Pages being rendered to be stored: each settles when its answer is over. */
  private readonly rendering = new Map<string, Promise<void>>();
  /** Addresses that have given a page to keep, most recent last, as many as `maxEntries`. */
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

  /** Stores a page; gives its ETag, or undefined when the page was not kept. */
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

  /**
   * When a render of this page for the cache is under way: a promise that settles once it is over,
   * or after `renderWaitMs` at the latest.
   */
  renderUnderWay(key: string): Promise<void> | undefined {
    const render = this.rendering.get(key);
    if (!render) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.renderWaitMs);
    });
    return Promise.race([render, waited]).finally(() => clearTimeout(timer));
  }

  /**
   * Notes that this page is being rendered for the cache, if its address has given a page to keep
   * before; gives what to call when the answer is over.
   */
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

  /** A change feed listener: anything the public pages show empties the cache. */
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

/** The values put into every answer of a stored page: its nonce and its submission key. */
function answerValues(nonce: string): Buffer[] {
  return [Buffer.from(nonce), Buffer.from(submissionKeyOf(nonce))];
}

/**
 * A page cut at the values of its answer (`answerValues`), and which one stood in each cut. Both
 * are base64 text: neither can hold the other, and neither needs escaping but for the regex.
 */
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

/** A request any first-time visitor could have made: the page does not depend on who asks. */
function isShared(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.headers.cookie;
}

/**
 * The page's key: its path and query, when both are spelled as the site's own links spell them;
 * otherwise null, and the page is rendered but neither served from here nor stored. The router
 * would match `/BLOG`, `/blog/` or `/%62log` too, and each such spelling (or a query the page does
 * not read: server/http/canonical-query.ts redirects those) would push a real page out. The host
 * is not in the key: pages take their links from PUBLIC_URL, and server/http/host-check.ts has
 * refused every other name before this runs.
 */
function cacheKey(req: Request): string | null {
  const start = req.originalUrl.indexOf('?');
  const path = start === -1 ? req.originalUrl : req.originalUrl.slice(0, start);
  const query = start === -1 ? '' : req.originalUrl.slice(start);
  if (!isPlainPath(path)) return null;
  if (query && canonicalSearch(path, new URLSearchParams(query)) !== query) return null;
  return path + query;
}

/**
 * Answers a first-time visitor's request for a stored page before the rest of the app runs.
 * What lies between (health checks, the moderation area's guards, compression, static files,
 * the ETag middleware) never applies to a stored page or is done here: a stored page is always
 * a public page, it comes compressed, and its tag is known. That middleware was most of the
 * server's time for such an answer. Anything else, and a client that takes only brotli, goes on.
 */
export function storedPageMiddleware(cache: PageCache) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const key = isShared(req) ? cacheKey(req) : null;
    if (key === null || !answerFromCache(cache, key, req, res, { beforeCompression: true })) next();
  };
}

/**
 * Stores new pages, and answers a visitor who waited for someone else's render of one. Sends
 * `res.locals.wholeDocument` to tell the renderer to send the finished document rather than
 * stream it, since the stored copy serves many.
 */
export function pageCacheMiddleware(cache: PageCache) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const key = isShared(req) ? cacheKey(req) : null;
    if (key === null) return next();
    if (answerFromCache(cache, key, req, res, { beforeCompression: false })) return;
    const underWay = cache.renderUnderWay(key);
    if (!underWay) return renderAndStore(cache, key, req, res, next);
    void underWay.then(() => {
      // A render that stored nothing (an error page, a change during the render, a visitor who
      // left) leaves each waiting visitor to render the page for themselves.
      if (!answerFromCache(cache, key, req, res, { beforeCompression: false })) {
        renderAndStore(cache, key, req, res, next);
      }
    });
  };
}

/**
 * Answers with the stored page, with this answer's nonce in it; false when none is stored. A
 * client that takes brotli but not gzip gets the page as it is, for the compression middleware to
 * encode, so in front of that middleware it is not answered here either.
 */
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

/** Lets the renderer answer, and stores what it sends if it can serve every first-time visitor. */
function renderAndStore(
  cache: PageCache,
  key: string,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  // An answer to HEAD has no body to keep.
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
