import type { NextFunction, Request, Response } from 'express';

import { OpenCounts } from './open-counts.ts';
import { answerRefusal, type Refusals } from './refusals.ts';

export const BODY_TIMEOUT_MESSAGE =
  'İstek gövdesi zamanında gelmedi. Lütfen bağlantınızı kontrol edip tekrar deneyin.';
export const BODIES_PER_ADDRESS_MESSAGE =
  'Bu adresten aynı anda çok fazla gönderim sürüyor. Lütfen biraz sonra tekrar deneyin.';
export const BODIES_TOTAL_MESSAGE =
  'Sunucu şu anda çok fazla gönderim alıyor. Lütfen biraz sonra tekrar deneyin.';
const RETRY_AFTER_SECONDS = 30;

export type BodyLimits = {
  perAddress: number;
  total: number;
  idleMs: number;
  totalMs: number;
};

/** Caps and deadlines for requests with a body, until it has arrived and been answered. */
export function bodyLimits(limits: BodyLimits, refusals: Refusals) {
  const bodies = new OpenCounts();
  type Entry = { req: Request; release: () => void };
  // Kept per address so that one address at its cap looks only at its own bodies, not at all.
  const open = new Map<string, Set<Entry>>();
  const releaseArrivedIn = (entries: Set<Entry>) => {
    for (const entry of entries) if (entry.req.complete) entry.release();
  };
  const releaseArrived = (address?: string) => {
    if (address !== undefined) {
      const entries = open.get(address);
      if (entries) releaseArrivedIn(entries);
      return;
    }
    for (const entries of open.values()) releaseArrivedIn(entries);
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.complete || !hasBody(req)) return next();
    const address = req.ip ?? 'unknown';
    if (bodies.of(address) >= limits.perAddress) releaseArrived(address);
    if (bodies.total >= limits.total) releaseArrived();
    const mine = bodies.of(address) >= limits.perAddress;
    if (mine || bodies.total >= limits.total) {
      refusals.note(mine ? 'bodies-per-address' : 'bodies-total', req.socket.remoteAddress);
      answerRefusal(
        res,
        mine ? 429 : 503,
        mine ? BODIES_PER_ADDRESS_MESSAGE : BODIES_TOTAL_MESSAGE,
        RETRY_AFTER_SECONDS,
      );
      return;
    }
    const close = bodies.open(address);
    const cut = () => {
      if (req.complete) return;
      if (res.headersSent) {
        req.socket.destroy();
        return;
      }
      refusals.note('body-timeout', req.socket.remoteAddress);
      answerRefusal(res, 408, BODY_TIMEOUT_MESSAGE);
    };
    res.setTimeout(limits.idleMs, () => {
      if (req.complete) req.socket.setTimeout(0);
      else cut();
    });
    const deadline = setTimeout(cut, limits.totalMs);
    deadline.unref();
    const entries = open.get(address) ?? new Set<Entry>();
    open.set(address, entries);
    const entry: Entry = {
      req,
      release: () => {
        clearTimeout(deadline);
        req.socket.off('close', entry.release);
        entries.delete(entry);
        if (entries.size === 0 && open.get(address) === entries) open.delete(address);
        close();
      },
    };
    const release = entry.release;
    entries.add(entry);
    // The socket outlives the request on a kept-alive connection: its listener goes with it.
    res.once('close', () => {
      if (req.complete) release();
      else req.once('end', release);
    });
    req.socket.once('close', release);
    next();
  };
}

function hasBody(req: Request): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0
  );
}
