import { expect, test } from 'vitest';

import { PENALTY_MS, Refusals } from './refusals.ts';

const proxy = (address: string) => address === '127.0.0.1';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

test('refusals are counted by kind for the summary line, and the counts start again after it', () => {
  const refusals = new Refusals(proxy);
  refusals.note('bodies-per-address', '198.51.100.1');
  refusals.note('bodies-per-address', '198.51.100.2');
  refusals.note('streams-total', '127.0.0.1');
  expect(refusals.takeCounts()).toEqual({ 'bodies-per-address': 2, 'streams-total': 1 });
  expect(refusals.takeCounts()).toEqual({});
});

test('an address refused more than 10 times in 10 s is penalised for 30 s, and each attempt meanwhile extends it', () => {
  const time = clock();
  const refusals = new Refusals(proxy, time.now);
  for (let i = 0; i < 10; i++) refusals.note('connections-per-address', '198.51.100.7');
  expect(refusals.isPenalised('198.51.100.7')).toBe(false);
  refusals.note('connections-per-address', '198.51.100.7');
  expect(refusals.isPenalised('198.51.100.7')).toBe(true);
  expect(refusals.isPenalised('198.51.100.8')).toBe(false);

  // Still attacking 20 s later, in a new window: the penalty runs on from that attempt.
  time.advance(20_000);
  refusals.note('penalised-address', '198.51.100.7');
  time.advance(PENALTY_MS - 1);
  expect(refusals.isPenalised('198.51.100.7')).toBe(true);
  // Quiet for the whole penalty: welcome again, and forgotten at the next summary.
  time.advance(1);
  expect(refusals.isPenalised('198.51.100.7')).toBe(false);
  refusals.takeCounts();
  for (let i = 0; i < 10; i++) refusals.note('bodies-per-address', '198.51.100.7');
  expect(refusals.isPenalised('198.51.100.7')).toBe(false);
});

test('a browser refused now and then is never penalised, nor is a trusted proxy however often', () => {
  const time = clock();
  const refusals = new Refusals(proxy, time.now);
  // A refusal every two seconds for almost seven minutes: at most six in any window.
  for (let i = 0; i < 200; i++) {
    refusals.note('streams-per-address', '198.51.100.9');
    refusals.note('bodies-total', '127.0.0.1');
    time.advance(2_000);
  }
  expect(refusals.isPenalised('198.51.100.9')).toBe(false);
  expect(refusals.isPenalised('127.0.0.1')).toBe(false);
});

test("an address's recent refusals are counted within the window, and forgotten after it", () => {
  const time = clock();
  const refusals = new Refusals(proxy, time.now);
  expect(refusals.recentCount('198.51.100.5')).toBe(0);
  refusals.note('waiting-per-address', '198.51.100.5');
  refusals.note('rate-limited', '198.51.100.5');
  expect(refusals.recentCount('198.51.100.5')).toBe(2);
  time.advance(10_001);
  expect(refusals.recentCount('198.51.100.5')).toBe(0);
});
