import { createHmac } from 'node:crypto';

import { sql, type RawBuilder } from 'kysely';

import type { Executor } from '#app/db/client.server.ts';
import { changedRows } from '#app/db/sql-values.ts';

/*
 * Counters shared by every instance (docs/decisions/0028-login-slow-down-shared-counts.md): each
 * change is one atomic upsert, so parallel requests never write a count back over another's.
 */

export type Paced = {
  /** The wait after n counted events is `waits[n]`; the last entry holds for any larger n. */
  waits: readonly number[];
  /** A further wait from the key's last event, when the key has one. */
  alsoWaitMs: number;
  /** How long the count is kept after its last event. */
  keepMs: number;
};

/**
 * The counters under keys HMAC-hashed with the site's secret, passed in by the runtime: a plain
 * hash of an IPv4 address is undone by trying all four billion.
 */
export class RateCounters {
  constructor(private readonly secret: string) {}

  private hashKey(key: string): string {
    return createHmac('sha256', this.secret).update(key).digest('base64url');
  }

  /**
   * Counts one event in the key's fixed window (a new window starts when the last one is over):
   * the count including it, and when the window ends.
   */
  async countInWindow(
    db: Executor,
    key: string,
    windowMs: number,
    now: number,
  ): Promise<{ count: number; windowEndsAt: number }> {
    const over = sql<boolean>`rate_counters.expires_at <= ${now}`;
    const row = await db
      .insertInto('rate_counters')
      .values({ key: this.hashKey(key), count: 1, last_at: now, expires_at: now + windowMs })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql`case when ${over} then 1 else rate_counters.count + 1 end`,
          last_at: now,
          expires_at: sql`case when ${over} then ${now + windowMs} else rate_counters.expires_at end`,
        }),
      )
      .returning(['count', 'expires_at'])
      .executeTakeFirstOrThrow();
    return { count: row.count, windowEndsAt: Number(row.expires_at) };
  }

  /** Counts an event if its wait has passed, in one statement, so parallel calls cannot both pass. */
  async countWhenDue(
    db: Executor,
    key: string,
    { waits, alsoWaitMs, keepMs }: Paced,
    now: number,
  ): Promise<boolean> {
    const last = waits.length - 1;
    // Literals from the code, not input: the statement's text stays the same for every call.
    const wait = sql`case when rate_counters.count >= ${sql.lit(last)} then ${sql.lit(waits[last])} ${sql.join(
      waits
        .slice(0, last)
        .map((ms, count) => sql`when rate_counters.count = ${sql.lit(count)} then ${sql.lit(ms)}`),
      sql` `,
    )} end`;
    const forgotten = sql<boolean>`rate_counters.expires_at <= ${now}`;
    // A wait of 0 is due at once: a parallel call may have stamped its own, slightly later `now`.
    const waited = (ms: RawBuilder<unknown> | number) =>
      sql<boolean>`(${ms} = 0 or rate_counters.last_at + ${ms} <= ${now})`;
    const row = await db
      .insertInto('rate_counters')
      .values({ key: this.hashKey(key), count: 1, last_at: now, expires_at: now + keepMs })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet({
            count: sql`case when ${forgotten} then 1 else rate_counters.count + 1 end`,
            last_at: now,
            expires_at: now + keepMs,
          })
          .where(sql<boolean>`${forgotten} or (${waited(wait)} and ${waited(alsoWaitMs)})`),
      )
      .returning('count')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Counts one event for the key, always; the count is kept `keepMs` after its last event. */
  async countEvent(db: Executor, key: string, keepMs: number, now: number): Promise<number> {
    const row = await db
      .insertInto('rate_counters')
      .values({ key: this.hashKey(key), count: 1, last_at: now, expires_at: now + keepMs })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql`case when rate_counters.expires_at <= ${now} then 1 else rate_counters.count + 1 end`,
          last_at: now,
          expires_at: now + keepMs,
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return row.count;
  }

  /** The key's count and the time of its last event, or null when it has none (or it is forgotten). */
  async read(
    db: Executor,
    key: string,
    now: number,
  ): Promise<{ count: number; lastAt: number } | null> {
    const row = await db
      .selectFrom('rate_counters')
      .select(['count', 'last_at'])
      .where('key', '=', this.hashKey(key))
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row ? { count: row.count, lastAt: Number(row.last_at) } : null;
  }

  /** Forgets the keys' counts. */
  async forget(db: Executor, keys: string[]): Promise<void> {
    await db
      .deleteFrom('rate_counters')
      .where(
        'key',
        'in',
        keys.map((key) => this.hashKey(key)),
      )
      .execute();
  }
}

/** Deletes the counts whose time is over; the number deleted. */
export async function deleteExpiredCounters(db: Executor, now: number): Promise<number> {
  return changedRows(db.deleteFrom('rate_counters').where('expires_at', '<=', now));
}

/** How often an instance deletes expired counts: often enough to keep the table small. */
const PRUNE_EVERY_MS = 60_000;

/** Deletes expired counts at most once a minute per caller (each limiter keeps its own clock). */
export class CounterPruner {
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly db: Executor) {}

  async maybePrune(now: number): Promise<void> {
    if (Math.abs(now - this.prunedAt) < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    await deleteExpiredCounters(this.db, now);
  }
}
