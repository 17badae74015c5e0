import type { SiteIdentity } from '#app/data/identity.ts';
import {
  ADMIN_BOOKINGS_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_PATH,
  PRIVACY_PATH,
} from '#app/data/page-paths.ts';
import type { Booking, BookingPlaces } from '#app/db/bookings.server.ts';
import { mailAbout, type OutgoingMail } from '#app/db/outbox.server.ts';
import { describeCallTime, formatCallTime, sameAsTurkiye } from '#app/lib/booking/booking-time.ts';
import { istanbulDateTimeLocal } from '#app/lib/format.ts';
import { oneLine } from '#app/schemas/text.ts';
import { bookingCalendar, kindLabel } from '#app/server/booking/calendar.server.ts';
import { textMailHtml } from '#app/server/mail/text-mail-html.server.ts';

export type BookingMailContext = {
  publicUrl: string;
  notifyEmail: string;
  identity: Pick<SiteIdentity, 'siteName' | 'coachName' | 'email' | 'phone' | 'district' | 'city'>;
  /** The office address and the meeting link as the coach set them (null: not set). */
  places: BookingPlaces;
};

/** The visitor's name on one line, so no name adds lines such as "Telefon: …" to a mail. */
const nameOf = (booking: Booking) => oneLine(booking.name);

