import { beforeAll, beforeEach, describe, expect, test } from 'vitest';

import {
  getBooking,
  getBookingHours,
  getBookingSettings,
  getDaysOff,
  loadAvailability,
  type NewBooking,
} from '#app/db/bookings.server.ts';
import { listLogEntries } from '#app/db/moderation-log.server.ts';
import { mailAbout } from '#app/db/outbox.server.ts';
import { addDays, freeSlots, weekdayOf } from '#app/lib/booking/booking-slots.ts';
import { istanbulDate } from '#app/lib/format.ts';
import { describeLogEntry } from '#app/lib/admin/audit-log.ts';
import { bookingSettingsMessages } from '#app/schemas/booking-settings.ts';
import {
  bookingDeskAction,
  bookingDeskMessages,
  bookingSettingsAction,
  loadBookingDesk,
  loadBookingSettings,
  type BookingSettingsAnswer,
} from '#app/server/admin/desks/booking-desk.server.ts';
import {
  erasePersonalData,
  findPersonalData,
} from '#app/server/admin/desks/personal-data.server.ts';
import { getToast } from '#app/server/toast.server.ts';

import { bookedCall, turkiyeClock, turkiyeDay } from '../setup/booking.ts';
import { deskRuntime, sessionOf, signIn, type SignedIn } from '../setup/desk.ts';
import { dialects } from '../setup/runtime.ts';

/*
 * The coach's booking pages (docs/product.md#booking-desk): her rules checked field by field
 * with the form back as typed, a stale save refused, a saved change seen by the free times at
 * once, the calls by week and as lists, cancel (the visitor told, the reminders gone) and done
 * in the moderation log without the visitor's details, and the personal-data erasure.
 */

const SETTINGS = '/yonetim/randevular/ayarlar';
const DESK = '/yonetim/randevular';
const DAY = 24 * 60 * 60_000;
const url = (path: string) => new URL(`http://localhost${path}`);

/** A weekday ten days ahead at 10:00 Türkiye time: inside the default hours and window. */
function nextWeekdayAtTen(now = new Date()): Date {
  for (let offset = 10; ; offset += 1) {
    const day = istanbulDate(new Date(now.getTime() + offset * DAY));
    if (weekdayOf(day) <= 5) return new Date(`${day}T10:00:00+03:00`);
  }
}

const visitor = (overrides: Partial<NewBooking> = {}): NewBooking => ({
  kind: 'yuz-yuze',
  startsAt: nextWeekdayAtTen(),
  name: 'Deniz Yılmaz',
  email: 'deniz@ornek.com',
  phone: '+90 532 000 00 00',
  note: 'Kariyer değişikliği üzerine konuşmak istiyorum.',
  timeZone: 'Europe/Berlin',
  ...overrides,
});

/** The form as the page shows the defaults: weekdays 10:00–17:00. */
const defaults = (version: number): Record<string, string> => ({
  callMinutes: '30',
  bufferMinutes: '15',
  minNoticeHours: '12',
  windowDays: '30',
  dailyMax: '4',
  hours1: '10:00-17:00',
  hours2: '10:00-17:00',
  hours3: '10:00-17:00',
  hours4: '10:00-17:00',
  hours5: '10:00-17:00',
  hours6: '',
  hours7: '',
  daysOff: '',
  officeAddress: '',
  meetingUrl: '',
  version: String(version),
});

