import {
  cancelBooking,
  confirmHold,
  findBookingByToken,
  getBooking,
  getBookingPlaces,
  holdBooking,
  markBookingDone,
  moveBooking,
  type Booking,
  type BookingResult,
  type NewBooking,
} from '#app/db/bookings.server.ts';
import type { Executor } from '#app/db/client.server.ts';
import { deletePendingMailsAbout, enqueueMail, mailAbout } from '#app/db/outbox.server.ts';
import {
  bookingCancelledMails,
  bookingConfirmationMail,
  bookingHoldMail,
  bookingNoticeMail,
  bookingReminderMails,
  type BookingMailContext,
} from '#app/server/booking/booking-mails.server.ts';
import { admitHold, BOOKING_HOLDS, holdEnd } from '#app/server/booking/holds.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

/** A call's life (docs/product.md#bookings); mails go to the outbox in the same transaction. */

/** Changes of one call's time through its link, in CHANGES_WINDOW_MS (docs/product.md#booking-link). */
export const CHANGES_PER_BOOKING = 3;
const CHANGES_WINDOW_MS = 24 * 60 * 60_000;

/** What the mails need, the coach's places read in the mails' own transaction. */
async function context(runtime: Runtime, db: Executor): Promise<BookingMailContext> {
  return {
    publicUrl: runtime.publicUrl,
    notifyEmail: runtime.notifyEmail,
    identity: runtime.identity,
    places: await getBookingPlaces(db),
  };
}

async function queue(db: Executor, mails: Parameters<typeof enqueueMail>[1][]): Promise<void> {
  for (const mail of mails) await enqueueMail(db, mail);
}

/** Holds a call's time for the visitor from `client` if it is free and the caps on holds allow. */
export async function bookCall(
  runtime: Runtime,
  input: NewBooking,
  client: string,
  now = new Date(),
): Promise<BookingResult> {
  const { db, dialect } = runtime.handle;
  const heldUntil = holdEnd(now);
  const result = await holdBooking(db, dialect, input, now, {
    until: heldUntil,
    admit: (trx, email) => admitHold(trx, runtime.counters, client, email, now),
    then: async (trx, booking, token) =>
      enqueueMail(
        trx,
        bookingHoldMail(booking, token, await context(runtime, trx), {
          heldUntil,
          holdMinutes: BOOKING_HOLDS.holdMinutes,
        }),
      ),
  });
  if (result.ok) runtime.mail.kick();
  return result;
}

/** Confirms a hold through its link: only now is the coach told. */
export async function confirmCall(
  runtime: Runtime,
  token: string,
  now = new Date(),
): Promise<Booking | null> {
  const booked = await confirmHold(runtime.handle.db, token, now, async (trx, booking) => {
    const mails = await context(runtime, trx);
    await queue(trx, [
      bookingConfirmationMail(booking, token, mails),
      bookingNoticeMail(booking, mails),
      ...bookingReminderMails(booking, token, mails, now),
    ]);
  });
  if (booked) runtime.mail.kick();
  return booked;
}

/** Moves a call by its link, at most CHANGES_PER_BOOKING a day, so it cannot flood the coach. */
export async function changeBooking(
  runtime: Runtime,
  token: string,
  startsAt: Date,
  now = new Date(),
): ReturnType<typeof moveBooking> {
  const { db, dialect } = runtime.handle;
  const booking = await findBookingByToken(db, token);
  if (!booking) return { ok: false, reason: 'gone' };
  const changes = `booking-changes:${booking.id}`;
  const result = await moveBooking(db, dialect, booking.id, startsAt, now, {
    async admit(trx) {
      const made = (await runtime.counters.read(trx, changes, now.getTime()))?.count ?? 0;
      return made >= CHANGES_PER_BOOKING ? 'too-many' : null;
    },
    async then(trx, moved, before) {
      await runtime.counters.countInWindow(trx, changes, CHANGES_WINDOW_MS, now.getTime());
      await deletePendingMailsAbout(trx, mailAbout('booking', moved.id));
      const mails = await context(runtime, trx);
      await queue(trx, [
        bookingConfirmationMail(moved, token, mails, { changed: true }),
        bookingNoticeMail(moved, mails, { changedFrom: before.startsAt }),
        ...bookingReminderMails(moved, token, mails, now),
      ]);
    },
  });
  if (result.ok) runtime.mail.kick();
  return result;
}

/** Cancels a booked call: the time is free at once, its reminders are deleted, the other side is
 * told, and a visitor who cancelled gets the confirmation. */
async function cancel(
  runtime: Runtime,
  find: (db: Executor) => Promise<Booking | null>,
  by: 'visitor' | 'coach',
): Promise<Booking | null> {
  const cancelled = await runtime.handle.db.transaction().execute(async (trx) => {
    const booking = await find(trx);
    if (!booking) return null;
    const done = await cancelBooking(trx, booking.id, by);
    if (!done) return null;
    await deletePendingMailsAbout(trx, mailAbout('booking', done.id));
    await queue(trx, bookingCancelledMails(done, await context(runtime, trx)));
    return done;
  });
  if (cancelled) runtime.mail.kick();
  return cancelled;
}

export function cancelByVisitor(runtime: Runtime, token: string): Promise<Booking | null> {
  return cancel(runtime, (db) => findBookingByToken(db, token), 'visitor');
}

export function cancelByCoach(runtime: Runtime, id: number): Promise<Booking | null> {
  return cancel(runtime, (db) => getBooking(db, id), 'coach');
}

/** The coach marks a call held; its remaining reminders go. */
export async function markDone(runtime: Runtime, id: number): Promise<Booking | null> {
  return runtime.handle.db.transaction().execute(async (trx) => {
    const done = await markBookingDone(trx, id);
    if (done) await deletePendingMailsAbout(trx, mailAbout('booking', id));
    return done;
  });
}
