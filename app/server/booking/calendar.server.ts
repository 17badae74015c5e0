import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';

import type { SiteIdentity } from '#app/data/identity.ts';
import type { Booking } from '#app/db/bookings.server.ts';
import type { MailAttachment } from '#app/db/outbox.server.ts';
import { TURKIYE_ZONE } from '#app/lib/booking-time.ts';
import { oneLine } from '#app/schemas/text.ts';

/** "Online" or "Yüz yüze", as the page, the mails and the calendar name a call. */
export function kindLabel(kind: Booking['kind']): string {
  return kind === 'online' ? 'Online' : 'Yüz yüze';
}

/**
 * The call as a calendar file (ical-generator), in Türkiye time with its VTIMEZONE, so every
 * calendar shows the same moment the page and the mail name. The UID is the booking's, and a
 * change raises SEQUENCE: the calendar updates its event instead of adding one; a cancellation
 * is METHOD:CANCEL.
 */
export function bookingCalendar(
  booking: Pick<Booking, 'id' | 'kind' | 'startsAt' | 'endsAt' | 'sequence' | 'name'>,
  {
    publicUrl,
    identity,
    cancelled = false,
  }: {
    publicUrl: string;
    identity: Pick<SiteIdentity, 'coachName' | 'email' | 'district' | 'city'>;
    cancelled?: boolean;
  },
): MailAttachment {
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
    summary: `Ücretsiz keşif görüşmesi (${kindLabel(booking.kind)}): ${identity.coachName}`,
    description: `${oneLine(booking.name)} ile ${identity.coachName} arasında ücretsiz keşif görüşmesi. İptal etmek ya da saatini değiştirmek için e-postadaki bağlantıyı kullan.`,
    location: booking.kind === 'online' ? 'Online' : `${identity.district}, ${identity.city}`,
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
