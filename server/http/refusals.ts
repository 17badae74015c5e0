import type { ServerResponse } from 'node:http';

import type { TrustProxy } from './http-server.ts';

/** What was refused, by the cap or deadline that refused it (docs/product.md#connection-limits). */
export type RefusalKind =
  | 'connections-per-address'
  | 'connections-total'
  | 'penalised-address'
  | 'bodies-per-address'
  | 'bodies-total'
  | 'body-timeout'
  | 'streams-per-address'
  | 'streams-total'
  | 'slow-reader'
  | 'waiting-per-address'
  | 'waiting-total'
  | 'rate-limited';

/** Refusals from one connection address within this window count towards its penalty. */
const PENALTY_WINDOW_MS = 10_000;
const PENALTY_THRESHOLD = 10;
export const PENALTY_MS = 30_000;
const MAX_TRACKED_ADDRESSES = 50_000;

type Tally = { windowStart: number; count: number; penalisedUntil: number };

/** The caps' refusals, counted and logged as one summary line per interval, not a line each. */
export class Refusals {
  private counts = new Map<RefusalKind, number>();
  private readonly tallies = new Map<string, Tally>();

  /** `trustProxy`: the proxies whose connections carry other visitors. */
  constructor(
    private readonly trustProxy: TrustProxy,
    private readonly now: () => number = Date.now,
  ) {}

  note(kind: RefusalKind, connectionAddress: string | undefined): void {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
    if (connectionAddress === undefined || this.trustProxy(connectionAddress, 0)) return;
    const now = this.now();
    let tally = this.tallies.get(connectionAddress);
    if (!tally || now - tally.windowStart > PENALTY_WINDOW_MS) {
      if (!tally && this.tallies.size >= MAX_TRACKED_ADDRESSES) this.forgetOldest();
      tally = { windowStart: now, count: 0, penalisedUntil: tally?.penalisedUntil ?? 0 };
      this.tallies.set(connectionAddress, tally);
    }
    tally.count += 1;
    if (tally.count > PENALTY_THRESHOLD || now < tally.penalisedUntil) {
      tally.penalisedUntil = now + PENALTY_MS;
    }
  }

  recentCount(address: string): number {
    const tally = this.tallies.get(address);
    return tally === undefined || this.now() - tally.windowStart > PENALTY_WINDOW_MS
      ? 0
      : tally.count;
  }

  isPenalised(address: string): boolean {
    const tally = this.tallies.get(address);
    return tally !== undefined && this.now() < tally.penalisedUntil;
  }

  takeCounts(): Partial<Record<RefusalKind, number>> {
    const counts = Object.fromEntries(this.counts);
    this.counts = new Map();
    const now = this.now();
    for (const [address, tally] of this.tallies) {
      if (now - tally.windowStart > PENALTY_WINDOW_MS && now >= tally.penalisedUntil) {
        this.tallies.delete(address);
      }
    }
    return counts;
  }

  private forgetOldest(): void {
    const oldest = this.tallies.keys().next();
    if (!oldest.done) this.tallies.delete(oldest.value);
  }
}

/** A refusal's answer: short plain text, nothing read, the connection closed once it is sent. */
export function answerRefusal(
  res: ServerResponse,
  status: number,
  message: string,
  retryAfterSeconds?: number,
): void {
  const socket = res.socket;
  res.on('finish', () => socket?.destroy());
  refusedResponses.add(res);
  const body = Buffer.from(message, 'utf8');
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
    ...(retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) }),
  });
  res.end(body);
}

const refusedResponses = new WeakSet<ServerResponse>();

export function wasRefused(res: ServerResponse): boolean {
  return refusedResponses.has(res);
}
