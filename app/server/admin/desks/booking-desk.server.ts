import { data } from 'react-router';
import { z } from 'zod';

import { ADMIN_BOOKING_SETTINGS_PATH } from '#app/data/page-paths.ts';
import {
  getBooking,
  getBookingHours,
  getBookingSettings,
  getDaysOff,
  listBookings,
  PAST_BOOKING_MONTHS,
  saveBookingSettings,
  type Booking,
} from '#app/db/bookings.server.ts';
import type { Executor } from '#app/db/client.server.ts';
import type { BookingAction } from '#app/lib/admin/audit-events.ts';
import { ADMIN_PAGE_SIZE, listHref, pageCount, parseId, parsePage } from '#app/lib/admin/paging.ts';
import { addDays, dayStart, parseIsoDay, weekdayOf } from '#app/lib/booking/booking-slots.ts';
import { formatCallTime, sameAsTurkiye } from '#app/lib/booking/booking-time.ts';
import { formatDateTr, istanbulDate, istanbulDateTimeLocal } from '#app/lib/format.ts';
import {
  BOOKING_SETTINGS_FORM_MAX_BYTES,
  bookingSettingsValues,
  checkBookingSettings,
  formatDaysOff,
  formatHours,
  BOOKING_INTENTS,
  WEEKDAYS,
  type BookingSettingsValues,
} from '#app/schemas/booking-settings.ts';
import { INTENT_FIELD, type DeskAnswer } from '#app/lib/admin/desk-form.ts';
import {
  conflictAnswer,
  intentOf,
  invalidRequest,
  readDeskFields,
  refuse,
  versionOf,
} from '#app/server/admin/desks/desk-form.server.ts';
import { loadDeskStash, requireAdminOrStash } from '#app/server/admin/desks/editor-stash.server.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import { requireOwner, type Admin } from '#app/server/admin/sign-in/session.server.ts';
import { cancelByCoach, markDone } from '#app/server/booking/booking.server.ts';
import { readForm } from '#app/server/request-body.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

export const bookingDeskMessages = {
  cancelled: 'Görüşme iptal edildi; ziyaretçiye e-postayla bildirildi.',
  done: 'Görüşme yapıldı olarak işaretlendi.',
  gone: 'Bu görüşme artık beklenmiyor; başka bir yerde iptal edilmiş ya da yapıldı olarak işaretlenmiş olabilir.',
  over: 'Bu görüşmenin saati geçti; iptal edilemez. Yapıldıysa “Yapıldı olarak işaretle” ile işaretleyin.',
  invalid: 'Ayarlar kaydedilmedi: işaretli alanları düzeltin. Yazdıklarınız duruyor.',
  conflict:
    'Randevu ayarları siz açtıktan sonra başka bir yerde değiştirildi. Yazdıklarınız aşağıda duruyor; son hâline bakıp yeniden kaydedin.',
  tooLarge: 'Gönderilen form çok büyük; izin günlerini kısaltın.',
  restored: 'Oturumunuzun süresi dolmuştu; yazdıklarınız geri yüklendi. Kaydetmeyi unutmayın.',
  saved: 'Randevu ayarları kaydedildi.',
} as const;

const clock = (at: string) => istanbulDateTimeLocal(at).slice(11);

/** A call as the coach's pages show it: its times written on the server, in Türkiye time. */
export type DeskBooking = Pick<
  Booking,
  'id' | 'kind' | 'startsAt' | 'name' | 'email' | 'phone' | 'note' | 'status' | 'cancelledBy'
> & {
  day: string;
  time: string;
  /** The visitor's own time when their zone differs: "27 Kasım 2026 Cuma 08:00 (Europe/Berlin)". */
  visitorTime: string | null;
  over: boolean;
};

function deskBooking(booking: Booking, now: Date): DeskBooking {
  const when = formatCallTime(booking.startsAt);
  const zone = booking.timeZone;
  return {
    id: booking.id,
    kind: booking.kind,
    startsAt: booking.startsAt,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    note: booking.note,
    status: booking.status,
    cancelledBy: booking.cancelledBy,
    day: when.slice(0, when.lastIndexOf(' ')),
    time: `${clock(booking.startsAt)}–${clock(booking.endsAt)}`,
    visitorTime:
      zone && !sameAsTurkiye(zone, new Date(booking.startsAt))
        ? `${formatCallTime(booking.startsAt, zone)} (${zone})`
        : null,
    over: Date.parse(booking.endsAt) <= now.getTime(),
  };
}

