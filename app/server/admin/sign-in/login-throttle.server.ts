import ipaddr from 'ipaddr.js';

import type { Executor } from '#app/db/client.server.ts';
import { CounterPruner, type RateCounters } from '#app/db/rate-counters.server.ts';

/** docs/product.md#login-lockout */
export const LOGIN_SLOWDOWN = {
  freeFailures: 3,
  /** The wait after the first failure past the free ones; it doubles with each further one. */
  firstDelayMs: 1_000,
  maxDelayMs: 5 * 60_000,
  memoryMs: 24 * 60 * 60_000,
} as const;

export function failureDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_SLOWDOWN;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(failures - freeFailures, 30));
}

// By the address's own failures and, once it has one, the account's too
// (docs/decisions/0028-login-slow-down-shared-counts.md); unknown browsers: see `reserveSignIn`.
export function loginWaitMs(addressFailures: number, accountFailures: number): number {
  if (addressFailures === 0) return 0;
  return Math.max(failureDelayMs(addressFailures), failureDelayMs(accountFailures));
}

const ADDRESS_WAITS: readonly number[] = (() => {
  const waits = [failureDelayMs(0)];
  while (failureDelayMs(waits.length - 1) < LOGIN_SLOWDOWN.maxDelayMs) {
    waits.push(failureDelayMs(waits.length));
  }
  return waits;
})();

export type LoginGate = { ok: true } | { ok: false; retryAfterMs: number };

/** An IPv6 /64, which one customer gets whole; IPv4-mapped as IPv4. */
export function addressBlock(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}

/** 0 too when a parallel attempt stamped a `now` slightly later than this one's. */
function waitLeft(counted: { count: number; lastAt: number } | null, waitMs: number, now: number) {
  return counted && waitMs > 0 ? Math.max(counted.lastAt + waitMs - now, 0) : 0;
}

const refusal = (waitMs: number): LoginGate => ({
  ok: false,
  retryAfterMs: Math.max(waitMs, 1_000),
});

/** Counted before the password is checked, so parallel guesses cannot slip past the wait. */
export class LoginThrottle {
  private readonly pruner: CounterPruner;

  constructor(
    private readonly db: Executor,
    private readonly counters: RateCounters,
  ) {
    this.pruner = new CounterPruner(db);
  }

  /** Counts the attempt, or the time left to wait (then nothing is counted). */
  async reserve(address: string, account: string, now = Date.now()): Promise<LoginGate> {
    const { memoryMs } = LOGIN_SLOWDOWN;
    const accountKey = `login-account:${account}`;
    const addressKey = `login-address:${addressBlock(address)}`;
    await this.pruner.maybePrune(now);
    const accountFailures = (await this.counters.read(this.db, accountKey, now))?.count ?? 0;
    const paced = {
      waits: ADDRESS_WAITS,
      alsoWaitMs: failureDelayMs(accountFailures),
      keepMs: memoryMs,
    };
    if (!(await this.counters.countWhenDue(this.db, addressKey, paced, now))) {
      const counted = await this.counters.read(this.db, addressKey, now);
      return refusal(waitLeft(counted, loginWaitMs(counted?.count ?? 0, accountFailures), now));
    }
    await this.counters.countEvent(this.db, accountKey, memoryMs, now);
    return { ok: true };
  }

  /** A refusal is decided on reads alone, so refusals write nothing (docs/decisions/0036). */
  async reserveSignIn(
    address: string,
    account: string,
    device: string | null,
    now = Date.now(),
  ): Promise<LoginGate> {
    const { memoryMs } = LOGIN_SLOWDOWN;
    await this.pruner.maybePrune(now);
    const paced = { waits: ADDRESS_WAITS, alsoWaitMs: 0, keepMs: memoryMs };
    if (device) {
      const deviceKey = `login-device:${device}`;
      if (await this.counters.countWhenDue(this.db, deviceKey, paced, now)) return { ok: true };
      const counted = await this.counters.read(this.db, deviceKey, now);
      return refusal(waitLeft(counted, failureDelayMs(counted?.count ?? 0), now));
    }
    const accountKey = `login-account:${account}`;
    const addressKey = `login-address:${addressBlock(address)}`;
    const [onAccount, onAddress] = await Promise.all([
      this.counters.read(this.db, accountKey, now),
      this.counters.read(this.db, addressKey, now),
    ]);
    const accountFailures = onAccount?.count ?? 0;
    const wait = Math.max(
      waitLeft(onAccount, failureDelayMs(accountFailures), now),
      waitLeft(onAddress, loginWaitMs(onAddress?.count ?? 0, accountFailures), now),
    );
    if (wait > 0) return refusal(wait);
    // The account's next slot, taken in one statement: of parallel attempts only one gets it.
    if (!(await this.counters.countWhenDue(this.db, accountKey, paced, now))) {
      const counted = await this.counters.read(this.db, accountKey, now);
      return refusal(waitLeft(counted, failureDelayMs(counted?.count ?? 0), now));
    }
    await this.counters.countEvent(this.db, addressKey, memoryMs, now);
    return { ok: true };
  }

  async succeeded(address: string, account: string): Promise<void> {
    await this.counters.forget(this.db, [
      `login-address:${addressBlock(address)}`,
      `login-account:${account}`,
    ]);
  }

  /** The account's count stays, so the coach signing in during an attack does not open the gate. */
  async signedIn(address: string, account: string, device: string | null): Promise<void> {
    if (device) await this.counters.forget(this.db, [`login-device:${device}`]);
    else await this.succeeded(address, account);
  }
}
