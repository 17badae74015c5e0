import { createHash, randomBytes } from 'node:crypto';

import { sql } from 'kysely';

import { privacyFacts } from '#app/data/privacy.ts';
import type { Db, Dialect, Executor } from '#app/db/client.server.ts';
import type { BookingKind, BookingStatus } from '#app/db/schema.ts';
import { deleteMailsOf, mailAbout } from '#app/db/outbox.server.ts';
import {
  changedRows,
  countRows,
  firstOrNull,
  nowIso,
  toIso,
  unlessTaken,
} from '#app/db/sql-values.ts';
import {
  checkSlot,
  type Availability,
  type BookingRules,
  type HoursRange,
  type SlotRefusal,
} from '#app/lib/booking/booking-slots.ts';
import { istanbulDate } from '#app/lib/format.ts';
import { canonicalEmail } from '#app/schemas/email.server.ts';

export type { BookingKind, BookingStatus } from '#app/db/schema.ts';

/** Null until the coach sets it; the mails then name neither. */
export type BookingPlaces = { officeAddress: string | null; meetingUrl: string | null };

export type BookingSettings = BookingRules & BookingPlaces & { version: number; updatedAt: string };

export type Booking = {
  id: number;
  kind: BookingKind;
  startsAt: string;
  endsAt: string;
  name: string;
  email: string;
  phone: string | null;
  note: string | null;
  timeZone: string | null;
  status: BookingStatus;
  sequence: number;
  cancelledBy: 'visitor' | 'coach' | null;
  cancelledAt: string | null;
  createdAt: string;
  heldUntil: string | null;
};

/** A past call is kept this long after its time, then erased (docs/product.md#retention). */
export const PAST_BOOKING_MONTHS = privacyFacts.pastBookingMonths;

type BookingRow = {
  id: number;
  kind: BookingKind;
  starts_at: string | Date;
  ends_at: string | Date;
  name: string;
  email: string;
  phone: string | null;
  note: string | null;
  time_zone: string | null;
  status: BookingStatus;
  sequence: number;
  cancelled_by: 'visitor' | 'coach' | null;
  cancelled_at: string | Date | null;
  created_at: string | Date;
  held_until: string | Date | null;
};

const columns = [
  'id',
  'kind',
  'starts_at',
  'ends_at',
  'name',
  'email',
  'phone',
  'note',
  'time_zone',
  'status',
  'sequence',
  'cancelled_by',
  'cancelled_at',
  'created_at',
  'held_until',
] as const;

function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    kind: row.kind,
    startsAt: toIso(row.starts_at),
    endsAt: toIso(row.ends_at),
    name: row.name,
    email: row.email,
    phone: row.phone,
    note: row.note,
    timeZone: row.time_zone,
    status: row.status,
    sequence: row.sequence,
    cancelledBy: row.cancelled_by,
    cancelledAt: row.cancelled_at === null ? null : toIso(row.cancelled_at),
    createdAt: toIso(row.created_at),
    heldUntil: row.held_until === null ? null : toIso(row.held_until),
  };
}

export function hashBookingToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const BOOKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function getBookingSettings(db: Executor): Promise<BookingSettings> {
  const row = await db
    .selectFrom('booking_settings')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    callMinutes: row.call_minutes,
    bufferMinutes: row.buffer_minutes,
    minNoticeHours: row.min_notice_hours,
    windowDays: row.window_days,
    dailyMax: row.daily_max,
    officeAddress: row.office_address,
    meetingUrl: row.meeting_url,
    version: row.version,
    updatedAt: toIso(row.updated_at),
  };
}

