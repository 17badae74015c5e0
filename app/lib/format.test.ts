import { expect, test } from 'vitest';

import {
  formatDateTimeTr,
  formatDateTr,
  formatNumericDateTimeTr,
  formatPriceWithDecimals,
  formatTl,
  upperTr,
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

test('prices in Turkish number format', () => {
  expect(formatTl(1000)).toBe('1.000 TL');
  expect(formatTl(2500)).toBe('2.500 TL');
  expect(formatPriceWithDecimals(1000, 'TRY')).toBe('1.000,00 TRY');
});

test('Turkish upper case keeps the dotted capital İ', () => {
  expect(upperTr('istanbul ılık')).toBe('İSTANBUL ILIK');
});
