import type { Executor } from '#app/db/client.server.ts';
import { CounterPruner, countInWindow } from '#app/db/rate-counters.server.ts';

/**
 * A fixed-window counter per key (client address and form), in the database: every instance on
 * one database counts the same visitor's submissions together (docs/product.md#rate-limits).
 */
export class RateLimiter {
  private readonly pruner: CounterPruner;

  constructor(
    private readonly db: Executor,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {
    this.pruner = new CounterPruner(db);
  }

  /** Counts one attempt; false once the key has used up its window. */
  async take(key: string, now = Date.now()): Promise<boolean> {
    await this.pruner.maybePrune(now);
    return (await countInWindow(this.db, `form:${key}`, this.windowMs, now)) <= this.limit;
  }
}