export async function getBookingPlaces(db: Executor): Promise<BookingPlaces> {
  return db
    .selectFrom('booking_settings')
    .select(['office_address as officeAddress', 'meeting_url as meetingUrl'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
}

export async function getBookingHours(db: Executor): Promise<HoursRange[]> {
  const rows = await db
    .selectFrom('booking_hours')
    .select(['weekday', 'start_minute', 'end_minute'])
    .orderBy('weekday')
    .orderBy('start_minute')
    .execute();
  return rows.map((row) => ({
    weekday: row.weekday,
    startMinute: row.start_minute,
    endMinute: row.end_minute,
  }));
}

export async function getDaysOff(
  db: Executor,
  from?: string,
): Promise<Array<{ day: string; note: string | null }>> {
  let query = db.selectFrom('booking_days_off').select(['day', 'note']).orderBy('day');
  if (from) query = query.where('day', '>=', from);
  return query.execute();
}

/** Refused if someone saved since she opened them (`version`); the caller validates ranges. */
export async function saveBookingSettings(
  db: Db,
  expectedVersion: number,
  rules: BookingRules,
  hours: HoursRange[],
  daysOff: Array<{ day: string; note: string | null }>,
  places: BookingPlaces,
): Promise<{ ok: true; settings: BookingSettings } | { ok: false; current: BookingSettings }> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('booking_settings')
      .set({
        call_minutes: rules.callMinutes,
        buffer_minutes: rules.bufferMinutes,
        min_notice_hours: rules.minNoticeHours,
        window_days: rules.windowDays,
        daily_max: rules.dailyMax,
        office_address: places.officeAddress,
        meeting_url: places.meetingUrl,
        version: expectedVersion + 1,
        updated_at: nowIso(),
      })
      .where('id', '=', 1)
      .where('version', '=', expectedVersion)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      return { ok: false as const, current: await getBookingSettings(trx) };
    }
    await trx.deleteFrom('booking_hours').execute();
    if (hours.length > 0) {
      await trx
        .insertInto('booking_hours')
        .values(
          hours.map((range) => ({
            weekday: range.weekday,
            start_minute: range.startMinute,
            end_minute: range.endMinute,
          })),
        )
        .execute();
    }
    await trx.deleteFrom('booking_days_off').execute();
    if (daysOff.length > 0) await trx.insertInto('booking_days_off').values(daysOff).execute();
    return { ok: true as const, settings: await getBookingSettings(trx) };
  });
}

/** What can still block a time: a run-out hold frees its time at once, before it is erased. */
async function bookedFrom(db: Executor, from: Date, exceptId?: number) {
  let query = db
    .selectFrom('bookings')
    .select(['starts_at', 'ends_at'])
    .where((eb) =>
      eb.or([
        eb('status', '=', 'booked'),
        eb.and([eb('status', '=', 'held'), eb('held_until', '>', from.toISOString())]),
      ]),
    )
    .where('ends_at', '>=', new Date(from.getTime() - 24 * 60 * 60_000).toISOString());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const rows = await query.execute();
  return rows.map((row) => ({
    startsAt: new Date(toIso(row.starts_at)),
    endsAt: new Date(toIso(row.ends_at)),
  }));
}

export async function loadAvailability(
  db: Executor,
  now = new Date(),
  exceptId?: number,
): Promise<Availability> {
  const [settings, hours, daysOff, booked] = await Promise.all([
    getBookingSettings(db),
    getBookingHours(db),
    getDaysOff(db, istanbulDate(now)),
    bookedFrom(db, now, exceptId),
  ]);
  return { rules: settings, hours, daysOff: new Set(daysOff.map((row) => row.day)), booked };
}

export type NewBooking = {
  kind: BookingKind;
  startsAt: Date;
  name: string;
  email: string;
  phone: string | null;
  note: string | null;
  timeZone: string | null;
};

export type HoldRefusal = 'holds-full' | 'range-limit' | 'address-limit';

export type BookingResult =
  | { ok: true; booking: Booking; token: string }
  | { ok: false; reason: SlotRefusal | 'has-upcoming' | HoldRefusal };

/** PostgreSQL FOR UPDATE (SQLite writes one at a time): the check and the booking are one step. */
async function lockBookings(trx: Executor, dialect: Dialect): Promise<void> {
  let query = trx.selectFrom('booking_settings').select('id').where('id', '=', 1);
  if (dialect === 'postgres') query = query.forUpdate();
  await query.execute();
}