export type BookingView = 'hafta' | 'liste' | 'gecmis';

const mondayOf = (day: string) => addDays(day, 1 - weekdayOf(day));

/** Six months before today's start: the oldest calls still kept. */
function keptSince(today: string): Date {
  const since = dayStart(today);
  since.setUTCMonth(since.getUTCMonth() - PAST_BOOKING_MONTHS);
  return since;
}

/** `?hafta=` any date of the week; `?gorunum=liste|gecmis`; `?iptal={id}` asks before cancelling. */
export async function loadBookingDesk(runtime: Runtime, args: { request: Request; url: URL }) {
  await requireOwner(runtime, args);
  const db = runtime.handle.db;
  const { searchParams } = args.url;
  const now = new Date();
  const today = istanbulDate(now);
  const requested = searchParams.get('gorunum');
  const view: BookingView = requested === 'liste' || requested === 'gecmis' ? requested : 'hafta';
  const monday = mondayOf(parseIsoDay(searchParams.get('hafta')) ?? today);
  const nextMonday = addDays(monday, 7);
  const [week, upcoming, past] = await Promise.all([
    listBookings(db, { from: dayStart(monday), to: dayStart(nextMonday) }),
    listBookings(db, { from: dayStart(today) }),
    listBookings(db, { from: keptSince(today), to: dayStart(today) }),
  ]);
  const counts = { hafta: week.length, liste: upcoming.length, gecmis: past.length };
  const confirmId = parseId(searchParams.get('iptal'));
  const shown = (bookings: Booking[]) => bookings.map((booking) => deskBooking(booking, now));

  if (view === 'hafta') {
    const [hours, daysOff] = await Promise.all([getBookingHours(db), getDaysOff(db, monday)]);
    const days = WEEKDAYS.map(({ name, weekday }, index) => {
      const day = addDays(monday, index);
      const off = daysOff.find((row) => row.day === day);
      return {
        day,
        weekday: name,
        date: formatDateTr(day),
        today: day === today,
        hours: formatHours(hours, weekday),
        dayOff: off ? { note: off.note } : null,
        bookings: shown(week.filter((booking) => istanbulDate(booking.startsAt) === day)),
      };
    });
    return {
      view,
      counts,
      confirmId,
      week: {
        monday,
        title: `${formatDateTr(monday)} – ${formatDateTr(addDays(monday, 6))}`,
        previous: addDays(monday, -7),
        next: nextMonday,
        isCurrent: monday === mondayOf(today),
        days,
      },
      list: null,
    };
  }

  const all = view === 'liste' ? upcoming : [...past].reverse();
  const pages = pageCount(all.length);
  const page = Math.min(parsePage(searchParams.get('sayfa')), pages);
  const items = all.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE);
  return { view, counts, confirmId, week: null, list: { items: shown(items), page, pages } };
}

/** The log keeps the call's time and id: never the visitor's address, name or note. */
async function log(db: Executor, admin: Admin, action: BookingAction, booking: Booking) {
  await recordAudit(db, admin, {
    type: 'booking',
    action,
    bookingId: booking.id,
    callTime: formatCallTime(booking.startsAt),
  });
}

const IdSchema = z.coerce.number().int().positive();

type DeskStep = { runtime: Runtime; admin: Admin; booking: Booking; back: string };

const toBack = (back: string, description: string, refused = false) =>
  redirectWithToast(back, refused ? { description, variant: 'destructive' } : { description }, {
    status: 303,
  });

async function cancelCall({ runtime, admin, booking, back }: DeskStep): Promise<Response> {
  if (Date.parse(booking.endsAt) <= Date.now()) return toBack(back, bookingDeskMessages.over, true);
  const cancelled = await cancelByCoach(runtime, booking.id);
  if (!cancelled) return toBack(back, bookingDeskMessages.gone, true);
  await log(runtime.handle.db, admin, 'cancel', cancelled);
  return toBack(back, bookingDeskMessages.cancelled);
}

async function markCallDone({ runtime, admin, booking, back }: DeskStep): Promise<Response> {
  const done = await markDone(runtime, booking.id);
  if (!done) return toBack(back, bookingDeskMessages.gone, true);
  await log(runtime.handle.db, admin, 'done', done);
  return toBack(back, bookingDeskMessages.done);
}