describe.each(dialects)('the coach’s booking pages on %s', (dialect) => {
  const { runtime, db } = deskRuntime(dialect);
  let coach: SignedIn;
  const answerOf = (result: unknown): { status: number; data: BookingSettingsAnswer } => {
    const value = result as { data: BookingSettingsAnswer; init: { status: number } | null };
    expect(value).not.toBeInstanceOf(Response);
    return { status: value.init?.status ?? 200, data: value.data };
  };
  const toastOf = async (result: unknown) => {
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(303);
    const flash = /flash_toast=[^;]+/.exec(response.headers.get('Set-Cookie') ?? '')?.[0] ?? '';
    const { toast } = await getToast(new Request(url('/'), { headers: { Cookie: flash } }));
    return { location: response.headers.get('Location'), toast };
  };
  /** The coach's `intent` on call `id`, sent from the desk or from `from`: where it leads and the toast. */
  const deskAnswer = async (intent: string, id: number, from = DESK) =>
    toastOf(await bookingDeskAction(runtime(), coach.post(from, { intent, id: String(id) })));

  const version = async () => (await getBookingSettings(db())).version;
  const save = async (changes: Record<string, string>) =>
    bookingSettingsAction(
      runtime(),
      coach.post(SETTINGS, { ...defaults(await version()), ...changes }),
    );

  beforeAll(async () => {
    coach = await signIn(runtime(), 'owner', { email: 'koc@ornek.com' });
  });
  beforeEach(async () => {
    await db().deleteFrom('bookings').execute();
    await db().deleteFrom('mail_outbox').execute();
    const reset = await save({});
    expect(reset).toBeInstanceOf(Response);
  });

  test('the form shows the saved rules, hours and days off', async () => {
    const loaded = await loadBookingSettings(runtime(), coach.get(SETTINGS));
    expect(loaded.data.values).toEqual(defaults(await version()));
    expect(loaded.data.restoredMessage).toBeNull();
  });

  test('every bad input gets its Turkish message next to its field, with the form back as typed', async () => {
    const today = istanbulDate(new Date());
    const [year, month, day] = today.split('-');
    const typed = {
      callMinutes: '45',
      bufferMinutes: '121',
      minNoticeHours: '-1',
      windowDays: '0',
      dailyMax: 'beş',
      hours1: '10:00-12:00, 11:30-13:00',
      hours2: '14:00-12:00',
      hours3: '25:00-26:00',
      hours4: 'sabah',
      hours5: '10:00-10:15',
      hours6: '09:60-10:30',
      hours7: '22:00-02:00',
      daysOff: [
        '31.02.2027 Yok böyle bir gün',
        `${day}.${month}.${year} Bugün izinliyim`,
        '2027-13-01',
        '',
        `${addDays(today, 3)} Bayram`,
        `${addDays(today, 3)}`,
        '01.01.2020',
        `${addDays(today, 4)} ${'ç'.repeat(101)}`,
      ].join('\r\n'),
    };
    const refused = answerOf(await save(typed));
    expect(refused.status).toBe(400);
    expect(refused.data.formError).toEqual({
      kind: 'invalid',
      message: bookingDeskMessages.invalid,
    });
    const [y, m, d] = addDays(today, 3).split('-');
    expect(refused.data.fieldErrors).toEqual({
      callMinutes: [bookingSettingsMessages.callMinutes],
      bufferMinutes: [bookingSettingsMessages.bufferMinutes],
      minNoticeHours: [bookingSettingsMessages.minNoticeHours],
      windowDays: [bookingSettingsMessages.windowDays],
      dailyMax: [bookingSettingsMessages.dailyMax],
      hours1: ['“10:00-12:00” ile “11:30-13:00” çakışıyor.'],
      hours2: ['“14:00-12:00”: başlangıç saati bitişten önce olmalı.'],
      hours3: ['“25:00” geçerli bir saat değil; 00:00 ile 24:00 arasında olmalı.'],
      hours4: [
        '“sabah” anlaşılamadı; saatleri “10:00-12:00” gibi yazın, birden çok aralığı virgülle ayırın.',
      ],
      // The call length is unknown (45 is refused): a short range is judged once it is known.
      hours6: ['“09:60” geçerli bir saat değil; 00:00 ile 24:00 arasında olmalı.'],
      hours7: ['“22:00-02:00”: başlangıç saati bitişten önce olmalı.'],
      daysOff: [
        '1. satır: “31.02.2027” geçerli bir tarih değil; GG.AA.YYYY ya da YYYY-AA-GG biçiminde yazın.',
        '3. satır: “2027-13-01” geçerli bir tarih değil; GG.AA.YYYY ya da YYYY-AA-GG biçiminde yazın.',
        `6. satır: ${d}.${m}.${y} iki kez yazılmış.`,
        '7. satır: 01.01.2020 geçmişte kalıyor; yalnızca bugün ve sonrası için izin günü yazın.',
        '8. satır: not en fazla 100 karakter olabilir.',
      ],
    });
    // Nothing she typed is lost (a textarea's CRLF comes back as LF).
    expect(refused.data.values).toMatchObject({
      ...typed,
      daysOff: typed.daysOff.replace(/\r\n/g, '\n'),
    });

    const short = answerOf(await save({ callMinutes: '30', hours5: '10:00-10:15' }));
    expect(short.data.fieldErrors).toEqual({
      hours5: ['“10:00-10:15” bir görüşmeye (30 dakika) yetmiyor.'],
    });
    const edges = answerOf(
      await save({ minNoticeHours: '169', windowDays: '181', dailyMax: '21' }),
    );
    expect(Object.keys(edges.data.fieldErrors ?? {}).sort()).toEqual([
      'dailyMax',
      'minNoticeHours',
      'windowDays',
    ]);
    // Nothing was saved.
    expect(await getBookingSettings(db())).toMatchObject({ callMinutes: 30, bufferMinutes: 15 });
  });

  test('the office address and the meeting link: noted missing until set, a bad link refused next to its field', async () => {
    const before = await loadBookingSettings(runtime(), coach.get(SETTINGS));
    expect(before.data.places).toEqual({ officeAddress: null, meetingUrl: null });

    for (const meetingUrl of [
      'meet.google.com/abc',
      'http://meet.google.com/abc',
      'https://',
      'https://localhost/oda',
      'javascript:alert(1)',
      `https://meet.example.com/${'a'.repeat(500)}`,
    ]) {
      const refused = answerOf(await save({ meetingUrl, officeAddress: 'x'.repeat(301) }));
      expect(refused.status).toBe(400);
      expect(refused.data.fieldErrors).toEqual({
        meetingUrl: [
          meetingUrl.length > 500
            ? 'Online görüşme adresi en fazla 500 karakter olabilir.'
            : 'Online görüşme adresi https:// ile başlayan geçerli bir bağlantı olmalı (ör. https://meet.google.com/abc-defg-hij).',
        ],
        officeAddress: ['Ofis adresi en fazla 300 karakter olabilir.'],
      });
      expect(refused.data.values.meetingUrl).toBe(meetingUrl);
    }
    expect(await getBookingSettings(db())).toMatchObject({ officeAddress: null, meetingUrl: null });

    const { toast } = await toastOf(
      await save({
        officeAddress: 'Caferağa Mah. Moda Cad. No: 1 D: 3\r\n  Kadıköy, İstanbul  ',
        meetingUrl: '  https://meet.google.com/abc-defg-hij  ',
      }),
    );
    expect(toast?.description).toBe('Randevu ayarları kaydedildi.');
    const after = await loadBookingSettings(runtime(), coach.get(SETTINGS));
    // The address's lines become one line, as the mails and the calendar file write it.
    expect(after.data.places).toEqual({
      officeAddress: 'Caferağa Mah. Moda Cad. No: 1 D: 3, Kadıköy, İstanbul',
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
    });
    expect(after.data.values).toMatchObject({
      officeAddress: 'Caferağa Mah. Moda Cad. No: 1 D: 3, Kadıköy, İstanbul',
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
    });
    // Emptied again: not set.
    await toastOf(await save({ officeAddress: ' ', meetingUrl: '' }));
    expect(await getBookingSettings(db())).toMatchObject({ officeAddress: null, meetingUrl: null });
  });

  test('a stale save is refused with her input kept; the next one goes through', async () => {
    const opened = await version();
    const first = await bookingSettingsAction(
      runtime(),
      coach.post(SETTINGS, { ...defaults(opened), dailyMax: '6' }),
    );
    expect((await toastOf(first)).toast?.description).toBe(bookingDeskMessages.saved);
    const typed = { ...defaults(opened), bufferMinutes: '0', hours6: '10:00-12:00' };
    const stale = answerOf(await bookingSettingsAction(runtime(), coach.post(SETTINGS, typed)));
    expect(stale.status).toBe(409);
    expect(stale.data.formError).toEqual({
      kind: 'conflict',
      message: bookingDeskMessages.conflict,
    });
    expect(stale.data.values).toEqual({ ...typed, version: String(opened + 1) });
    expect(await getBookingSettings(db())).toMatchObject({ dailyMax: 6, bufferMinutes: 15 });

    const again = await bookingSettingsAction(runtime(), coach.post(SETTINGS, stale.data.values));
    expect(again).toBeInstanceOf(Response);
    expect(await getBookingSettings(db())).toMatchObject({ dailyMax: 4, bufferMinutes: 0 });
    const [entry] = await listLogEntries(db(), 1);
    expect(describeLogEntry(entry!)).toBe('Randevu ayarları değiştirildi');
  });

  test('saved hours and days off change the free times at once', async () => {
    const day = istanbulDate(nextWeekdayAtTen());
    const weekday = weekdayOf(day);
    const free = async () =>
      freeSlots(await loadAvailability(db()), day, new Date()).map((slot) =>
        turkiyeClock(slot.startsAt),
      );
    expect(await free()).toContain('10:00');

    const [year, month, date] = day.split('-');
    const saved = await save({
      callMinutes: '20',
      bufferMinutes: '10',
      [`hours${weekday}`]: '9.00 - 10:00; 14:00–15:00',
      daysOff: `${date}.${month}.${year} Eğitim`,
    });
    expect(saved).toBeInstanceOf(Response);
    expect(await getDaysOff(db())).toEqual([{ day, note: 'Eğitim' }]);
    expect(await free()).toEqual([]);
    const hours = (await getBookingHours(db())).filter((range) => range.weekday === weekday);
    expect(hours).toEqual([
      { weekday, startMinute: 540, endMinute: 600 },
      { weekday, startMinute: 840, endMinute: 900 },
    ]);
    const form = await loadBookingSettings(runtime(), coach.get(SETTINGS));
    expect(form.data.values).toMatchObject({
      [`hours${weekday}`]: '09:00-10:00, 14:00-15:00',
      daysOff: `${date}.${month}.${year} Eğitim`,
    });

    expect(
      await save({
        callMinutes: '20',
        bufferMinutes: '10',
        [`hours${weekday}`]: '09:00-10:00, 14:00-15:00',
      }),
    ).toBeInstanceOf(Response);
    expect(await free()).toEqual(['09:00', '09:30', '14:00', '14:30']);
  });

  test('a form posted after her session ran out keeps what she typed: restored once after signing in', async () => {
    const ending = await sessionOf(runtime(), coach.account);
    const page = await loadBookingSettings(runtime(), ending.get(SETTINGS));
    await ending.end();
    const typed = { ...defaults(await version()), hours6: '10:00-13:00', daysOff: 'yarın' };
    let thrown: unknown;
    try {
      await bookingSettingsAction(
        runtime(),
        ending.post(SETTINGS, { stashProof: page.data.stashProof, ...typed }),
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const login = thrown as Response;
    expect(login.headers.get('Location')).toBe(
      `/yonetim/giris?redirectTo=${encodeURIComponent(SETTINGS)}`,
    );
    const stash = /yazi_emanet=[^;]+/.exec(login.headers.get('Set-Cookie') ?? '')?.[0];
    expect(stash).toBeDefined();
    const restored = await loadBookingSettings(
      runtime(),
      coach.get(SETTINGS, { headers: { Cookie: stash! } }),
    );
    expect(restored.data).toMatchObject({
      restoredMessage: bookingDeskMessages.restored,
      values: typed,
    });
    const again = await loadBookingSettings(
      runtime(),
      coach.get(SETTINGS, { headers: { Cookie: stash! } }),
    );
    expect(again.data.restoredMessage).toBeNull();
  });

  test('the week and the lists show each call with its details, in Türkiye time', async () => {
    const startsAt = nextWeekdayAtTen();
    const booked = await bookedCall(runtime(), visitor({ startsAt }));
    const other = await bookedCall(
      runtime(),
      visitor({
        kind: 'online',
        startsAt: new Date(startsAt.getTime() + 45 * 60_000),
        email: 'ayse@ornek.com',
        name: 'Ayşe',
        phone: null,
        note: null,
        timeZone: 'Europe/Istanbul',
      }),
    );
    const day = istanbulDate(startsAt);

    const week = await loadBookingDesk(runtime(), coach.get(`${DESK}?hafta=${day}`));
    expect(week.view).toBe('hafta');
    expect(week.week?.days.map((entry) => entry.weekday)).toEqual([
      'Pazartesi',
      'Salı',
      'Çarşamba',
      'Perşembe',
      'Cuma',
      'Cumartesi',
      'Pazar',
    ]);
    const shown = week.week?.days.find((entry) => entry.day === day);
    expect(shown?.hours).toBe('10:00-17:00');
    expect(shown?.bookings).toHaveLength(2);
    const turkiye = turkiyeDay(startsAt);
    expect(shown?.bookings[0]).toMatchObject({
      id: booked.booking.id,
      kind: 'yuz-yuze',
      name: 'Deniz Yılmaz',
      email: 'deniz@ornek.com',
      phone: '+90 532 000 00 00',
      note: 'Kariyer değişikliği üzerine konuşmak istiyorum.',
      status: 'booked',
      day: turkiye,
      time: '10:00–10:30',
      over: false,
    });
    // Berlin is one or two hours behind.
    expect(shown?.bookings[0]?.visitorTime).toMatch(/0[89]:00 \(Europe\/Berlin\)$/);
    expect(shown?.bookings[1]).toMatchObject({
      kind: 'online',
      time: '10:45–11:15',
      visitorTime: null,
    });
    expect(week.counts.hafta).toBe(2);

    // Any date of the week shows the same week; a bad one shows this week.
    const sunday = addDays(week.week!.monday, 6);
    expect(
      (await loadBookingDesk(runtime(), coach.get(`${DESK}?hafta=${sunday}`))).week?.monday,
    ).toBe(week.week?.monday);
    const thisWeek = await loadBookingDesk(runtime(), coach.get(`${DESK}?hafta=2026-02-30`));
    expect(thisWeek.week?.isCurrent).toBe(true);

    const list = await loadBookingDesk(
      runtime(),
      coach.get(`${DESK}?gorunum=liste&iptal=${booked.booking.id}`),
    );
    expect(list.view).toBe('liste');
    expect(list.confirmId).toBe(booked.booking.id);
    expect(list.list?.items.map((item) => item.id)).toEqual([booked.booking.id, other.booking.id]);
    const past = await loadBookingDesk(runtime(), coach.get(`${DESK}?gorunum=gecmis`));
    expect(past.list?.items).toEqual([]);
  });

  test('cancel tells the visitor and drops the reminders; done marks the call; the log keeps time and id only', async () => {
    const startsAt = nextWeekdayAtTen();
    const booked = await bookedCall(runtime(), visitor({ startsAt }));
    const held = await bookedCall(
      runtime(),
      visitor({ startsAt: new Date(startsAt.getTime() + 90 * 60_000), email: 'ayse@ornek.com' }),
    );
    const mailsAbout = (id: number) =>
      db()
        .selectFrom('mail_outbox')
        .selectAll()
        .where('about', '=', mailAbout('booking', id))
        .execute();
    expect(
      (await mailsAbout(booked.booking.id)).some((mail) => mail.kind === 'booking-reminder'),
    ).toBe(true);

    const from = `${DESK}?gorunum=liste&iptal=${booked.booking.id}`;
    const cancelled = await deskAnswer('cancel', booked.booking.id, from);
    expect(cancelled).toEqual({
      location: `${DESK}?gorunum=liste`,
      toast: expect.objectContaining({ description: bookingDeskMessages.cancelled }),
    });
    expect(await getBooking(db(), booked.booking.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'coach',
    });
    const mails = (await mailsAbout(booked.booking.id)).filter((mail) => mail.status === 'pending');
    expect(mails.filter((mail) => mail.kind === 'booking-reminder')).toEqual([]);
    const toVisitor = mails.find((mail) => mail.kind === 'booking-cancelled');
    expect(toVisitor?.to_address).toBe('deniz@ornek.com');
    expect(toVisitor?.text_body).toMatch(
      /iptal etmek zorunda kaldı ve bunun için özür diliyor\. İptal edilen görüşme:\n\d{1,2} \S+ \d{4} \S+ \d\d:\d\d \(Türkiye saati, GMT\+3\)/,
    );
    // Once is enough: a second cancel finds nothing to cancel.
    const again = await deskAnswer('cancel', booked.booking.id);
    expect(again.toast).toMatchObject({
      description: bookingDeskMessages.gone,
      variant: 'destructive',
    });

    const done = await deskAnswer('done', held.booking.id);
    expect(done.toast?.description).toBe(bookingDeskMessages.done);
    expect(await getBooking(db(), held.booking.id)).toMatchObject({ status: 'done' });
    expect(
      (await mailsAbout(held.booking.id)).filter((mail) => mail.kind === 'booking-reminder'),
    ).toEqual([]);

    const entries = await listLogEntries(db(), 2);
    expect(entries.map(describeLogEntry)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Randevu #${held.booking.id} \\(.* 11:30, Türkiye saati\\) yapıldı olarak işaretlendi$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^Randevu #${booked.booking.id} \\(.* 10:00, Türkiye saati\\) koç tarafından iptal edildi; ziyaretçiye e-postayla bildirildi$`,
        ),
      ),
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/deniz|ayse|Deniz|Kariyer|532/);

    // A call whose time is over can be marked done, not cancelled.
    const late = await bookedCall(
      runtime(),
      visitor({ startsAt: new Date(startsAt.getTime() + 180 * 60_000), email: 'gec@ornek.com' }),
    );
    const hourAgo = Date.now() - 60 * 60_000;
    await db()
      .updateTable('bookings')
      .set({
        starts_at: new Date(hourAgo).toISOString(),
        ends_at: new Date(hourAgo + 30 * 60_000).toISOString(),
      })
      .where('id', '=', late.booking.id)
      .execute();
    const over = await deskAnswer('cancel', late.booking.id);
    expect(over.toast).toMatchObject({
      description: bookingDeskMessages.over,
      variant: 'destructive',
    });
    expect(await getBooking(db(), late.booking.id)).toMatchObject({ status: 'booked' });
    const past = await loadBookingDesk(runtime(), coach.get(`${DESK}?gorunum=gecmis`));
    const today = istanbulDate(new Date());
    // Today's calls are in the list from today on; earlier ones in the past.
    const where = istanbulDate(new Date(hourAgo)) === today ? 'liste' : 'gecmis';
    const shown = await loadBookingDesk(runtime(), coach.get(`${DESK}?gorunum=${where}`));
    expect(shown.list?.items.find((item) => item.id === late.booking.id)).toMatchObject({
      over: true,
    });
    expect(past.counts.gecmis + past.counts.liste).toBe(3);
  });

  test('the personal-data erasure takes a person’s bookings and every mail about them', async () => {
    const startsAt = nextWeekdayAtTen();
    const booked = await bookedCall(runtime(), visitor({ startsAt, email: 'Silinecek@Ornek.com' }));
    const kept = await bookedCall(
      runtime(),
      visitor({ startsAt: new Date(startsAt.getTime() + 45 * 60_000), email: 'kalan@ornek.com' }),
    );
    const about = (id: number) =>
      db()
        .selectFrom('mail_outbox')
        .select('to_address')
        .where('about', '=', mailAbout('booking', id))
        .execute();
    // The confirmation and the reminders to the visitor, the notice to the coach.
    const mails = (await about(booked.booking.id)).length;
    expect(mails).toBeGreaterThanOrEqual(3);
    expect((await about(booked.booking.id)).map((mail) => mail.to_address)).toContain(
      'koc@koc.example',
    );

    const report = await findPersonalData(runtime(), { email: 'silinecek@ornek.com', name: '' });
    expect(report).toMatchObject({ subscriber: false, bookings: 1, mails });
    const counts = await erasePersonalData(
      runtime(),
      { email: 'koc@ornek.com' },
      {
        email: 'silinecek@ornek.com',
        name: '',
        commentIds: [],
      },
    );
    expect(counts).toMatchObject({ bookings: 1, mails });
    expect(await getBooking(db(), booked.booking.id)).toBeNull();
    expect(await about(booked.booking.id)).toEqual([]);
    expect(await getBooking(db(), kept.booking.id)).not.toBeNull();
    expect((await about(kept.booking.id)).length).toBeGreaterThan(0);
    const [entry] = await listLogEntries(db(), 1);
    expect(entry?.detail).toBe(
      `0 abonelik, 0 onay kaydı, 0 hikâye, 0 fotoğraf, 0 yorum, 1 randevu, ${mails} e-posta kaydı`,
    );
  });
});