/** The page of a booking's link: see the call, cancel it or move it. */
export function manageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${BOOKING_MANAGE_PATH}/${token}`;
}

const HOUR = 60 * 60_000;

const clock = (at: Date) => istanbulDateTimeLocal(at).slice(11);

/** Where the call happens, to the visitor. */
function where(booking: Booking, context: BookingMailContext): string[] {
  const { officeAddress, meetingUrl } = context.places;
  if (booking.kind === 'online') {
    return meetingUrl
      ? ['Online görüşme. Görüşmeye bu bağlantıyla katılabilirsin:', meetingUrl]
      : [
          'Online görüşme. Görüşmeye nasıl katılacağını sormak için bu e-postayı yanıtlayabilirsin.',
        ];
  }
  return officeAddress
    ? [`Yüz yüze görüşme. Adres: ${officeAddress}`]
    : [
        `Yüz yüze görüşme: ${context.identity.district}, ${context.identity.city}. Açık adresi sormak için bu e-postayı yanıtlayabilirsin.`,
      ];
}

/** The end of every mail to the visitor: the privacy notice, as every other visitor mail has it. */
function signature(context: BookingMailContext): string[] {
  const { coachName, siteName, email, phone } = context.identity;
  return [
    `Kişisel verilerinin nasıl işlendiğini Aydınlatma Metni’nde okuyabilirsin: ${context.publicUrl}${PRIVACY_PATH}`,
    '',
    'Sevgiyle,',
    coachName,
    siteName,
    `${email} · ${phone}`,
    context.publicUrl,
    '',
  ];
}

/** The end of every mail to the coach: a reply goes to the visitor (Reply-To). */
const coachFooter = [
  'Bu ileti web sitesi tarafından otomatik gönderildi. Yanıtladığınızda yanıtınız ziyaretçiye gider.',
  '',
];

function framed(greeting: string, body: string[], end: string[]): string {
  return [greeting, '', ...body, '', ...end].join('\n');
}

function visitorText(context: BookingMailContext, name: string | null, body: string[]): string {
  return framed(name === null ? 'Merhaba,' : `Merhaba ${name},`, body, signature(context));
}

function coachText(body: string[]): string {
  return framed('Merhaba,', body, coachFooter);
}

function about(booking: Booking) {
  return mailAbout('booking', booking.id);
}

/** The mail with its HTML part, and its Reply-To: each side's reply reaches the other. */
function finish(mail: Omit<OutgoingMail, 'html' | 'headers'>, replyTo: string): OutgoingMail {
  return {
    ...mail,
    html: textMailHtml(mail.subject, mail.text),
    headers: { 'Reply-To': replyTo },
  };
}

/** "27 Kasım 2026 Cuma 10:00": the coach's mails say once that their times are Türkiye's. */
const coachTime = (at: string) => formatCallTime(at);

/** The call's time to the coach: Türkiye's, and the visitor's own when their zone differs. */
function coachTimes(booking: Booking): string[] {
  const zone = booking.timeZone;
  const lines = [`Zaman: ${coachTime(booking.startsAt)} (Türkiye saati)`];
  if (zone && !sameAsTurkiye(zone, new Date(booking.startsAt))) {
    lines.push(`Ziyaretçinin saatiyle: ${formatCallTime(booking.startsAt, zone)} (${zone})`);
  }
  return lines;
}

function details(booking: Booking): string[] {
  return [
    `Ad soyad: ${nameOf(booking)}`,
    `E-posta: ${booking.email}`,
    `Telefon: ${booking.phone === null ? '—' : oneLine(booking.phone)}`,
    `Görüşme: ${kindLabel(booking.kind)}`,
    ...coachTimes(booking),
    // The note keeps its lines, indented under its label: none can pass for a field of the mail.
    `Not: ${booking.note === null ? '—' : booking.note.replace(/\n/g, '\n  ')}`,
  ];
}

/** A hold's one mail, with nothing the visitor typed: a stranger's address may have been typed. */
export function bookingHoldMail(
  booking: Booking,
  token: string,
  context: BookingMailContext,
  { heldUntil, holdMinutes }: { heldUntil: Date; holdMinutes: number },
): OutgoingMail {
  return finish(
    {
      kind: 'booking-hold',
      to: booking.email,
      subject: `Keşif görüşmeni onayla: ${describeCallTime(booking.startsAt, null)}`,
      text: visitorText(context, null, [
        `${context.identity.siteName} sitesinden ücretsiz keşif görüşmesi için bu zaman seçildi:`,
        describeCallTime(booking.startsAt, booking.timeZone),
        '',
        `Bu saat ${holdMinutes} dakika boyunca senin için tutuluyor (son onay zamanı: ${clock(heldUntil)}, Türkiye saati). Randevunu kesinleştirmek için bağlantıyı aç ve “Randevumu onayla” düğmesine bas:`,
        manageUrl(context.publicUrl, token),
        '',
        `Onayladığında takvim dosyası ekli onay e-postası gelir ve ${context.identity.coachName} bilgilendirilir. ${holdMinutes} dakika içinde onaylamazsan saat yeniden randevuya açılır ve bilgilerin silinir. Bu isteği sen yapmadıysan hiçbir şey yapmana gerek yok.`,
      ]),
      about: about(booking),
    },
    context.identity.email,
  );
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
  return finish(
    {
      kind: changed ? 'booking-changed' : 'booking-confirmation',
      to: booking.email,
      subject: changed
        ? `Keşif görüşmenin yeni zamanı: ${describeCallTime(booking.startsAt, null)}`
        : `Ücretsiz keşif görüşmen: ${describeCallTime(booking.startsAt, null)}`,
      text: visitorText(context, nameOf(booking), [
        changed
          ? 'Ücretsiz keşif görüşmenin zamanı değişti. Yeni zaman:'
          : 'Ücretsiz keşif görüşmen ayrıldı:',
        when,
        `Süre: ${minutes} dakika`,
        '',
        ...where(booking, context),
        '',
        'Ekteki takvim dosyasıyla görüşmeyi takvimine ekleyebilirsin.',
        '',
        'İptal etmek ya da saatini değiştirmek için:',
        manageUrl(context.publicUrl, token),
      ]),
      attachments: [bookingCalendar(booking, { ...context, for: 'visitor' })],
      about: about(booking),
    },
    context.identity.email,
  );
}

/** To the coach: who, when, how, and the same calendar file. */
export function bookingNoticeMail(
  booking: Booking,
  context: BookingMailContext,
  { changedFrom }: { changedFrom?: string } = {},
): OutgoingMail {
  return finish(
    {
      kind: changedFrom ? 'booking-changed-notice' : 'booking-new',
      to: context.notifyEmail,
      subject: changedFrom
        ? `Keşif görüşmesinin saati değişti: ${nameOf(booking)}, ${coachTime(booking.startsAt)}`
        : `Yeni keşif görüşmesi: ${nameOf(booking)}, ${coachTime(booking.startsAt)}`,
      text: coachText([
        changedFrom
          ? `Ziyaretçi ${nameOf(booking)}, keşif görüşmesinin saatini değiştirdi. Önceki zaman: ${coachTime(changedFrom)}.`
          : 'Sitenizden yeni bir ücretsiz keşif görüşmesi alındı.',
        '',
        ...details(booking),
        '',
        `Randevularınız: ${context.publicUrl}${ADMIN_BOOKINGS_PATH}`,
      ]),
      attachments: [bookingCalendar(booking, { ...context, for: 'coach' })],
      about: about(booking),
    },
    booking.email,
  );
}

/** The visitor's reminders, 24 hours and (online) 1 hour before; any already past left out. */
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
    .map(({ before, label }) =>
      finish(
        {
          kind: 'booking-reminder',
          to: booking.email,
          subject: `Hatırlatma: keşif görüşmen ${label}, ${describeCallTime(booking.startsAt, null)}`,
          text: visitorText(context, nameOf(booking), [
            `Ücretsiz keşif görüşmen ${label} başlıyor:`,
            describeCallTime(booking.startsAt, booking.timeZone),
            '',
            ...where(booking, context),
            '',
            'Gelemeyeceksen iptal etmek ya da saatini değiştirmek için:',
            manageUrl(context.publicUrl, token),
          ]),
          about: about(booking),
          notBefore: new Date(start - before),
        },
        context.identity.email,
      ),
    );
}

/** A cancellation, with the calendar file that removes the event, to both sides. */
export function bookingCancelledMails(
  booking: Booking,
  context: BookingMailContext,
): OutgoingMail[] {
  const visitorWhen = describeCallTime(booking.startsAt, booking.timeZone);
  const bookAgain = `${context.publicUrl}${BOOKING_PATH}?type=${booking.kind}`;
  const toVisitor = bookingCalendar(booking, { ...context, for: 'visitor', cancelled: true });
  if (booking.cancelledBy === 'coach') {
    return [
      finish(
        {
          kind: 'booking-cancelled',
          to: booking.email,
          subject: `Keşif görüşmen iptal edildi: ${describeCallTime(booking.startsAt, null)}`,
          text: visitorText(context, nameOf(booking), [
            `${context.identity.coachName}, ücretsiz keşif görüşmeni iptal etmek zorunda kaldı ve bunun için özür diliyor. İptal edilen görüşme:`,
            visitorWhen,
            '',
            'Sana uyan başka bir saat seçmek için:',
            bookAgain,
          ]),
          attachments: [toVisitor],
          about: about(booking),
        },
        context.identity.email,
      ),
    ];
  }
  return [
    finish(
      {
        kind: 'booking-cancelled-notice',
        to: context.notifyEmail,
        subject: `Keşif görüşmesi iptal edildi: ${nameOf(booking)}, ${coachTime(booking.startsAt)}`,
        text: coachText([
          `Ziyaretçi ${nameOf(booking)}, keşif görüşmesini iptal etti. Bu saat yeniden randevuya açıldı.`,
          '',
          ...details(booking),
        ]),
        attachments: [bookingCalendar(booking, { ...context, for: 'coach', cancelled: true })],
        about: about(booking),
      },
      booking.email,
    ),
    finish(
      {
        kind: 'booking-cancelled-confirmation',
        to: booking.email,
        subject: `Keşif görüşmeni iptal ettin: ${describeCallTime(booking.startsAt, null)}`,
        text: visitorText(context, nameOf(booking), [
          `Ücretsiz keşif görüşmeni iptal ettin; ${context.identity.coachName} bilgilendirildi. İptal edilen görüşme:`,
          visitorWhen,
          '',
          'Görüşmeyi takvimine eklediysen ekteki takvim dosyasıyla kaldırabilirsin.',
          '',
          'Başka bir zaman tanışmak istersen sana uyan bir saat seçebilirsin:',
          bookAgain,
        ]),
        attachments: [toVisitor],
        about: about(booking),
      },
      context.identity.email,
    ),
  ];
}
