import { expect, test } from 'vitest';

import {
  formatDateTimeTr,
  formatDateTr,
  formatNumericDateTimeTr,
  formatPriceWithDecimals,
  formatTl,
} from '#app/lib/format.ts';

test('dates in Turkish long format', () => {
  expect(formatDateTr('2024-03-05')).toBe('5 Mart 2024');
  expect(formatDateTr('2025-08-31')).toBe('31 Ağustos 2025');
  expect(formatDateTr('2024-12-31T22:30:00Z')).toBe('1 Ocak 2025');
});

test('date and time in Türkiye time, long and numeric', () => {
  expect(formatDateTimeTr('2026-11-21T11:05:00Z')).toBe('21 Kasım 2026 14:05');
  expect(formatDateTimeTr('2026-12-31T21:30:00Z')).toBe('1 Ocak 2027 00:30');
  expect(formatNumericDateTimeTr('2026-11-21T11:05:00Z')).toBe('21.11.2026 14:05');
});

test('computed Türkiye dates agree with Intl, before and after the fixed offset', () => {
  const longDate = new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  });
  const time = new Intl.DateTimeFormat('tr-TR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Istanbul',
  });
  const numericDate = new Intl.DateTimeFormat('tr-TR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  });
  // Every 7 h 13 min from 2015 (summer time still in use) to 2045: each hour of the day, each
  // day of the month, month and year boundaries, and the days around the 2016 change.
  const step = (7 * 60 + 13) * 60 * 1000;
  let checked = 0;
  for (let t = Date.UTC(2015, 0, 1); t < Date.UTC(2045, 0, 1); t += step) {
    const instant = new Date(t);
    const iso = instant.toISOString();
    expect(formatDateTr(iso)).toBe(longDate.format(instant));
    expect(formatDateTimeTr(instant)).toBe(`${longDate.format(instant)} ${time.format(instant)}`);
    expect(formatNumericDateTimeTr(iso)).toBe(
      `${numericDate.format(instant)} ${time.format(instant)}`,
    );
    checked += 1;
  }
  expect(checked).toBeGreaterThan(36_000);
});

test('an invalid date is refused, as Intl refuses it', () => {
  expect(() => formatDateTr('dün')).toThrow(RangeError);
  expect(() => formatDateTimeTr('')).toThrow(RangeError);
});

test('prices in Turkish number format', () => {
  expect(formatTl(1000)).toBe('1.000 TL');
  expect(formatTl(2500)).toBe('2.500 TL');
  expect(formatPriceWithDecimals(1000, 'TRY')).toBe('1.000,00 TL');
  expect(formatPriceWithDecimals(1.005, 'TRY')).toBe('1,01 TL');
  expect(formatPriceWithDecimals(25, 'EUR')).toBe('25,00 EUR');
});
