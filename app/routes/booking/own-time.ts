import { useSyncExternalStore } from 'react';

import { TURKIYE_ZONE } from '#app/lib/booking/booking-time.ts';

// A zone does not change while a page is open.
const noChanges = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || null;

/** The browser's own time zone once the page runs; null on the server and without JavaScript. */
export function useVisitorZone(): string | null {
  return useSyncExternalStore(noChanges, browserZone, () => null);
}

/** A time as the visitor's clock reads it, or null when the same as Türkiye's. */
export function ownTime(iso: string, zone: string): string | null {
  const at = new Date(iso);
  const read = (timeZone: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('tr-TR', { timeZone, ...options }).format(at);
  const time = { hour: '2-digit', minute: '2-digit' } as const;
  const date = { day: 'numeric', month: 'long' } as const;
  const ownDate = read(zone, date);
  const ownClock = read(zone, time);
  if (ownDate === read(TURKIYE_ZONE, date)) {
    return ownClock === read(TURKIYE_ZONE, time) ? null : ownClock;
  }
  return `${ownDate} ${ownClock}`;
}
