import {
  cancelBooking,
  createBooking,
  findBookingByToken,
  getBooking,
  markBookingDone,
  moveBooking,
  type Booking,
  type BookingResult,
  type NewBooking,
} from '#app/db/bookings.server.ts';
import type { Executor } from '#app/db/client.server.ts';
import { deletePendingMailsAbout, enqueueMail, mailAbout } from '#app/db/outbox.server.ts';
import {
  bookingCancelledMail,
  bookingConfirmationMail,
  bookingNoticeMail,
  bookingReminderMails,
  type BookingMailContext,
} from '#app/server/booking/booking-mails.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

/*
 * A discovery call's life (docs/product.md#booking): booked, moved, cancelled or held. Every
 * change writes its mails to the outbox in the same transaction (the reminders with their send
 * time), so a restart or an SMTP outage delays a mail and never drops it, and a cancelled call's
 * reminders are deleted with the cancellation.
 */

function context(runtime: Runtime): BookingMailContext {
  return {
    publicUrl: runtime.publicUrl,
    notifyEmail: runtime.notifyEmail,
    identity: runtime.identity,
  };
}

async function queue(db: Executor, mails: Parameters<typeof enqueueMail>[1][]): Promise<void> {
  for (const mail of mails) await enqueueMail(db, mail);
}

/** Books a call if its time is free, with the visitor's and the coach's mails and the reminders. */
export async function bookCall(
  runtime: Runtime,
  input: NewBooking,
  now = new Date(),
): Promise<BookingResult> {
  const { db, dialect } = runtime.handle;
  const mails = context(runtime);
  const result = await createBooking(db, dialect, input, now, (trx, booking, token) =>
    queue(trx, [
      bookingConfirmationMail(booking, token, mails),
      bookingNoticeMail(booking, mails),
      ...bookingReminderMails(booking, token, mails, now),
    ]),
  );
  if (result.ok) runtime.mail.kick();
  return result;
}

/** The visitor moves their call through their link: new mails, new reminders, the old ones gone. */
export async function changeBooking(
  runtime: Runtime,
  token: string,
  startsAt: Date,
  now = new Date(),
): ReturnType<typeof moveBooking> {
  const { db, dialect } = runtime.handle;
  const booking = await findBookingByToken(db, token);
  if (!booking) return { ok: false, reason: 'gone' };
  const mails = context(runtime);
  const result = await moveBooking(
    db,
    dialect,
    booking.id,
    startsAt,
    now,
    async (trx, moved, before) => {
      await deletePendingMailsAbout(trx, mailAbout('booking', moved.id));
      await queue(trx, [
        bookingConfirmationMail(moved, token, mails, { changed: true }),
        bookingNoticeMail(moved, mails, { changedFrom: before.startsAt }),
        ...bookingReminderMails(moved, token, mails, now),
      ]);
    },
  );
  if (result.ok) runtime.mail.kick();
  return result;
}

/**
 * Cancels a booked call: the time is free at once, its reminders are deleted, and the other
 * side is told. Null when it was not booked (any more).
 */
async function cancel(
  runtime: Runtime,
  find: (db: Executor) => Promise<Booking | null>,
  by: 'visitor' | 'coach',
): Promise<Booking | null> {
  const mails = context(runtime);
  const cancelled = await runtime.handle.db.transaction().execute(async (trx) => {
    const booking = await find(trx);
    if (!booking) return null;
    const done = await cancelBooking(trx, booking.id, by);
    if (!done) return null;
    await deletePendingMailsAbout(trx, mailAbout('booking', done.id));
    await enqueueMail(trx, bookingCancelledMail(done, mails));
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
