import { expect, test } from 'vitest';

import { RETRY_FIRST_MS, RETRY_MAX_MS, retryDelay } from '#app/server/live/change-feed.server.ts';

test('reconnect waits double from about a second up to about 30 s, each between half and all of its step', () => {
  const lowest = Array.from({ length: 12 }, (_, attempt) => retryDelay(attempt, () => 0));
  const highest = Array.from({ length: 12 }, (_, attempt) => retryDelay(attempt, () => 1));
  expect(highest).toEqual([
    1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000, 30_000, 30_000, 30_000,
  ]);
  expect(lowest).toEqual(highest.map((ms) => ms / 2));
  expect(RETRY_FIRST_MS).toBe(1000);
  expect(RETRY_MAX_MS).toBe(30_000);
  // Far into an outage it stays at the cap instead of overflowing.
  expect(retryDelay(10_000, () => 1)).toBe(RETRY_MAX_MS);
});

test('jitter: instances cut off together spread their reconnects over the whole window', () => {
  const delays = Array.from({ length: 200 }, () => retryDelay(6));
  for (const ms of delays) {
    expect(ms).toBeGreaterThanOrEqual(RETRY_MAX_MS / 2);
    expect(ms).toBeLessThanOrEqual(RETRY_MAX_MS);
  }
  expect(new Set(delays).size).toBeGreaterThan(100);
  const spread = Math.max(...delays) - Math.min(...delays);
  expect(spread).toBeGreaterThan(RETRY_MAX_MS / 4);
});
