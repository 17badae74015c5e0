import ICAL from 'ical.js';
import { describe, expect, test } from 'vitest';

import { demoIdentity } from '#app/data/identity.ts';
import { mailAbout } from '#app/db/outbox.server.ts';
import { cancelByVisitor } from '#app/server/booking/booking.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

import { bookConfirmed, bookedCall, visitorBooking, weekdayAt } from '../setup/booking.ts';
import { dialects, runtimePerTest } from '../setup/runtime.ts';
import { type Received, runtimeWithSmtp, smtpPerTest } from '../setup/smtp.ts';

/*
 * The booking's mails as the visitor and the coach get them through a real SMTP server (issue
 * 38): who a reply reaches, the HTML part and the privacy line, the coach's mails about the
 * visitor, the place of the call as the coach set it (and no promise while she has not), and the
 * visitor's own cancellation confirmed with the calendar file that removes the event.
 */

const COACH = 'koc@koc.example';
const MEETING = 'https://meet.google.com/abc-defg-hij';
const OFFICE = 'Caferağa Mah. Moda Cad. No: 1 D: 3, Kadıköy, İstanbul';

/** A header of a received message, unfolded. */
function header(mail: Received, name: string): string | undefined {
  const head = mail.raw.split(/\r\n\r\n/)[0]!.replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1];
}

/** The VEVENT of a received message's calendar file, and its METHOD. */
function calendarOf(mail: Received) {
  const base64 = /Content-Type: text\/calendar[\s\S]*?\r\n\r\n([\s\S]*?)\r\n--/.exec(mail.raw)![1]!;
  const ics = Buffer.from(base64.replace(/\s/g, ''), 'base64').toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    summary: String(event.getFirstPropertyValue('summary')),
    location: String(event.getFirstPropertyValue('location')),
    uid: String(event.getFirstPropertyValue('uid')),
    status: String(event.getFirstPropertyValue('status')),
  };
}

