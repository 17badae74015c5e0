import type { BookingResult, NewBooking } from '#app/db/bookings.server.ts';
import { bookCall, confirmCall } from '#app/server/booking/booking.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

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
