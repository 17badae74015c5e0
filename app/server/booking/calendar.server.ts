import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';

import type { SiteIdentity } from '#app/data/identity.ts';
import { ADMIN_BOOKINGS_PATH } from '#app/data/page-paths.ts';
import type { Booking, BookingPlaces } from '#app/db/bookings.server.ts';
import type { MailAttachment } from '#app/db/outbox.server.ts';
import { TURKIYE_ZONE } from '#app/lib/booking/booking-time.ts';
import { oneLine } from '#app/schemas/text.ts';

export function kindLabel(kind: Booking['kind']): string {
  return kind === 'online' ? 'Online' : 'Yüz yüze';
}

/** Where the call happens, as a calendar's LOCATION. */
export function callLocation(
  kind: Booking['kind'],
  places: BookingPlaces,
  identity: Pick<SiteIdentity, 'district' | 'city'>,
): string {
  if (kind === 'online') return places.meetingUrl ?? 'Online';
  return places.officeAddress ?? `${identity.district}, ${identity.city}`;
}

/** The call as a calendar file in Türkiye time; the UID and a raised SEQUENCE update the event. */
export function bookingCalendar(
  booking: Pick<Booking, 'id' | 'kind' | 'startsAt' | 'endsAt' | 'sequence' | 'name'>,
  {
    publicUrl,
    identity,
    places,
    for: reader,
    cancelled = false,
  }: {
    publicUrl: string;
    identity: Pick<SiteIdentity, 'coachName' | 'email' | 'district' | 'city'>;
    places: BookingPlaces;
    for: 'visitor' | 'coach';
    cancelled?: boolean;
  },
): MailAttachment {
  const visitor = oneLine(booking.name);
  const calendar = ical({
    prodId: { company: 'koc-sitesi', product: 'randevu', language: 'TR' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    timezone: { name: TURKIYE_ZONE, generator: getVtimezoneComponent },
  });
  const at = (iso: string) => DateTime.fromISO(iso).setZone(TURKIYE_ZONE);
  calendar.createEvent({
    id: `randevu-${booking.id}@${new URL(publicUrl).hostname}`,
    sequence: booking.sequence,
    start: at(booking.startsAt),
    end: at(booking.endsAt),
    timezone: TURKIYE_ZONE,
    summary: `Ücretsiz keşif görüşmesi (${kindLabel(booking.kind)}): ${reader === 'coach' ? visitor : identity.coachName}`,
    description:
      reader === 'coach'
        ? `Ziyaretçi ${visitor} ile ücretsiz keşif görüşmesi. Ayrıntılar: ${publicUrl}${ADMIN_BOOKINGS_PATH}`
        : `${visitor} ile ${identity.coachName} arasında ücretsiz keşif görüşmesi. İptal etmek ya da saatini değiştirmek için e-postadaki bağlantıyı kullan.`,
    location: callLocation(booking.kind, places, identity),
    organizer: { name: identity.coachName, email: identity.email },
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    url: publicUrl,
  });
  return {
    filename: 'kesif-gorusmesi.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    content: calendar.toString(),
  };
}