export async function purgeExpiredHolds(db: Executor, now = new Date()): Promise<number[]> {
  const rows = await db
    .deleteFrom('bookings')
    .where('status', '=', 'held')
    .where('held_until', '<=', now.toISOString())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export function countOpenHolds(db: Executor): Promise<number> {
  return countRows(db.selectFrom('bookings').where('status', '=', 'held'));
}

const SLOT_TAKEN = { ok: false, reason: 'taken' } as const;

/** Checked and inserted under one lock, so of simultaneous requests exactly one gets it. */
export function holdBooking(
  db: Db,
  dialect: Dialect,
  input: NewBooking,
  now: Date,
  {
    until,
    admit = async () => null,
    then = async () => {},
  }: {
    until: Date;
    admit?: (trx: Executor, email: string) => Promise<HoldRefusal | null>;
    then?: (trx: Executor, booking: Booking, token: string) => Promise<void>;
  },
): Promise<BookingResult> {
  const email = canonicalEmail(input.email) ?? input.email.trim().toLowerCase();
  return unlessTaken(
    db.transaction().execute(async (trx): Promise<BookingResult> => {
      await lockBookings(trx, dialect);
      const expired = await purgeExpiredHolds(trx, now);
      await deleteMailsOf(trx, { about: expired.map((id) => mailAbout('booking', id)) });
      const check = checkSlot(await loadAvailability(trx, now), input.startsAt, now);
      if (!check.ok) return { ok: false, reason: check.reason };
      const upcoming = await trx
        .selectFrom('bookings')
        .select('id')
        .where('status', 'in', ['held', 'booked'])
        .where(sql<string>`lower(email)`, '=', email)
        .where('ends_at', '>', now.toISOString())
        .executeTakeFirst();
      if (upcoming) return { ok: false, reason: 'has-upcoming' };
      const refused = await admit(trx, email);
      if (refused) return { ok: false, reason: refused };
      const token = randomBytes(32).toString('base64url');
      const at = now.toISOString();
      const row = await trx
        .insertInto('bookings')
        .values({
          kind: input.kind,
          starts_at: check.slot.startsAt.toISOString(),
          ends_at: check.slot.endsAt.toISOString(),
          name: input.name,
          email,
          phone: input.phone,
          note: input.note,
          time_zone: input.timeZone,
          status: 'held',
          held_until: until.toISOString(),
          token_hash: hashBookingToken(token),
          created_at: at,
          updated_at: at,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
      const booking = toBooking(row);
      await then(trx, booking, token);
      return { ok: true, booking, token };
    }),
    SLOT_TAKEN,
  );
}

/** Null when behind or run out; `then` runs in the same transaction (the mails). */
export async function confirmHold(
  db: Db,
  token: string,
  now: Date,
  then: (trx: Executor, booking: Booking) => Promise<void>,
): Promise<Booking | null> {
  if (!BOOKING_TOKEN_PATTERN.test(token)) return null;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('bookings')
      .set({ status: 'booked', held_until: null, updated_at: now.toISOString() })
      .where('token_hash', '=', hashBookingToken(token))
      .where('status', '=', 'held')
      .where('held_until', '>', now.toISOString())
      .where('starts_at', '>', now.toISOString())
      .returning(columns)
      .executeTakeFirst();
    if (!row) return null;
    const booking = toBooking(row);
    await then(trx, booking);
    return booking;
  });
}

/** The calendar file's sequence goes up, so a calendar replaces the event. */
export function moveBooking(
  db: Db,
  dialect: Dialect,
  id: number,
  startsAt: Date,
  now = new Date(),
  {
    admit = async () => null,
    then = async () => {},
  }: {
    /** A cap on changes, checked under the lock (app/server/booking/booking.server.ts). */
    admit?: (trx: Executor, before: Booking) => Promise<'too-many' | null>;
    then?: (trx: Executor, booking: Booking, before: Booking) => Promise<void>;
  } = {},
): Promise<
  | { ok: true; booking: Booking; before: Booking }
  | { ok: false; reason: SlotRefusal | 'gone' | 'too-many' }
> {
  return unlessTaken(
    db.transaction().execute(async (trx) => {
      await lockBookings(trx, dialect);
      const before = await getBooking(trx, id);
      if (!before || before.status !== 'booked')
        return { ok: false as const, reason: 'gone' as const };
      const check = checkSlot(await loadAvailability(trx, now, id), startsAt, now);
      if (!check.ok) return { ok: false as const, reason: check.reason };
      const refused = await admit(trx, before);
      if (refused) return { ok: false as const, reason: refused };
      const row = await trx
        .updateTable('bookings')
        .set({
          starts_at: check.slot.startsAt.toISOString(),
          ends_at: check.slot.endsAt.toISOString(),
          sequence: before.sequence + 1,
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', '=', 'booked')
        .returning(columns)
        .executeTakeFirstOrThrow();
      const booking = toBooking(row);
      await then(trx, booking, before);
      return { ok: true as const, booking, before };
    }),
    SLOT_TAKEN,
  );
}

export function getBooking(db: Executor, id: number): Promise<Booking | null> {
  return firstOrNull(db.selectFrom('bookings').select(columns).where('id', '=', id), toBooking);
}

export async function findBookingByToken(db: Executor, token: string): Promise<Booking | null> {
  if (!BOOKING_TOKEN_PATTERN.test(token)) return null;
  return firstOrNull(
    db.selectFrom('bookings').select(columns).where('token_hash', '=', hashBookingToken(token)),
    toBooking,
  );
}

/** A booked call ends with `change`; null when it is not (or no longer) booked. */
function closeBooking(
  db: Executor,
  id: number,
  change: {
    status: 'cancelled' | 'done';
    cancelled_by?: 'visitor' | 'coach';
    cancelled_at?: string;
  },
  at: string,
): Promise<Booking | null> {
  return firstOrNull(
    db
      .updateTable('bookings')
      .set({ ...change, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'booked')
      .returning(columns),
    toBooking,
  );
}

export function cancelBooking(
  db: Executor,
  id: number,
  by: 'visitor' | 'coach',
  now = new Date(),
): Promise<Booking | null> {
  const at = now.toISOString();
  return closeBooking(db, id, { status: 'cancelled', cancelled_by: by, cancelled_at: at }, at);
}

export function markBookingDone(db: Executor, id: number): Promise<Booking | null> {
  return closeBooking(db, id, { status: 'done' }, nowIso());
}

/** Holds are left out: the coach hears of a call only once it is confirmed. */
export async function listBookings(
  db: Executor,
  { from, to, status }: { from: Date; to?: Date; status?: BookingStatus },
): Promise<Booking[]> {
  let query = db
    .selectFrom('bookings')
    .select(columns)
    .where('status', '!=', 'held')
    .where('starts_at', '>=', from.toISOString())
    .orderBy('starts_at');
  if (to) query = query.where('starts_at', '<', to.toISOString());
  if (status) query = query.where('status', '=', status);
  return (await query.execute()).map(toBooking);
}

export async function bookingsOf(db: Executor, email: string): Promise<Booking[]> {
  const address = canonicalEmail(email) ?? email.trim().toLowerCase();
  const rows = await db
    .selectFrom('bookings')
    .select(columns)
    .where(sql<string>`lower(email)`, '=', address)
    .execute();
  return rows.map(toBooking);
}

export async function deleteBookings(db: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  return changedRows(db.deleteFrom('bookings').where('id', 'in', ids));
}

export async function purgePastBookings(db: Executor, now = new Date()): Promise<number[]> {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - PAST_BOOKING_MONTHS);
  const rows = await db
    .deleteFrom('bookings')
    .where('ends_at', '<', before.toISOString())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
