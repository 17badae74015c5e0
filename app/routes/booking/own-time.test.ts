import { describe, expect, test } from 'vitest';

import { ownTime } from '#app/routes/booking/own-time.ts';

describe('ownTime', () => {
  // 1 December 2026, 10:00 and 19:00 in Türkiye.
  const ten = '2026-12-01T07:00:00.000Z';
  const seven = '2026-12-01T16:00:00.000Z';

  test('nothing when the visitor’s clock reads as Türkiye’s', () => {
    expect(ownTime(ten, 'Europe/Istanbul')).toBeNull();
    expect(ownTime(ten, 'Europe/Moscow')).toBeNull();
  });

  test('the time in the visitor’s zone, with the date when it is another day there', () => {
    expect(ownTime(ten, 'Europe/Berlin')).toBe('08:00');
    expect(ownTime(ten, 'America/New_York')).toBe('02:00');
    expect(ownTime(seven, 'Asia/Tokyo')).toBe('2 Aralık 01:00');
  });
});
