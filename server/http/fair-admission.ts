import type { NextFunction, Request, Response } from 'express';

import { answerRefusal, type Refusals } from './refusals.ts';

export const WAITING_PER_ADDRESS_MESSAGE =
  'Bu adresten aynı anda çok fazla istek bekliyor. Lütfen biraz sonra tekrar deneyin.';
export const WAITING_TOTAL_MESSAGE =
  'Sunucu şu anda çok fazla istek alıyor. Lütfen biraz sonra tekrar deneyin.';
const RETRY_AFTER_SECONDS = 10;

export type AdmissionLimits = {
  /** Requests let into the renderer per turn. */
  perTurn: number;
  /** Requests waiting for their turn, per client address (req.ip) and in total. */
  waitingPerAddress: number;
  waitingTotal: number;
};

type Waiting = { req: Request; res: Response; next: NextFunction };

/**
 * Lets requests into the renderer a few per turn, one address after another, and rests between
 * turns while connections wait to be accepted.
 *
 * Node (libuv ≥ 1.45) accepts one connection per turn of its event loop, and the kernel's queue
 * of connections not yet accepted is first come, first served. Under a flood of new connections
 * the queue is full of the attacker's, and a visitor's connection waits behind every one of them:
 * as long as each turn of the loop renders what the previous connection asked for, a page that
 * takes microseconds to answer (a stored page, /healthz) waits seconds before it is accepted. So
 * while connections are being accepted, the renderer's turn is followed by a rest as long as the
 * turn itself, in which the loop does nothing but accept, read and refuse: at most half the time
 * goes to renders and the queue is drained at the rate of cheap work. With no connection waiting
 * (a visitor's browser on a kept connection, a benchmark) there is no rest.
 *
 * Waiting costs no slot (a slow upload that was let in holds nothing here); past the caps a
 * request is refused at once (429 for the address, 503 for the server), which counts towards the
 * address's penalty, and a waiting request of an address penalised meanwhile is dropped
 * (docs/decisions/0040-fair-admission.md).
 */
export class FairAdmission {
  // Addresses in the order of their next turn: one taken from the front goes to the back.
  private readonly queues = new Map<string, Waiting[]>();
  private waiting = 0;
  private admitted = 0;
  private turnBegan = 0;
  private turnOpen = false;
  private accepted = false;
  private restUntil = 0;
  private turnScheduled = false;

  constructor(
    private readonly limits: AdmissionLimits,
    private readonly refusals: Refusals,
  ) {}

  /** The HTTP server calls this for every connection it accepts. */
  connectionAccepted(): void {
    this.accepted = true;
  }

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    const now = performance.now();
    if (this.waiting === 0 && this.mayAdmit(now)) {
      this.admit(now, next);
      return;
    }
    const address = req.ip ?? 'unknown';
    const queue = this.queues.get(address);
    const mine = (queue?.length ?? 0) >= this.limits.waitingPerAddress;
    if (mine || this.waiting >= this.limits.waitingTotal) {
      this.refusals.note(mine ? 'waiting-per-address' : 'waiting-total', req.socket.remoteAddress);
      answerRefusal(
        res,
        mine ? 429 : 503,
        mine ? WAITING_PER_ADDRESS_MESSAGE : WAITING_TOTAL_MESSAGE,
        RETRY_AFTER_SECONDS,
      );
      return;
    }
    if (queue) queue.push({ req, res, next });
    else this.queues.set(address, [{ req, res, next }]);
    this.waiting += 1;
    this.scheduleTurn(now);
  };

  private mayAdmit(now: number): boolean {
    return this.turnOpen ? this.admitted < this.limits.perTurn : now >= this.restUntil;
  }

  private admit(now: number, next: NextFunction): void {
    if (!this.turnOpen) {
      this.turnOpen = true;
      this.turnBegan = now;
      this.admitted = 0;
      this.accepted = false;
      // After this turn's I/O: what was let in has run its first, synchronous part.
      setImmediate(this.closeTurn);
    }
    this.admitted += 1;
    next();
  }

  private readonly closeTurn = (): void => {
    this.turnOpen = false;
    const now = performance.now();
    this.restUntil = this.accepted ? now + (now - this.turnBegan) : now;
    if (this.waiting > 0) this.scheduleTurn(now);
  };

  private scheduleTurn(now: number): void {
    if (this.turnScheduled || this.turnOpen) return;
    this.turnScheduled = true;
    // Without a rest, the next turn of the loop: a timer would wait at least a millisecond.
    if (now >= this.restUntil) setImmediate(this.turnFromQueue);
    else setTimeout(this.turnFromQueue, this.restUntil - now);
  }

  private readonly turnFromQueue = (): void => {
    this.turnScheduled = false;
    const now = performance.now();
    while (this.waiting > 0 && this.mayAdmit(now)) {
      const next = this.nextAddress();
      if (next === undefined) break;
      const [address, queue] = next;
      const item = queue.shift();
      this.queues.delete(address);
      if (queue.length > 0) this.queues.set(address, queue);
      this.waiting -= 1;
      if (!item || !this.stillWanted(item)) continue;
      this.admit(now, item.next);
    }
    if (this.waiting > 0) this.scheduleTurn(now);
  };

  /**
   * The first address in turn order that nothing was refused to lately, or else the first: a
   * visitor's request goes ahead of those of addresses that keep hitting the caps.
   */
  private nextAddress(): [string, Waiting[]] | undefined {
    let first: [string, Waiting[]] | undefined;
    for (const entry of this.queues) {
      first ??= entry;
      const connection = entry[1][0]?.req.socket.remoteAddress;
      if (connection !== undefined && this.refusals.recentCount(connection) === 0) return entry;
    }
    return first;
  }

  /** A client that gave up, or whose address was penalised, while waiting is passed over. */
  private stillWanted({ req, res }: Waiting): boolean {
    if (res.writableEnded || req.socket.destroyed) return false;
    const address = req.socket.remoteAddress;
    if (address !== undefined && this.refusals.isPenalised(address)) {
      req.socket.destroy();
      return false;
    }
    return true;
  }
}
