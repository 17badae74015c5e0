import { istanbulDate } from '#app/lib/format.ts';

// Free call times (docs/product.md#bookings), pure so page, booking and tests decide alike; Türkiye is +03:00 all year.

export type BookingRules = {
  callMinutes: number;
  bufferMinutes: number;
  minNoticeHours: number;
  windowDays: number;
  dailyMax: number;
};

export type HoursRange = { weekday: number; startMinute: number; endMinute: number };

export type Availability = {
  rules: BookingRules;
  hours: HoursRange[];
  daysOff: ReadonlySet<string>;
  booked: ReadonlyArray<{ startsAt: Date; endsAt: Date }>;
};

export type Slot = { startsAt: Date; endsAt: Date };

export type SlotRefusal = 'past' | 'beyond' | 'day-off' | 'closed' | 'notice' | 'taken' | 'full';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

export function parseIsoDay(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return istanbulDate(dayStart(value)) === value ? value : null;
}

export function weekdayOf(day: string): number {
  const weekday = new Date(`${day}T12:00:00+03:00`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export function addDays(day: string, days: number): string {
  return istanbulDate(new Date(dayStart(day).getTime() + days * DAY + 12 * 60 * MINUTE));
}

export function lastBookableDay(rules: BookingRules, now: Date): string {
  return addDays(istanbulDate(now), rules.windowDays);
}

/** Ignoring bookings and notice. */
export function gridOfDay(availability: Availability, day: string): Slot[] {
  const { callMinutes, bufferMinutes } = availability.rules;
  const midnight = dayStart(day).getTime();
  const weekday = weekdayOf(day);
  const slots: Slot[] = [];
  for (const range of availability.hours.filter((hours) => hours.weekday === weekday)) {
    for (
      let minute = range.startMinute;
      minute + callMinutes <= range.endMinute;
      minute += callMinutes + bufferMinutes
    ) {
      const startsAt = new Date(midnight + minute * MINUTE);
      slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + callMinutes * MINUTE) });
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

export function checkSlot(
  availability: Availability,
  startsAt: Date,
  now: Date,
): { ok: true; slot: Slot } | { ok: false; reason: SlotRefusal } {
  const { rules, daysOff, booked } = availability;
  const day = istanbulDate(startsAt);
  if (startsAt.getTime() <= now.getTime()) return { ok: false, reason: 'past' };
  if (day > lastBookableDay(rules, now)) return { ok: false, reason: 'beyond' };
  if (daysOff.has(day)) return { ok: false, reason: 'day-off' };
  const slot = gridOfDay(availability, day).find(
    (candidate) => candidate.startsAt.getTime() === startsAt.getTime(),
  );
  if (!slot) return { ok: false, reason: 'closed' };
  if (startsAt.getTime() < now.getTime() + rules.minNoticeHours * 60 * MINUTE) {
    return { ok: false, reason: 'notice' };
  }
  const buffer = rules.bufferMinutes * MINUTE;
  const overlaps = booked.some(
    (call) =>
      slot.startsAt.getTime() < call.endsAt.getTime() + buffer &&
      call.startsAt.getTime() < slot.endsAt.getTime() + buffer,
  );
  if (overlaps) return { ok: false, reason: 'taken' };
  const sameDay = booked.filter((call) => istanbulDate(call.startsAt) === day).length;
  if (sameDay >= rules.dailyMax) return { ok: false, reason: 'full' };
  return { ok: true, slot };
}

export function freeSlots(availability: Availability, day: string, now: Date): Slot[] {
  return gridOfDay(availability, day).filter(
    (slot) => checkSlot(availability, slot.startsAt, now).ok,
  );
}

export function bookableDays(availability: Availability, now: Date): string[] {
  const days: string[] = [];
  const last = lastBookableDay(availability.rules, now);
  for (let day = istanbulDate(now); day <= last; day = addDays(day, 1)) {
    if (freeSlots(availability, day, now).length > 0) days.push(day);
  }
  return days;
}