/** The outbox's rows of a booking: kind, recipient, subject and the text and HTML parts. */
async function outbox(runtime: Runtime, bookingId: number) {
  return runtime.handle.db
    .selectFrom('mail_outbox')
    .select(['kind', 'to_address', 'subject', 'text_body', 'html_body', 'headers'])
    .where('about', '=', mailAbout('booking', bookingId))
    .orderBy('id')
    .execute();
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe.each(dialects)('the booking’s mails on %s', (dialect) => {
  const runtime = runtimePerTest(dialect);
  const smtpServer = smtpPerTest();

  test('with no place set: the visitor’s mails promise no link, answer to the coach, have HTML and the privacy line; hers speak of the visitor', async () => {
    const { smtp, runtime: app } = await runtimeWithSmtp(runtime, smtpServer);
    const booked = await bookedCall(app, visitorBooking());
    await app.mail.runOnce();

    const toVisitor = smtp.received.filter((mail) => mail.to.includes('deniz@ornek.com'));
    expect(toVisitor).toHaveLength(2); // the hold's link, then the confirmation
    for (const mail of toVisitor) {
      expect(header(mail, 'Reply-To')).toBe(demoIdentity.email);
      expect(mail.raw).toMatch(/Content-Type: text\/plain/);
      expect(mail.raw).toMatch(/Content-Type: text\/html/);
    }
    const [toCoach, ...more] = smtp.received.filter((mail) => mail.to.includes(COACH));
    expect(more).toEqual([]);
    expect(header(toCoach!, 'Reply-To')).toBe('deniz@ornek.com');
    expect(toCoach!.raw).toMatch(/Content-Type: text\/html/);

    const rows = await outbox(app, booked.booking.id);
    const confirmation = rows.find((row) => row.kind === 'booking-confirmation')!;
    const privacy =
      'Kişisel verilerinin nasıl işlendiğini Aydınlatma Metni’nde okuyabilirsin: https://koc.example/kvkk';
    for (const row of rows.filter((row) => row.to_address === 'deniz@ornek.com')) {
      expect(row.text_body).toContain(privacy);
      expect(row.html_body).toContain('<a href="https://koc.example/kvkk"');
    }
    // No link is set: nothing says one will come, the visitor is told how to ask.
    expect(confirmation.text_body).toContain(
      'Online görüşme. Görüşmeye nasıl katılacağını sormak için bu e-postayı yanıtlayabilirsin.',
    );
    for (const row of rows) expect(row.text_body).not.toMatch(/gönderir|iletilir|https:\/\/meet/);

    const notice = rows.find((row) => row.kind === 'booking-new')!;
    expect(notice.subject).not.toContain('Türkiye saati');
    expect(notice.text_body).toContain('Sitenizden yeni bir ücretsiz keşif görüşmesi alındı.');
    expect(notice.text_body).toMatch(/Ziyaretçinin saatiyle: .* 0[89]:00 \(Europe\/Berlin\)/);
    expect(notice.text_body).not.toContain('senin');
    expect(count(notice.text_body, 'Türkiye saati')).toBe(1);

    // Each side's calendar file names the other party.
    const visitorCalendar = calendarOf(
      toVisitor.find((mail) => mail.raw.includes('text/calendar'))!,
    );
    const coachCalendar = calendarOf(toCoach!);
    expect(visitorCalendar.summary).toBe(
      `Ücretsiz keşif görüşmesi (Online): ${demoIdentity.coachName}`,
    );
    expect(coachCalendar.summary).toBe('Ücretsiz keşif görüşmesi (Online): Deniz Yılmaz');
    expect(coachCalendar.summary).not.toContain(demoIdentity.coachName);
    expect(coachCalendar.uid).toBe(visitorCalendar.uid);
    expect([visitorCalendar.location, coachCalendar.location]).toEqual(['Online', 'Online']);
  });

  test('with the link and the address set: the confirmation, the reminders and the calendar file carry the one of the call’s kind', async () => {
    const { smtp, runtime: app } = await runtimeWithSmtp(runtime, smtpServer);
    await app.handle.db
      .updateTable('booking_settings')
      .set({ office_address: OFFICE, meeting_url: MEETING })
      .execute();
    const online = await bookConfirmed(app, visitorBooking());
    const inPerson = await bookConfirmed(
      app,
      visitorBooking({ kind: 'yuz-yuze', email: 'ayse@ornek.com', startsAt: weekdayAt('14:30') }),
    );
    if (!online.ok || !inPerson.ok) throw new Error('not booked');
    await app.mail.runOnce();

    const onlineRows = await outbox(app, online.booking.id);
    const onlineToVisitor = onlineRows.filter(
      (row) => row.kind === 'booking-confirmation' || row.kind === 'booking-reminder',
    );
    expect(onlineToVisitor.map((row) => row.kind)).toEqual([
      'booking-confirmation',
      'booking-reminder',
      'booking-reminder',
    ]);
    for (const row of onlineToVisitor) {
      expect(row.text_body).toContain(
        `Online görüşme. Görüşmeye bu bağlantıyla katılabilirsin:\n${MEETING}`,
      );
      expect(row.html_body).toContain(`<a href="${MEETING}"`);
      expect(row.text_body).not.toContain(OFFICE);
    }
    const inPersonToVisitor = (await outbox(app, inPerson.booking.id)).filter(
      (row) => row.kind === 'booking-confirmation' || row.kind === 'booking-reminder',
    );
    expect(inPersonToVisitor.map((row) => row.kind)).toEqual([
      'booking-confirmation',
      'booking-reminder',
    ]);
    for (const row of inPersonToVisitor) {
      expect(row.text_body).toContain(`Yüz yüze görüşme. Adres: ${OFFICE}`);
      expect(row.text_body).not.toContain(MEETING);
    }

    const calendars = (to: string) =>
      smtp.received
        .filter((mail) => mail.to.includes(to) && mail.raw.includes('text/calendar'))
        .map(calendarOf);
    expect(calendars('deniz@ornek.com').map((ics) => ics.location)).toEqual([MEETING]);
    expect(calendars('ayse@ornek.com').map((ics) => ics.location)).toEqual([OFFICE]);
    expect(calendars(COACH).map((ics) => ics.location)).toEqual([MEETING, OFFICE]);
  });

  test('a visitor who cancels gets a confirmation with the calendar file that removes the event; the coach is told', async () => {
    const { smtp, runtime: app } = await runtimeWithSmtp(runtime, smtpServer);
    const booked = await bookedCall(app, visitorBooking());
    await app.mail.runOnce();
    const sentBefore = smtp.received.length;
    expect(await cancelByVisitor(app, booked.token)).toMatchObject({ status: 'cancelled' });
    await app.mail.runOnce();

    const after = smtp.received.slice(sentBefore);
    const toVisitor = after.filter((mail) => mail.to.includes('deniz@ornek.com'));
    const toCoach = after.filter((mail) => mail.to.includes(COACH));
    expect([toVisitor.length, toCoach.length]).toEqual([1, 1]);
    expect(header(toVisitor[0]!, 'Reply-To')).toBe(demoIdentity.email);
    expect(header(toCoach[0]!, 'Reply-To')).toBe('deniz@ornek.com');
    const removal = calendarOf(toVisitor[0]!);
    expect(removal).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      summary: `Ücretsiz keşif görüşmesi (Online): ${demoIdentity.coachName}`,
    });
    expect(calendarOf(toCoach[0]!)).toMatchObject({
      method: 'CANCEL',
      uid: removal.uid,
      summary: 'Ücretsiz keşif görüşmesi (Online): Deniz Yılmaz',
    });

    const rows = await outbox(app, booked.booking.id);
    const confirmation = rows.find((row) => row.kind === 'booking-cancelled-confirmation')!;
    // The time stands on its own line after a colon: no suffix to fit to a generated time.
    expect(confirmation.text_body).toMatch(
      /Ücretsiz keşif görüşmeni iptal ettin; .+ bilgilendirildi\. İptal edilen görüşme:\n\d{1,2} \S+ \d{4} \S+ \d\d:\d\d \(Türkiye saati, GMT\+3\)/,
    );
    expect(confirmation.text_body).toContain('https://koc.example/randevu-al?type=online');
    expect(confirmation.text_body).toContain('Aydınlatma Metni’nde okuyabilirsin');
    const notice = rows.find((row) => row.kind === 'booking-cancelled-notice')!;
    expect(notice.subject).not.toContain('Türkiye saati');
    expect(count(notice.text_body, 'Türkiye saati')).toBe(1);
    expect(notice.text_body).toContain('Ziyaretçi Deniz Yılmaz, keşif görüşmesini iptal etti.');
  });
});
