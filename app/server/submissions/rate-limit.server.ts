import type { Executor } from '#app/db/client.server.ts';
import { CounterPruner, type RateCounters } from '#app/db/rate-counters.server.ts';

/** Keys this instance remembers as used up; past it, it forgets those whose window is over. */
const REMEMBERED_KEYS = 10_000;

/** A fixed-window counter per key (address and form) in the database, shared by every instance. */
export class RateLimiter {
  private readonly pruner: CounterPruner;
  /** Keys found used up, with the end of their window: a flood is refused without a write. */
  private readonly usedUp = new Map<string, number>();

  constructor(
    private readonly db: Executor,
    private readonly counters: RateCounters,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {
    this.pruner = new CounterPruner(db);
  }

  /** Counts one attempt; false once the key has used up its window. */
  async take(key: string, now = Date.now()): Promise<boolean> {
    const until = this.usedUp.get(key);
    if (until !== undefined && now < until) return false;
    await this.pruner.maybePrune(now);
    const { count, windowEndsAt } = await this.counters.countInWindow(
      this.db,
      `form:${key}`,
      this.windowMs,
      now,
    );
    if (count <= this.limit) return true;
    if (this.usedUp.size >= REMEMBERED_KEYS) this.forgetEnded(now);
    this.usedUp.set(key, windowEndsAt);
    return false;
  }

  /** How long a key that `take` has just refused waits, from this instance's memory (no read). */
  retryAfterMs(key: string, now = Date.now()): number {
    return Math.max((this.usedUp.get(key) ?? now) - now, 0);
  }

  private forgetEnded(now: number): void {
    for (const [key, until] of this.usedUp) if (until <= now) this.usedUp.delete(key);
  }
}
