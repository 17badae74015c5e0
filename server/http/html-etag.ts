import { createHash } from 'node:crypto';

import type { NextFunction, Request, Response } from 'express';

import { submissionKeyOf } from '#app/server/submissions/submission-key.server.ts';

type Chunk = string | Buffer | Uint8Array;

// A Buffer handed to write() is not changed afterwards (as for any Node stream), so it is kept
// as it is; copying a whole page on every answer showed up in the bench's profile.
function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding);
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
}

/** Whether the answer being written is a page: 200 and HTML. */
export function isPage(res: Response): boolean {
  return (
    res.statusCode === 200 && String(res.getHeader('Content-Type') ?? '').startsWith('text/html')
  );
}

/**
 * Collects a page answer whole instead of streaming it, and hands it to `onPage` once written;
 * `onPage` ends the response itself with `end`. Other answers (event streams, JSON, files, error
 * statuses) pass through untouched.
 */
export function collectPage(
  res: Response,
  onPage: (body: Buffer, end: (body?: Buffer) => Response) => Response,
): void {
  const write = res.write.bind(res) as (chunk: Chunk, encoding?: BufferEncoding) => boolean;
  const end = res.end.bind(res) as (chunk?: Chunk, encoding?: BufferEncoding) => Response;
  let chunks: Buffer[] | null = [];
  /** The buffer while this answer is a page being collected, otherwise null. */
  const buffer = (): Buffer[] | null => (isPage(res) ? chunks : null);

  // NOTE: Express's write/end have several overloads; only (chunk, encoding?, callback?) occurs.
  res.write = ((chunk: Chunk, encoding?: BufferEncoding | (() => void), callback?: () => void) => {
    const cb = typeof encoding === 'function' ? encoding : callback;
    const enc = typeof encoding === 'string' ? encoding : undefined;
    const pending = buffer();
    if (!pending) return write(chunk, enc);
    pending.push(toBuffer(chunk, enc));
    cb?.();
    return true;
  }) as Response['write'];

  res.end = ((chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void)) => {
    const data = typeof chunk === 'function' ? undefined : chunk;
    const enc = typeof encoding === 'string' ? encoding : undefined;
    const pending = buffer();
    if (!pending) return end(data as Chunk, enc);
    if (data) pending.push(toBuffer(data, enc));
    // A page from the page cache arrives in one piece: no need to copy it again.
    const [only] = pending;
    const body = pending.length === 1 && only ? only : Buffer.concat(pending);
    chunks = null;
    return onPage(body, (final) => end(final));
  }) as Response['end'];
}

/**
 * A page's weak ETag: the hash of its HTML without its nonce and the submission key derived from
 * it, so each answer of it agrees.
 */
export function pageEtag(html: Buffer | string, nonce: string): string {
  const hashed = nonce
    ? html.toString().replaceAll(nonce, '').replaceAll(submissionKeyOf(nonce), '')
    : html;
  return `W/"${createHash('sha1').update(hashed).digest('base64url')}"`;
}

/**
 * Gives a page answer its validator: the ETag, and `no-cache` when the page names no
 * Cache-Control of its own. When the browser already holds that version, the answer becomes a
 * 304 and true is returned: the caller ends it without a body. A 304 sends no new CSP header,
 * so the cached page keeps the policy that matches its own nonce, and names no encoding.
 */
export function notModified(req: Request, res: Response, tag: string): boolean {
  res.setHeader('ETag', tag);
  if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
  if (req.headers['if-none-match'] !== tag) return false;
  res.statusCode = 304;
  res.removeHeader('Content-Security-Policy');
  res.removeHeader('Content-Type');
  res.removeHeader('Content-Encoding');
  res.removeHeader('Content-Length');
  return true;
}

/**
 * Validators for pages: a successful HTML answer is given a weak ETag and answered 304 when the
 * browser already has it. Every page carries a fresh CSP nonce, so the hash leaves the nonce
 * out.
 */
export function htmlEtag(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  collectPage(res, (body, end) => {
    // A private page (the moderation area) says no-store: it gets no validator either.
    if (String(res.getHeader('Cache-Control') ?? '').includes('no-store')) return end(body);
    // A page from the page cache comes with its tag, computed once when it was stored.
    const tag = res.locals.pageEtag ?? pageEtag(body, res.locals.cspNonce);
    return notModified(req, res, tag) ? end() : end(body);
  });
  next();
}
