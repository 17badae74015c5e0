import type { NextFunction, Request, Response } from 'express';

import { OpenCounts } from './open-counts.ts';

export const BODY_TIMEOUT_MESSAGE =
  'İstek gövdesi zamanında gelmedi. Lütfen bağlantınızı kontrol edip tekrar deneyin.';
export const BODIES_PER_ADDRESS_MESSAGE =
  'Bu adresten aynı anda çok fazla gönderim sürüyor. Lütfen biraz sonra tekrar deneyin.';
export const BODIES_TOTAL_MESSAGE =
  'Sunucu şu anda çok fazla gönderim alıyor. Lütfen biraz sonra tekrar deneyin.';
const RETRY_AFTER_SECONDS = 30;

export type BodyLimits = {
  /** Requests with a body in progress at once, per client address (req.ip) and in total. */
  perAddress: number;
  total: number;
  /** Cut after this long without a byte, and this long from the start. */
  idleMs: number;
  totalMs: number;
};

/**
 * Caps and deadlines for requests with a body, counted from their headers until they are
 * answered (a browser's form for milliseconds, a slow upload for as long as it lasts). Each holds
 * its request, and whatever the action allocated for it, until its last byte: past the caps a new
 * one is refused at once (429 for the address, 503 for the server) without reading it, and one
 * that trickles is cut with 408 after `idleMs` of silence or `totalMs` in all
 * (docs/product.md#connection-limits).
 */
export function bodyLimits(limits: BodyLimits) {
  const bodies = new OpenCounts();
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.complete || !hasBody(req)) return next();
    const address = req.ip ?? 'unknown';
    const mine = bodies.of(address) >= limits.perAddress;
    if (mine || bodies.total >= limits.total) {
      answerAndClose(
        req,
        res,
        mine ? 429 : 503,
        mine ? BODIES_PER_ADDRESS_MESSAGE : BODIES_TOTAL_MESSAGE,
        {
          'Retry-After': String(RETRY_AFTER_SECONDS),
        },
      );
      return;
    }
    const close = bodies.open(address);
    const cut = () => {
      if (req.complete) return;
      if (res.headersSent) req.socket.destroy();
      else answerAndClose(req, res, 408, BODY_TIMEOUT_MESSAGE);
    };
    // The socket's inactivity timer, reset by every byte read (or written). Registered on the
    // response so that node keeps the connection when the timer fires after the body is in
    // (a slow action); then only the timer is switched off.
    res.setTimeout(limits.idleMs, () => {
      if (req.complete) req.socket.setTimeout(0);
      else cut();
    });
    const deadline = setTimeout(cut, limits.totalMs);
    deadline.unref();
    res.once('close', () => {
      clearTimeout(deadline);
      close();
    });
    next();
  };
}

/** The answer, then the connection closed: the rest of the body is not worth reading. */
function answerAndClose(
  req: Request,
  res: Response,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res.on('finish', () => req.socket.destroy());
  res
    .status(status)
    .set({ ...headers, Connection: 'close', 'Cache-Control': 'no-store' })
    .type('text/plain; charset=utf-8')
    .send(message);
}

function hasBody(req: Request): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0
  );
}
