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
import { addDays, dayStart, parseIsoDay, weekdayOf } from '#app/lib/booking-slots.ts';
import { formatCallTime, sameAsTurkiye } from '#app/lib/booking-time.ts';
import { formatDateTr, istanbulDate, istanbulDateTimeLocal } from '#app/lib/format.ts';
import {
  BOOKING_SETTINGS_FORM_MAX_BYTES,
  bookingSettingsValues,
  checkBookingSettings,
  formatDaysOff,
  formatHours,
  WEEKDAYS,
  type BookingSettingsValues,
} from '#app/schemas/booking-settings.ts';
import {
  issueStashProof,
  requireAdminOrStash,
  takeEditorStash,
} from '#app/server/admin/editor-stash.server.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import { requireOwner, type Admin } from '#app/server/admin/session.server.ts';
import { cancelByCoach, markDone } from '#app/server/booking/booking.server.ts';
import { BodyTooLargeError, readForm, readFormFields } from '#app/server/request-body.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

/** The coach's booking pages' Turkish messages (docs/product.md#booking-desk). */
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

/** "10:00", the Türkiye clock time of an instant. */
const clock = (at: string) => istanbulDateTimeLocal(at).slice(11);

/** A call as the coach's pages show it: its times written on the server, in Türkiye time. */
export type DeskBooking = Pick<
  Booking,
  'id' | 'kind' | 'startsAt' | 'name' | 'email' | 'phone' | 'note' | 'status' | 'cancelledBy'
> & {
  /** "27 Kasım 2026 Cuma" */
  day: string;
  /** "10:00–10:30" */
  time: string;
  /** The visitor's own time when their zone differs: "27 Kasım 2026 Cuma 08:00 (Europe/Berlin)". */
  visitorTime: string | null;
  /** Over: it can no longer be cancelled. */
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

/** The Monday of the week a date falls in. */
const mondayOf = (day: string) => addDays(day, 1 - weekdayOf(day));

/** Six months before today's start: the oldest calls still kept. */
function keptSince(today: string): Date {
  const since = dayStart(today);
  since.setUTCMonth(since.getUTCMonth() - PAST_BOOKING_MONTHS);
  return since;
}

/**
 * /yonetim/randevular: the week (`?hafta=` any date of it, today's by default) with each day's
 * calls, hours and day off; or the list from today on (`?gorunum=liste`), or the past six months
 * newest first (`?gorunum=gecmis`), 20 a page. `?iptal={id}` asks before cancelling one.
 */
export async function loadBookingDesk(args: { request: Request; url: URL }) {
  await requireOwner(args);
  const { handle } = await getRuntime();
  const db = handle.db;
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

const ActionSchema = z.object({
  intent: z.enum(['cancel', 'done']),
  id: z.coerce.number().int().positive(),
});

/**
 * "Evet, iptal et" (after the question of `?iptal={id}`) and "Yapıldı olarak işaretle": the
 * session, the change, its log entry, and back to the same view with a toast.
 */
export async function bookingDeskAction(args: { request: Request; url: URL }): Promise<Response> {
  const admin = await requireOwner(args);
  const form = await readForm(args.request);
  const parsed = ActionSchema.safeParse({ intent: form?.get('intent'), id: form?.get('id') });
  if (!parsed.success) throw data('Geçersiz istek.', { status: 400 });
  const { intent, id } = parsed.data;
  const runtime = await getRuntime();
  const back = listHref(args.url.pathname, args.url.search, { iptal: null });
  const refuse = (description: string) =>
    redirectWithToast(back, { description, variant: 'destructive' }, { status: 303 });

  const booking = await getBooking(runtime.handle.db, id);
  if (!booking || booking.status !== 'booked') return refuse(bookingDeskMessages.gone);
  if (intent === 'cancel') {
    if (Date.parse(booking.endsAt) <= Date.now()) return refuse(bookingDeskMessages.over);
    const cancelled = await cancelByCoach(runtime, id);
    if (!cancelled) return refuse(bookingDeskMessages.gone);
    await log(runtime.handle.db, admin, 'cancel', cancelled);
    return redirectWithToast(back, { description: bookingDeskMessages.cancelled }, { status: 303 });
  }
  const done = await markDone(runtime, id);
  if (!done) return refuse(bookingDeskMessages.gone);
  await log(runtime.handle.db, admin, 'done', done);
  return redirectWithToast(back, { description: bookingDeskMessages.done }, { status: 303 });
}

/** What the settings action answers when it does not redirect: the form back as typed. */
export type BookingSettingsAnswer = {
  values: BookingSettingsValues;
  fieldErrors?: Record<string, string[]>;
  formError?: { kind: 'invalid' | 'conflict' | 'too-large'; message: string };
  /** A new answer remounts the form with its values. */
  answeredAt: number;
};

function answer(body: Omit<BookingSettingsAnswer, 'answeredAt'>, status: number) {
  return data<BookingSettingsAnswer>({ ...body, answeredAt: Date.now() }, { status });
}

/**
 * /yonetim/randevular/ayarlar: the rules, the weekly hours and the days off from today on, as the
 * form shows them; or what she had typed when her session ran out, once.
 */
export async function loadBookingSettings(args: { request: Request; url: URL }) {
  const admin = await requireOwner(args);
  const { handle, identity } = await getRuntime();
  const db = handle.db;
  const path = args.url.pathname;
  const stash = await takeEditorStash(db, args.request, admin, path, bookingSettingsValues);
  const restored = stash !== null && Object.keys(stash.values).length > 0;
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
      values: restored ? stash.values : saved,
      restoredMessage: restored ? bookingDeskMessages.restored : null,
      updatedAt: settings.updatedAt,
      places: { officeAddress: settings.officeAddress, meetingUrl: settings.meetingUrl },
      area: `${identity.district}, ${identity.city}`,
      stashProof: issueStashProof(admin, path),
    },
    stash ? { headers: { 'Set-Cookie': stash.setCookie } } : undefined,
  );
}

