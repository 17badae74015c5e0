/**
 * Counts failed logins per key (an account, a client address). Unlike RateLimiter it counts
 * failures only: an attempt is reserved before the password is checked, so a burst of parallel
 * guesses cannot slip past the limit, and a successful one gives its reservation back.
 * In memory, like RateLimiter: each instance counts its own attempts.
 */
export class LoginThrottle {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Reserves one attempt; false while the key is locked (it has used up its failures). */
  reserve(key: string, now = Date.now()): boolean {
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.entries.size > 10_000) this.prune(now);
      entry = { count: 0, resetAt: now + this.windowMs };
      this.entries.set(key, entry);
    }
    if (entry.count >= this.limit) return false;
    entry.count += 1;
    // The lock lasts a full window from the failure that reached the limit.
    if (entry.count >= this.limit) entry.resetAt = now + this.windowMs;
    return true;
  }

  /** The reserved attempt succeeded, so it was no failure. */
  release(key: string): void {
    const entry = this.entries.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  /** Forgets the key's failures (a successful login to that account). */
  reset(key: string): void {
    this.entries.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