export async function bookingDeskAction(
  runtime: Runtime,
  args: { request: Request; url: URL },
): Promise<Response> {
  const admin = await requireOwner(runtime, args);
  const form = await readForm(args.request);
  const intent = intentOf(BOOKING_INTENTS, form?.get(INTENT_FIELD));
  const id = IdSchema.safeParse(form?.get('id'));
  if (!id.success) return invalidRequest();
  const back = listHref(args.url.pathname, args.url.search, { iptal: null });
  const booking = await getBooking(runtime.handle.db, id.data);
  if (!booking || booking.status !== 'booked') return toBack(back, bookingDeskMessages.gone, true);
  const step = { runtime, admin, booking, back };
  switch (intent) {
    case BOOKING_INTENTS.cancel:
      return cancelCall(step);
    case BOOKING_INTENTS.done:
      return markCallDone(step);
  }
}

export type BookingSettingsAnswer = DeskAnswer<
  BookingSettingsValues,
  'invalid' | 'conflict' | 'too-large'
>;

export async function loadBookingSettings(runtime: Runtime, args: { request: Request; url: URL }) {
  const admin = await requireOwner(runtime, args);
  const { handle, identity } = runtime;
  const db = handle.db;
  const stash = await loadDeskStash(
    db,
    args,
    admin,
    bookingSettingsValues,
    bookingDeskMessages.restored,
  );
  const [settings, hours, daysOff] = await Promise.all([
    getBookingSettings(db),
    getBookingHours(db),
    getDaysOff(db, istanbulDate(new Date())),
  ]);
  const saved: BookingSettingsValues = {
    callMinutes: String(settings.callMinutes),
    bufferMinutes: String(settings.bufferMinutes),
    minNoticeHours: String(settings.minNoticeHours),
    windowDays: String(settings.windowDays),
    dailyMax: String(settings.dailyMax),
    daysOff: formatDaysOff(daysOff),
    officeAddress: settings.officeAddress ?? '',
    meetingUrl: settings.meetingUrl ?? '',
    version: String(settings.version),
  };
  for (const { weekday, field } of WEEKDAYS) saved[field] = formatHours(hours, weekday);
  return data(
    {
      values: stash.restored ?? saved,
      restoredMessage: stash.restoredMessage,
      updatedAt: settings.updatedAt,
      places: { officeAddress: settings.officeAddress, meetingUrl: settings.meetingUrl },
      area: `${identity.district}, ${identity.city}`,
      stashProof: stash.stashProof,
    },
    stash.init,
  );
}

const readSettingsForm = (request: Request) =>
  readDeskFields(request, BOOKING_SETTINGS_FORM_MAX_BYTES);

/** "Kaydet": every field checked, then saved at once if nobody saved since she opened the form. */
export async function bookingSettingsAction(
  runtime: Runtime,
  args: { request: Request; url: URL },
) {
  const admin = await requireAdminOrStash(
    runtime,
    args,
    readSettingsForm,
    (fields) => (fields === 'too-large' ? null : bookingSettingsValues(fields)),
    { ownerOnly: true },
  );
  const fields = await readSettingsForm(args.request);
  if (fields === 'too-large') {
    return refuse<BookingSettingsValues, 'too-large'>(
      {},
      'too-large',
      bookingDeskMessages.tooLarge,
      413,
    );
  }
  return saveSettings(runtime, admin, bookingSettingsValues(fields));
}

async function saveSettings(runtime: Runtime, admin: Admin, values: BookingSettingsValues) {
  const check = checkBookingSettings(values, istanbulDate(new Date()));
  if (!check.ok) {
    return refuse(values, 'invalid', bookingDeskMessages.invalid, 400, check.fieldErrors);
  }
  const { db } = runtime.handle;
  const result = await saveBookingSettings(
    db,
    versionOf(values),
    check.rules,
    check.hours,
    check.daysOff,
    check.places,
  );
  if (!result.ok) return conflictAnswer(values, result.current, bookingDeskMessages.conflict);
  await recordAudit(db, admin, { type: 'booking-settings' });
  return redirectWithToast(
    ADMIN_BOOKING_SETTINGS_PATH,
    { description: bookingDeskMessages.saved },
    { status: 303 },
  );
}