async function readSettingsForm(request: Request): Promise<Record<string, string> | 'too-large'> {
  try {
    const fields = await readFormFields(request, BOOKING_SETTINGS_FORM_MAX_BYTES);
    if (!fields) throw data('Geçersiz istek.', { status: 400 });
    return fields;
  } catch (error) {
    if (error instanceof BodyTooLargeError) return 'too-large';
    throw error;
  }
}

/** "Kaydet": every field checked, then saved at once if nobody saved since she opened the form. */
export async function bookingSettingsAction(args: { request: Request; url: URL }) {
  const admin = await requireAdminOrStash(
    args,
    readSettingsForm,
    (fields) => (fields === 'too-large' ? null : bookingSettingsValues(fields)),
    { ownerOnly: true },
  );
  const fields = await readSettingsForm(args.request);
  if (fields === 'too-large') {
    return answer(
      { values: {}, formError: { kind: 'too-large', message: bookingDeskMessages.tooLarge } },
      413,
    );
  }
  const values = bookingSettingsValues(fields);
  const check = checkBookingSettings(values, istanbulDate(new Date()));
  if (!check.ok) {
    return answer(
      {
        values,
        fieldErrors: check.fieldErrors,
        formError: { kind: 'invalid', message: bookingDeskMessages.invalid },
      },
      400,
    );
  }
  const { db } = (await getRuntime()).handle;
  const version = Number(values.version);
  // A missing or forged version matches no row (versions start at 1): a conflict.
  const expected = Number.isSafeInteger(version) ? version : 0;
  const result = await saveBookingSettings(
    db,
    expected,
    check.rules,
    check.hours,
    check.daysOff,
    check.places,
  );
  if (!result.ok) {
    // From now on the form is at the current version: she has been told, and decides.
    return answer(
      {
        values: { ...values, version: String(result.current.version) },
        formError: { kind: 'conflict', message: bookingDeskMessages.conflict },
      },
      409,
    );
  }
  await recordAudit(db, admin, { type: 'booking-settings' });
  return redirectWithToast(
    ADMIN_BOOKING_SETTINGS_PATH,
    { description: bookingDeskMessages.saved },
    { status: 303 },
  );
}
