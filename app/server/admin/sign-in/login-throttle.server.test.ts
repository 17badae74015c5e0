import { expect, test } from 'vitest';

import { adminMessages } from '#app/data/messages/admin-messages.ts';
import {
  addressBlock,
  failureDelayMs,
  LOGIN_SLOWDOWN,
  loginWaitMs,
} from '#app/server/admin/sign-in/login-throttle.server.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

test('three failures are free, then the wait doubles from 1 s and stops at 5 minutes', () => {
  const waits = Array.from({ length: 14 }, (_, failures) => failureDelayMs(failures));
  expect(waits).toEqual([
    0,
    0,
    0,
    1 * SECOND,
    2 * SECOND,
    4 * SECOND,
    8 * SECOND,
    16 * SECOND,
    32 * SECOND,
    64 * SECOND,
    128 * SECOND,
    256 * SECOND,
    5 * MINUTE,
    5 * MINUTE,
  ]);
  expect(failureDelayMs(10_000)).toBe(LOGIN_SLOWDOWN.maxDelayMs);
  expect(failureDelayMs(Number.MAX_SAFE_INTEGER)).toBe(5 * MINUTE);
});

test('an address without failures never waits, however many failures the account has', () => {
  for (const accountFailures of [0, 3, 50, 1_000_000]) {
    expect(loginWaitMs(0, accountFailures)).toBe(0);
  }
});

test('an address with failures waits by its own count or the account’s, whichever is longer', () => {
  expect(loginWaitMs(1, 0)).toBe(0);
  expect(loginWaitMs(5, 0)).toBe(4 * SECOND);
  expect(loginWaitMs(1, 4)).toBe(2 * SECOND);
  // A guesser with one failure from this address, on an account many others are guessing.
  expect(loginWaitMs(1, 500)).toBe(5 * MINUTE);
  expect(loginWaitMs(20, 1)).toBe(5 * MINUTE);
});

test('the wait is said in seconds, and from a minute on in minutes rounded up', () => {
  const { slowedDown } = adminMessages.login;
  expect(slowedDown(1)).toBe(
    'Çok fazla başarısız giriş denemesi yapıldı. Güvenliğiniz için lütfen 1 saniye bekleyip tekrar deneyin.',
  );
  expect(slowedDown(59)).toContain('lütfen 59 saniye bekleyip');
  expect(slowedDown(60)).toContain('lütfen 1 dakika bekleyip');
  expect(slowedDown(61)).toContain('lütfen 2 dakika bekleyip');
  expect(slowedDown(300)).toContain('lütfen 5 dakika bekleyip');
});

test('an IPv6 address counts by its /64, an IPv4-mapped one as IPv4, IPv4 as itself', () => {
  expect(addressBlock('2001:db8:aa:1::5')).toBe('2001:db8:aa:1::/64');
  expect(addressBlock('2001:DB8:AA:1:FFFF:1:2:3')).toBe('2001:db8:aa:1::/64');
  expect(addressBlock('::ffff:192.0.2.7')).toBe('192.0.2.7');
  expect(addressBlock('192.0.2.7')).toBe('192.0.2.7');
  expect(addressBlock('unknown')).toBe('unknown');
});
