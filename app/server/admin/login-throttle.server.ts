import ipaddr from 'ipaddr.js';

import type { Executor } from '#app/db/client.server.ts';
import {
  CounterPruner,
  countEvent,
  countWhenDue,
  forgetCounters,
  readCounter,
} from '#app/db/rate-counters.server.ts';

/** docs/product.md#login-lockout */
export const LOGIN_SLOWDOWN = {
  /** Failures that cost no wait. */
  freeFailures: 3,
  /** The wait after the first failure past the free ones; it doubles with each further one. */
  firstDelayMs: 1_000,
  maxDelayMs: 5 * 60_000,
  /** Failures are forgotten this long after the last one. */
  memoryMs: 24 * 60 * 60_000,
} as const;

/** The wait after `failures` failed logins: none for the free ones, then 1 s doubling to 5 min. */
export function failureDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_SLOWDOWN;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(failures - freeFailures, 30));
}

/**
 * How long an address waits after its last attempt before the next one on an account. An
 * address without failures never waits, however many failures the account has from elsewhere,
 * so nobody can lock the coach out; an address with failures also waits by the account's
 * count, so a guesser spread over many addresses gets about one free try per address
 * (docs/decisions/0028-login-slow-down-shared-counts.md).
 */
export function loginWaitMs(addressFailures: number, accountFailures: number): number {
  if (addressFailures === 0) return 0;
  return Math.max(failureDelayMs(addressFailures), failureDelayMs(accountFailures));
}

/** The address's waits by its failure count, up to the first that reaches the longest. */
const ADDRESS_WAITS: readonly number[] = (() => {
  const waits = [failureDelayMs(0)];
  while (failureDelayMs(waits.length - 1) < LOGIN_SLOWDOWN.maxDelayMs) {
    waits.push(failureDelayMs(waits.length));
  }
  return waits;
})();

export type LoginGate = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * What counts as one address for the slow-down: an IPv6 /64, which a provider gives one customer
 * whole (counted address by address, it would give a guesser endless clean addresses); an
 * IPv4-mapped address as the IPv4 address it is.
 */
export function addressBlock(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}

/**
 * Failed logins per client address and per account, in the database so that every instance
 * counts them together. An attempt is counted as a failure before the password is checked, so a
 * burst of parallel guesses cannot slip past the wait; a successful one forgets both counts.
 */
export class LoginThrottle {
  private readonly pruner: CounterPruner;

  constructor(private readonly db: Executor) {
    this.pruner = new CounterPruner(db);
  }

  /** Counts the attempt, or the time left to wait (then nothing is counted). */
  async reserve(address: string, account: string, now = Date.now()): Promise<LoginGate> {
    const { memoryMs } = LOGIN_SLOWDOWN;
    const accountKey = `login-account:${account}`;
    const addressKey = `login-address:${addressBlock(address)}`;
    await this.pruner.maybePrune(now);
    const accountFailures = (await readCounter(this.db, accountKey, now))?.count ?? 0;
    const paced = {
      waits: ADDRESS_WAITS,
      alsoWaitMs: failureDelayMs(accountFailures),
      keepMs: memoryMs,
    };
    if (!(await countWhenDue(this.db, addressKey, paced, now))) {
      const counted = await readCounter(this.db, addressKey, now);
      const until = counted ? counted.lastAt + loginWaitMs(counted.count, accountFailures) : now;
      return { ok: false, retryAfterMs: Math.max(until - now, 1_000) };
    }
    await countEvent(this.db, accountKey, memoryMs, now);
    return { ok: true };
  }

  /** The reserved attempt signed in: the address and the account start afresh. */
  async succeeded(address: string, account: string): Promise<void> {
    await forgetCounters(this.db, [
      `login-address:${addressBlock(address)}`,
      `login-account:${account}`,
    ]);
  }
}
