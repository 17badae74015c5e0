import { createHash } from 'node:crypto';

import type { NextFunction, Request, Response } from 'express';

import { submissionKeyOf } from '#app/server/submissions/submission-key.server.ts';

type Chunk = string | Buffer | Uint8Array;

// A Buffer handed to write() is not changed afterwards (as for any Node stream).
function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding);
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
}

export function isPage(res: Response): boolean {
  return (
    res.statusCode === 200 && String(res.getHeader('Content-Type') ?? '').startsWith('text/html')
  );
}

/** Collects a page answer whole instead of streaming it, and hands it to `onPage` once written. */
export function collectPage(
  res: Response,
  onPage: (body: Buffer, end: (body?: Buffer) => Response) => Response,
): void {
  const write = res.write.bind(res) as (chunk: Chunk, encoding?: BufferEncoding) => boolean;
  const end = res.end.bind(res) as (chunk?: Chunk, encoding?: BufferEncoding) => Response;
  let chunks: Buffer[] | null = [];
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
    const [only] = pending;
    const body = pending.length === 1 && only ? only : Buffer.concat(pending);
    chunks = null;
    return onPage(body, (final) => end(final));
  }) as Response['end'];
}

/** A page's weak ETag: its HTML's hash without its nonce and submission key. */
export function pageEtag(html: Buffer | string, nonce: string): string {
  const hashed = nonce
    ? html.toString().replaceAll(nonce, '').replaceAll(submissionKeyOf(nonce), '')
    : html;
  return `W/"${createHash('sha1').update(hashed).digest('base64url')}"`;
}

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

/** A successful HTML answer gets a weak ETag and a 304 when the browser already has it. */
export function htmlEtag(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  collectPage(res, (body, end) => {
    // A private page (the admin) says no-store: it gets no validator either.
    if (String(res.getHeader('Cache-Control') ?? '').includes('no-store')) return end(body);
    const tag = res.locals.pageEtag ?? pageEtag(body, res.locals.cspNonce);
    return notModified(req, res, tag) ? end() : end(body);
  });
  next();
}
