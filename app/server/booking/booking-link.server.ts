import { BOOKING_PATH } from '#app/data/page-paths.ts';
import { findBookingByToken } from '#app/db/bookings.server.ts';
import { describeCallTime } from '#app/lib/booking/booking-time.ts';
import { istanbulDateTimeLocal } from '#app/lib/format.ts';
import { kindLabel } from '#app/server/booking/calendar.server.ts';
import { loadSlotPicker, type SlotPicker } from '#app/server/booking/booking-form.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

/** The page of a booking's personal link: kept out of every cache and of search results. */
export const privateHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

export type BookingLinkState =
  | { status: 'unknown' }
  | { status: 'cancelled' | 'past'; kind: string; bookAgain: string }
  | {
      status: 'held';
      when: string;
      kind: string;
      minutes: number;
      name: string;
      /** "10:30": the Türkiye time the hold lets its time go. */
      until: string;
    }
  | {
      status: 'booked';
      when: string;
      kind: string;
      minutes: number;
      name: string;
      /** The free times for "Saati değiştir", without the call's own. */
      picker: SlotPicker;
    };

/** Reads a booking's link without changing anything: mail scanners open links too. */
export async function loadBookingLink(
  runtime: Runtime,
  token: string,
  day: string | null,
  now = new Date(),
): Promise<BookingLinkState> {
  const booking = await findBookingByToken(runtime.handle.db, token);
  if (!booking) return { status: 'unknown' };
  const kind = kindLabel(booking.kind);
  const minutes = Math.round((Date.parse(booking.endsAt) - Date.parse(booking.startsAt)) / 60_000);
  if (booking.status === 'held') {
    const until = booking.heldUntil;
    if (
      until === null ||
      Date.parse(until) <= now.getTime() ||
      Date.parse(booking.startsAt) <= now.getTime()
    ) {
      return { status: 'unknown' };
    }
    return {
      status: 'held',
      when: describeCallTime(booking.startsAt, booking.timeZone),
      kind,
      minutes,
      name: booking.name,
      until: istanbulDateTimeLocal(until).slice(11),
    };
  }
  const bookAgain = `${BOOKING_PATH}?type=${booking.kind}`;
  if (booking.status === 'cancelled') return { status: 'cancelled', kind, bookAgain };
  if (booking.status === 'done' || Date.parse(booking.startsAt) <= now.getTime()) {
    return { status: 'past', kind, bookAgain };
  }
  return {
    status: 'booked',
    when: describeCallTime(booking.startsAt, booking.timeZone),
    kind,
    minutes,
    name: booking.name,
    picker: await loadSlotPicker(runtime.handle.db, day, now, booking.id),
  };
}
