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
  /** A 429 of the site's own limits: the forms' rate limit, the sign-in's wait. */
  | 'rate-limited';

/** Refusals from one connection address within this window count towards its penalty. */
const PENALTY_WINDOW_MS = 10_000;
/**
 * More refusals than this within the window, and the address's connections close at accept. A
 * browser is refused a few times at most (a tab past the streams' cap, a form past its limit);
 * every refusal before the penalty costs a request's worth of work, a hundred addresses' worth
 * of them a second of the server's time (docs/decisions/0040-fair-admission.md).
 */
const PENALTY_THRESHOLD = 10;
/** How long its connections are closed at accept; every one closed meanwhile extends it. */
export const PENALTY_MS = 30_000;
/** Addresses remembered at most: past it the oldest entries are forgotten first. */
const MAX_TRACKED_ADDRESSES = 50_000;

type Tally = { windowStart: number; count: number; penalisedUntil: number };

/**
 * The refusals of the caps, counted and written as one summary line per interval instead of a
 * log line each: an attacker who reopens what is refused as fast as he can would otherwise make
 * the server write (and a log collector store) a line for every attempt.
 *
 * An address that keeps being refused is penalised: for PENALTY_MS its new connections are
 * closed when they are accepted, before a parser, a request or an answer is made for them, and
 * each one closed meanwhile extends the penalty. A reconnect storm from one address then costs
 * an accept and a close per attempt. The penalty applies to connection addresses only: a trusted
 * proxy carries other visitors and is never penalised.
 */
export class Refusals {
  private counts = new Map<RefusalKind, number>();
  private readonly tallies = new Map<string, Tally>();

  /** `trustProxy`: the proxies whose connections carry other visitors (Express's compiled setting). */
  constructor(
    private readonly trustProxy: TrustProxy,
    private readonly now: () => number = Date.now,
  ) {}

  /** One refusal of a request or connection that came from `connectionAddress`. */
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

  /** How many times `address` was refused within the current penalty window. */
  recentCount(address: string): number {
    const tally = this.tallies.get(address);
    return tally === undefined || this.now() - tally.windowStart > PENALTY_WINDOW_MS
      ? 0
      : tally.count;
  }

  /** Whether a new connection from `address` is closed at accept. */
  isPenalised(address: string): boolean {
    const tally = this.tallies.get(address);
    return tally !== undefined && this.now() < tally.penalisedUntil;
  }

  /** The counts since the last call, by kind (empty when nothing was refused); old tallies go. */
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

/**
 * A refusal's answer: a short plain text, nothing rendered or read, and the connection closed
 * once it is sent (the rest of a body is not worth reading).
 */
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

/** Whether `res` was a refusal: the request log leaves it to the interval's summary. */
export function wasRefused(res: ServerResponse): boolean {
  return refusedResponses.has(res);
}
