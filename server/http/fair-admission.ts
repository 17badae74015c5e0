import type { NextFunction, Request, Response } from 'express';

import { answerRefusal, type Refusals } from './refusals.ts';

export const WAITING_PER_ADDRESS_MESSAGE =
  'Bu adresten aynı anda çok fazla istek bekliyor. Lütfen biraz sonra tekrar deneyin.';
export const WAITING_TOTAL_MESSAGE =
  'Sunucu şu anda çok fazla istek alıyor. Lütfen biraz sonra tekrar deneyin.';
const RETRY_AFTER_SECONDS = 10;

export type AdmissionLimits = {
  perTurn: number;
  waitingPerAddress: number;
  waitingTotal: number;
};

type Waiting = { req: Request; res: Response; next: NextFunction };

/** Lets requests into the renderer a few per turn, one address after another (decision 0040). */
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

  private nextAddress(): [string, Waiting[]] | undefined {
    let first: [string, Waiting[]] | undefined;
    for (const entry of this.queues) {
      first ??= entry;
      const connection = entry[1][0]?.req.socket.remoteAddress;
      if (connection !== undefined && this.refusals.recentCount(connection) === 0) return entry;
    }
    return first;
  }

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
