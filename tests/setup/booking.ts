import type { BookingResult, NewBooking } from '#app/db/bookings.server.ts';
import { istanbulDate } from '#app/lib/format.ts';
import { bookCall, confirmCall } from '#app/server/booking/booking.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

const DAY = 24 * 60 * 60_000;

/** A weekday ten days ahead at the given Türkiye hour: inside the default hours and window. */
export function weekdayAt(hour = '10:00'): Date {
  for (let offset = 10; ; offset += 1) {
    const day = istanbulDate(new Date(Date.now() + offset * DAY));
    const weekday = new Date(`${day}T12:00:00+03:00`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return new Date(`${day}T${hour}:00+03:00`);
  }
}

/** An online call booked from Berlin on such a weekday at 10:00, with what the test changes. */
export const visitorBooking = (overrides: Partial<NewBooking> = {}): NewBooking => ({
  kind: 'online',
  startsAt: weekdayAt(),
  name: 'Deniz Yılmaz',
  email: 'deniz@ornek.com',
  phone: null,
  note: null,
  timeZone: 'Europe/Berlin',
  ...overrides,
});

let clients = 0;

/** A client address (an IPv6 /48) no other booking of the test run came from. */
export function bookingClient(): string {
  clients += 1;
  return `2001:db8:${clients.toString(16)}::1`;
}

/**
 * A call booked as a visitor books it: held from the page (from a client address of its own),
 * then confirmed through the mail's link. The hold's refusal when it is refused.
 */
export async function bookConfirmed(
  runtime: Runtime,
  input: NewBooking,
  now = new Date(),
): Promise<BookingResult> {
  const held = await bookCall(runtime, input, bookingClient(), now);
  if (!held.ok) return held;
  const booking = await confirmCall(runtime, held.token, now);
  if (!booking) throw new Error('the hold could not be confirmed');
  return { ok: true, booking, token: held.token };
}

/** A call booked as bookConfirmed books it, for a test that needs it booked: a refusal fails it. */
export async function bookedCall(
  runtime: Runtime,
  input: NewBooking,
  now = new Date(),
): Promise<Extract<BookingResult, { ok: true }>> {
  const result = await bookConfirmed(runtime, input, now);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

/*
 * A time as a Turkish reader in Türkiye writes it, made here apart from the product's own
 * formatting so that the tests hold that formatting to it.
 */
const inTurkiye = (at: Date, parts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', ...parts }).format(at);
const DAY_PARTS = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
const CLOCK_PARTS = { hour: '2-digit', minute: '2-digit' } as const;

/** "2 Mart 2026 Pazartesi" */
export const turkiyeDay = (at: Date) => inTurkiye(at, DAY_PARTS);
/** "2 Mart 2026 Pazartesi 10:00" */
export const turkiyeDayAndClock = (at: Date) => inTurkiye(at, { ...DAY_PARTS, ...CLOCK_PARTS });
/** "10:00" */
export const turkiyeClock = (at: Date) => inTurkiye(at, CLOCK_PARTS);
