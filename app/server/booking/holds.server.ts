import ipaddr from 'ipaddr.js';

import { privacyFacts } from '#app/data/privacy.ts';
import { countOpenHolds, type HoldRefusal } from '#app/db/bookings.server.ts';
import type { Executor } from '#app/db/client.server.ts';
import type { RateCounters } from '#app/db/rate-counters.server.ts';

/** Caps on unconfirmed holds, so rotating addresses cannot take the calendar (product.md#bookings). */
export const BOOKING_HOLDS = {
  holdMinutes: privacyFacts.bookingHoldMinutes,
  /** Holds a day from one IPv4 /24 or IPv6 /48. */
  perRangePerDay: 5,
  /** Holds (so confirmation mails) a day for one e-mail address. */
  perAddressPerDay: 3,
  /** Holds waiting for their confirmation at once, from everyone. */
  openMax: 10,
} as const;

const DAY_MS = 24 * 60 * 60_000;

/** A client address's range, IPv4 /24 or IPv6 /48: rotating within one costs nothing. */
export function addressRange(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  const bits = parsed.kind() === 'ipv4' ? 24 : 48;
  const network =
    parsed.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${parsed.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${bits}`);
  return `${network.toString()}/${bits}`;
}

/** Under the booking lock: refuses a hold past a cap, else counts it. */
export async function admitHold(
  trx: Executor,
  counters: RateCounters,
  client: string,
  email: string,
  now: Date,
): Promise<HoldRefusal | null> {
  const { openMax, perRangePerDay, perAddressPerDay } = BOOKING_HOLDS;
  if ((await countOpenHolds(trx)) >= openMax) return 'holds-full';
  const range = `booking-hold-range:${addressRange(client)}`;
  const address = `booking-hold-address:${email}`;
  const counted = async (key: string) => (await counters.read(trx, key, now.getTime()))?.count ?? 0;
  if ((await counted(range)) >= perRangePerDay) return 'range-limit';
  if ((await counted(address)) >= perAddressPerDay) return 'address-limit';
  for (const key of [range, address]) await counters.countInWindow(trx, key, DAY_MS, now.getTime());
  return null;
}

/** When a hold made now lets its time go. */
export function holdEnd(now: Date): Date {
  return new Date(now.getTime() + BOOKING_HOLDS.holdMinutes * 60_000);
}
