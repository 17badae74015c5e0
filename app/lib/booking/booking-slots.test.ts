import { describe, expect, test } from 'vitest';

import {
  addDays,
  bookableDays,
  checkSlot,
  freeSlots,
  lastBookableDay,
  weekdayOf,
  type Availability,
} from '#app/lib/booking/booking-slots.ts';

// Monday 30 November 2026, 09:00 in Türkiye.
const now = new Date('2026-11-30T09:00:00+03:00');
const at = (local: string) => new Date(`${local}:00+03:00`);
const times = (slots: Array<{ startsAt: Date }>) =>
  slots.map((slot) =>
    slot.startsAt.toLocaleTimeString('tr-TR', {
      timeZone: 'Europe/Istanbul',
      hour: '2-digit',
      minute: '2-digit',
    }),
  );

function availability(overrides: Partial<Availability> = {}): Availability {
  return {
    rules: { callMinutes: 30, bufferMinutes: 15, minNoticeHours: 12, windowDays: 30, dailyMax: 4 },
    hours: [
      { weekday: 1, startMinute: 600, endMinute: 720 },
      { weekday: 1, startMinute: 840, endMinute: 930 },
      { weekday: 3, startMinute: 600, endMinute: 720 },
    ],
    daysOff: new Set(),
    booked: [],
    ...overrides,
  };
}

describe('free discovery-call times', () => {
  test('days and weekdays in Türkiye time', () => {
    expect(weekdayOf('2026-11-30')).toBe(1);
    expect(weekdayOf('2026-12-06')).toBe(7);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(lastBookableDay(availability().rules, now)).toBe('2026-12-30');
  });

  test('a day’s times follow each other by the call and the buffer, in every range', () => {
    // Today is inside the 12-hour notice; next Monday is not.
    expect(freeSlots(availability(), '2026-11-30', now)).toEqual([]);
    expect(times(freeSlots(availability(), '2026-12-07', now))).toEqual([
      '10:00',
      '10:45',
      '11:30',
      '14:00',
      '14:45',
    ]);
  });

  test('each refusal has its reason', () => {
    const open = availability({
      daysOff: new Set(['2026-12-09']),
      booked: [{ startsAt: at('2026-12-07T10:00'), endsAt: at('2026-12-07T10:30') }],
    });
    expect(checkSlot(open, at('2026-11-29T10:00'), now)).toEqual({ ok: false, reason: 'past' });
    expect(checkSlot(open, at('2027-01-04T10:00'), now)).toEqual({ ok: false, reason: 'beyond' });
    expect(checkSlot(open, at('2026-12-09T10:00'), now)).toEqual({ ok: false, reason: 'day-off' });
    expect(checkSlot(open, at('2026-12-08T10:00'), now)).toEqual({ ok: false, reason: 'closed' });
    expect(checkSlot(open, at('2026-12-07T10:10'), now)).toEqual({ ok: false, reason: 'closed' });
    expect(checkSlot(open, at('2026-11-30T14:00'), now)).toEqual({ ok: false, reason: 'notice' });
    expect(checkSlot(open, at('2026-12-07T10:00'), now)).toEqual({ ok: false, reason: 'taken' });
    expect(checkSlot(open, at('2026-12-07T10:45'), now).ok).toBe(true);
    const full = availability({
      rules: { ...open.rules, dailyMax: 1 },
      booked: open.booked,
    });
    expect(checkSlot(full, at('2026-12-07T14:00'), now)).toEqual({ ok: false, reason: 'full' });
  });

  test('a call booked under another length still blocks the times it overlaps, with the buffer', () => {
    const open = availability({
      booked: [{ startsAt: at('2026-12-07T10:20'), endsAt: at('2026-12-07T10:40') }],
    });
    // 10:00 overlaps it; 10:45 starts within its 15-minute buffer.
    expect(times(freeSlots(open, '2026-12-07', now))).toEqual(['11:30', '14:00', '14:45']);
  });

  test('only days with a free time are offered, up to the window', () => {
    const days = bookableDays(availability({ daysOff: new Set(['2026-12-02']) }), now);
    expect(days[0]).toBe('2026-12-07');
    expect(days).not.toContain('2026-12-02');
    expect(days.every((day) => [1, 3].includes(weekdayOf(day)))).toBe(true);
    expect(days.at(-1)! <= '2026-12-30').toBe(true);
  });
});
