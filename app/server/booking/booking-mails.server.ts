import type { SiteIdentity } from '#app/data/identity.ts';
import type { Booking } from '#app/db/bookings.server.ts';
import { mailAbout, type OutgoingMail } from '#app/db/outbox.server.ts';
import { describeCallTime } from '#app/lib/booking-time.ts';
import { istanbulDateTimeLocal } from '#app/lib/format.ts';
import { oneLine } from '#app/schemas/text.ts';
import { bookingCalendar, kindLabel } from '#app/server/booking/calendar.server.ts';

/** What the booking's mails need of the site. */
export type BookingMailContext = {
  publicUrl: string;
  notifyEmail: string;
  identity: Pick<SiteIdentity, 'siteName' | 'coachName' | 'email' | 'phone' | 'district' | 'city'>;
};

/**
 * The visitor's name as a mail writes it, on one line: stored so already, made so again here
 * (a row from before that rule), so no name adds lines such as "Telefon: …" to a mail.
 */
const nameOf = (booking: Booking) => oneLine(booking.name);

/** The page of a booking's link: see the call, cancel it or move it. */
export function manageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/randevu/${token}`;
}

const HOUR = 60 * 60_000;

/** "10:30", the Türkiye clock time of an instant. */
const clock = (at: Date) => istanbulDateTimeLocal(at).slice(11);

function where(booking: Booking, context: BookingMailContext): string {
  return booking.kind === 'online'
    ? `Online görüşme: ${context.identity.coachName}, görüşmenin bağlantısını sana görüşmeden önce e-postayla gönderir.`
    : `Yüz yüze görüşme: ${context.identity.district}, ${context.identity.city}. Açık adres sana görüşmeden önce iletilir.`;
}

function signature(context: BookingMailContext): string[] {
  const { coachName, siteName, email, phone } = context.identity;
  return ['Sevgiyle,', coachName, siteName, `${email} · ${phone}`, context.publicUrl, ''];
}

function about(booking: Booking) {
  return mailAbout('booking', booking.id);
}

function details(booking: Booking): string[] {
  return [
    `Ad soyad: ${nameOf(booking)}`,
    `E-posta: ${booking.email}`,
    `Telefon: ${booking.phone === null ? '—' : oneLine(booking.phone)}`,
    `Görüşme: ${kindLabel(booking.kind)}`,
    `Zaman: ${describeCallTime(booking.startsAt, booking.timeZone)}`,
    // The note keeps its lines, indented under its label: none can pass for a field of the mail.
    `Not: ${booking.note === null ? '—' : booking.note.replace(/\n/g, '\n  ')}`,
  ];
}

/**
 * The one mail of an unconfirmed hold, to the address typed: the time, that it is held for
 * `holdMinutes`, and the link whose page confirms it. Nothing the visitor typed is in it (a
 * stranger's address may have been typed), and nothing goes to the coach yet.
 */
export function bookingHoldMail(
  booking: Booking,
  token: string,
  context: BookingMailContext,
  { heldUntil, holdMinutes }: { heldUntil: Date; holdMinutes: number },
): OutgoingMail {
  return {
    kind: 'booking-hold',
    to: booking.email,
    subject: `Keşif görüşmeni onayla: ${describeCallTime(booking.startsAt, null)}`,
    text: [
      'Merhaba,',
      '',
      `${context.identity.siteName} sitesinden ücretsiz keşif görüşmesi için bu zaman seçildi:`,
      describeCallTime(booking.startsAt, booking.timeZone),
      '',
      `Bu saat ${holdMinutes} dakika boyunca senin için tutuluyor (son onay zamanı: ${clock(heldUntil)}, Türkiye saati). Randevunu kesinleştirmek için bağlantıyı aç ve “Randevumu onayla” düğmesine bas:`,
      manageUrl(context.publicUrl, token),
      '',
      `Onayladığında takvim dosyası ekli onay e-postası gelir ve ${context.identity.coachName} bilgilendirilir. ${holdMinutes} dakika içinde onaylamazsan saat yeniden randevuya açılır ve bilgilerin silinir. Bu isteği sen yapmadıysan hiçbir şey yapmana gerek yok.`,
      '',
      ...signature(context),
    ].join('\n'),
    about: about(booking),
  };
}

/** To the visitor, in the booking's transaction: the time in both zones, the link, the file. */
export function bookingConfirmationMail(
  booking: Booking,
  token: string,
  context: BookingMailContext,
  { changed = false }: { changed?: boolean } = {},
): OutgoingMail {
  const when = describeCallTime(booking.startsAt, booking.timeZone);
  const minutes = Math.round((Date.parse(booking.endsAt) - Date.parse(booking.startsAt)) / 60_000);
  return {
    kind: changed ? 'booking-changed' : 'booking-confirmation',
    to: booking.email,
    subject: changed
      ? `Keşif görüşmenin yeni zamanı: ${describeCallTime(booking.startsAt, null)}`
      : `Ücretsiz keşif görüşmen: ${describeCallTime(booking.startsAt, null)}`,
    text: [
      `Merhaba ${nameOf(booking)},`,
      '',
      changed
        ? 'Ücretsiz keşif görüşmenin zamanı değişti. Yeni zaman:'
        : 'Ücretsiz keşif görüşmen ayrıldı:',
      when,
      `Süre: ${minutes} dakika`,
      where(booking, context),
      '',
      'Ekteki takvim dosyasıyla görüşmeyi takvimine ekleyebilirsin.',
      '',
      'İptal etmek ya da saatini değiştirmek için:',
      manageUrl(context.publicUrl, token),
      '',
      ...signature(context),
    ].join('\n'),
    attachments: [bookingCalendar(booking, context)],
    about: about(booking),
  };
}

/** To the coach: who, when, how, and the same calendar file. */
export function bookingNoticeMail(
  booking: Booking,
  context: BookingMailContext,
  { changedFrom }: { changedFrom?: string } = {},
): OutgoingMail {
  return {
    kind: changedFrom ? 'booking-changed-notice' : 'booking-new',
    to: context.notifyEmail,
    subject: changedFrom
      ? `Keşif görüşmesinin saati değişti: ${nameOf(booking)}`
      : `Yeni keşif görüşmesi: ${nameOf(booking)}, ${describeCallTime(booking.startsAt, null)}`,
    text: [
      'Merhaba,',
      '',
      changedFrom
        ? `${nameOf(booking)}, keşif görüşmesinin saatini değiştirdi (önceki zaman: ${describeCallTime(changedFrom, null)}).`
        : 'Sitenizden yeni bir ücretsiz keşif görüşmesi alındı.',
      '',
      ...details(booking),
      '',
      `Randevular: ${context.publicUrl}/yonetim/randevular`,
      '',
      'Bu ileti web sitesi tarafından otomatik gönderildi.',
      '',
    ].join('\n'),
    attachments: [bookingCalendar(booking, context)],
    about: about(booking),
  };
}

/**
 * The visitor's reminders, queued with the booking and sent by the outbox at their time: 24
 * hours before, and 1 hour before an online call; one whose time has already passed is left
 * out (the confirmation has just gone).
 */
export function bookingReminderMails(
  booking: Booking,
  token: string,
  context: BookingMailContext,
  now = new Date(),
): OutgoingMail[] {
  const start = Date.parse(booking.startsAt);
  const reminders = [{ before: 24 * HOUR, label: 'yarın' }];
  if (booking.kind === 'online') reminders.push({ before: HOUR, label: 'bir saat sonra' });
  return reminders
    .filter(({ before }) => start - before > now.getTime())
    .map(({ before, label }) => ({
      kind: 'booking-reminder',
      to: booking.email,
      subject: `Hatırlatma: keşif görüşmen ${label}, ${describeCallTime(booking.startsAt, null)}`,
      text: [
        `Merhaba ${nameOf(booking)},`,
        '',
        `Ücretsiz keşif görüşmen ${label}:`,
        describeCallTime(booking.startsAt, booking.timeZone),
        where(booking, context),
        '',
        'Gelemeyeceksen iptal etmek ya da saatini değiştirmek için:',
        manageUrl(context.publicUrl, token),
        '',
        ...signature(context),
      ].join('\n'),
      about: about(booking),
      notBefore: new Date(start - before),
    }));
}

/**
 * A cancellation: the visitor's own tells the coach; the coach's tells the visitor, with the
 * booking page to pick another time. Both carry the calendar file that removes the event.
 */
export function bookingCancelledMail(booking: Booking, context: BookingMailContext): OutgoingMail {
  const when = describeCallTime(booking.startsAt, null);
  const attachments = [bookingCalendar(booking, { ...context, cancelled: true })];
  if (booking.cancelledBy === 'coach') {
    return {
      kind: 'booking-cancelled',
      to: booking.email,
      subject: `Keşif görüşmen iptal edildi: ${when}`,
      text: [
        `Merhaba ${nameOf(booking)},`,
        '',
        `${describeCallTime(booking.startsAt, booking.timeZone)} zamanındaki ücretsiz keşif görüşmeni ${context.identity.coachName} iptal etmek zorunda kaldı. Özür dileriz.`,
        '',
        'Sana uyan başka bir saat seçmek için:',
        `${context.publicUrl}/randevu-al?type=${booking.kind}`,
        '',
        ...signature(context),
      ].join('\n'),
      attachments,
      about: about(booking),
    };
  }
  return {
    kind: 'booking-cancelled-notice',
    to: context.notifyEmail,
    subject: `Keşif görüşmesi iptal edildi: ${nameOf(booking)}, ${when}`,
    text: [
      'Merhaba,',
      '',
      `${nameOf(booking)}, ${when} (Türkiye saati) zamanındaki keşif görüşmesini iptal etti. Bu saat yeniden randevuya açıldı.`,
      '',
      ...details(booking),
      '',
      'Bu ileti web sitesi tarafından otomatik gönderildi.',
      '',
    ].join('\n'),
    attachments,
    about: about(booking),
  };
}
