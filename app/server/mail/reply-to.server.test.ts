import { describe, expect, test } from 'vitest';

import { demoIdentity } from '#app/data/identity.ts';
import type { Booking } from '#app/db/bookings.server.ts';
import type { OutgoingMail } from '#app/db/outbox.server.ts';
import {
  bookingCancelledMails,
  bookingConfirmationMail,
  bookingHoldMail,
  bookingNoticeMail,
  bookingReminderMails,
  type BookingMailContext,
} from '#app/server/booking/booking-mails.server.ts';
import {
  alreadySubscribedMail,
  commentPendingMail,
  confirmationMail,
  newSubscriberMail,
  storyPendingMail,
  welcomeMail,
} from '#app/server/mail/messages.server.ts';
import { newsletterMail } from '#app/server/mail/newsletter-mail.server.ts';

/*
 * Issue 38: a visitor who answers a mail of the site reaches the coach's public address, and
 * the coach who answers a notice about a visitor reaches that visitor, whatever address the mail
 * was sent from (MAIL_FROM).
 */

const PUBLIC_URL = 'https://koc.example';
const COACH = demoIdentity.email;
const NOTIFY = 'bildirim@koc.example';
const VISITOR = 'ziyaretci@ornek.com';

const context: BookingMailContext = {
  publicUrl: PUBLIC_URL,
  notifyEmail: NOTIFY,
  identity: demoIdentity,
  places: { officeAddress: null, meetingUrl: null },
};

const booking = (changes: Partial<Booking> = {}): Booking => ({
  id: 7,
  kind: 'online',
  startsAt: '2030-03-04T07:00:00.000Z',
  endsAt: '2030-03-04T07:30:00.000Z',
  name: 'Deniz Yılmaz',
  email: VISITOR,
  phone: '+90 532 000 00 00',
  note: null,
  timeZone: 'Europe/Berlin',
  status: 'booked',
  sequence: 0,
  cancelledBy: null,
  cancelledAt: null,
  createdAt: '2030-02-01T07:00:00.000Z',
  heldUntil: null,
  ...changes,
});

const subscriber = { id: 3, email: VISITOR, unsubscribeToken: 'ayrilma-anahtari' };
const now = new Date('2030-02-01T07:00:00.000Z');
const newsletter = (to: { unsubscribeToken: string } | null) => ({
  to: to ? VISITOR : COACH,
  ...newsletterMail({
    newsletter: { subject: 'Mart bülteni', body: '<p>Merhaba</p>' },
    to,
    publicUrl: PUBLIC_URL,
    identity: demoIdentity,
  }),
});

/** The mails of a call the visitor cancelled that go to `to`. */
const cancelledByVisitor = (to: string) =>
  bookingCancelledMails(booking({ status: 'cancelled', cancelledBy: 'visitor' }), context).filter(
    (mail) => mail.to === to,
  );

/** Every mail to a visitor: its name, and the mail (or the mails) as built. */
const toVisitors: [string, () => Pick<OutgoingMail, 'to' | 'headers'>[]][] = [
  [
    'newsletter confirmation',
    () => [confirmationMail(subscriber, 'onay', PUBLIC_URL, demoIdentity)],
  ],
  ['newsletter welcome', () => [welcomeMail(subscriber, PUBLIC_URL, demoIdentity)]],
  ['already subscribed', () => [alreadySubscribedMail(subscriber, PUBLIC_URL, demoIdentity)]],
  ['a newsletter', () => [newsletter(subscriber)]],
  ['a newsletter’s test mail', () => [newsletter(null)]],
  [
    'booking hold',
    () => [
      bookingHoldMail(booking({ status: 'held' }), 'randevu', context, {
        heldUntil: new Date('2030-02-01T07:30:00.000Z'),
        holdMinutes: 30,
      }),
    ],
  ],
  ['booking confirmation', () => [bookingConfirmationMail(booking(), 'randevu', context)]],
  [
    'booking change',
    () => [bookingConfirmationMail(booking(), 'randevu', context, { changed: true })],
  ],
  ['booking reminders', () => bookingReminderMails(booking(), 'randevu', context, now)],
  [
    'cancelled by the coach',
    () => bookingCancelledMails(booking({ status: 'cancelled', cancelledBy: 'coach' }), context),
  ],
  ['cancelled by the visitor: the confirmation', () => cancelledByVisitor(VISITOR)],
];

/** Every notice to the coach about a visitor who gave an address. */
const toCoach: [string, () => OutgoingMail[]][] = [
  ['new subscriber', () => [newSubscriberMail(NOTIFY, subscriber)]],
  [
    'story waiting',
    () => [
      storyPendingMail(NOTIFY, PUBLIC_URL, {
        id: 4,
        authorName: 'Ayşe K.',
        email: VISITOR,
        story: 'Hikâyem',
      }),
    ],
  ],
  ['new booking', () => [bookingNoticeMail(booking(), context)]],
  [
    'changed booking',
    () => [bookingNoticeMail(booking(), context, { changedFrom: '2030-03-03T07:00:00.000Z' })],
  ],
  ['cancelled by the visitor: the notice', () => cancelledByVisitor(NOTIFY)],
];

describe('Reply-To', () => {
  test.each(toVisitors)('%s: a reply reaches the coach’s public address', (_, build) => {
    const mails = build();
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.headers?.['Reply-To']).toBe(COACH);
  });

  test('a newsletter names its list and, sent to a subscriber, its one-click unsubscribe', () => {
    const { headers } = newsletter(subscriber);
    expect(headers).toMatchObject({
      'List-Id': '<bulten.koc.example>',
      'List-Unsubscribe': `<${PUBLIC_URL}/bulten/ayril/ayrilma-anahtari>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  test.each(toCoach)('%s: her reply reaches the visitor', (_, build) => {
    const mails = build();
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.to).toBe(NOTIFY);
      expect(mail.headers?.['Reply-To']).toBe(VISITOR);
    }
  });

  test('a comment’s notice has no Reply-To: the comment form asks for no address', () => {
    const mail = commentPendingMail(NOTIFY, PUBLIC_URL, {
      id: 5,
      authorName: 'Okur',
      content: 'Güzel yazı',
      postTitle: 'Yeniden Başlamak',
    });
    expect(mail.to).toBe(NOTIFY);
    expect(mail.headers?.['Reply-To']).toBeUndefined();
  });
});
