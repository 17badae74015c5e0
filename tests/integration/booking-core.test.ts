import ICAL from 'ical.js';
import { afterEach, describe, expect, test, vi } from 'vitest';

import {
  createBooking,
  getBooking,
  loadAvailability,
  type NewBooking,
} from '#app/db/bookings.server.ts';
import { mailAbout } from '#app/db/outbox.server.ts';
import { freeSlots } from '#app/lib/booking-slots.ts';
import { istanbulDate } from '#app/lib/format.ts';
import {
  bookCall,
  cancelByCoach,
  cancelByVisitor,
  changeBooking,
} from '#app/server/booking/booking.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

import { createTestRuntime, dialects, runtimePerTest } from '../setup/runtime.ts';
import { decoded, smtpPerTest, throughSmtp } from '../setup/smtp.ts';

/*
 * Booking the discovery call (docs/product.md#booking): one booking per time whatever the
 * concurrency, one upcoming call per address, the same time in the mails and the calendar
 * file, reminders at their time and none after a cancellation.
 */

const DAY = 24 * 60 * 60_000;

/** A weekday ten days ahead at 10:00 Türkiye time: inside the default hours and window. */
function nextWeekdayAtTen(now = new Date()): Date {
  for (let offset = 10; ; offset += 1) {
    const day = istanbulDate(new Date(now.getTime() + offset * DAY));
    const weekday = new Date(`${day}T12:00:00+03:00`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return new Date(`${day}T10:00:00+03:00`);
  }
}

const visitor = (overrides: Partial<NewBooking> = {}): NewBooking => ({
  kind: 'online',
  startsAt: nextWeekdayAtTen(),
  name: 'Deniz Yılmaz',
  email: 'deniz@ornek.com',
  phone: null,
  note: null,
  timeZone: 'Europe/Berlin',
  ...overrides,
});

async function outbox(runtime: Runtime, about: string) {
  return runtime.handle.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('about', '=', about)
    .orderBy('id')
    .execute();
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each(dialects)('booking on %s', (dialect) => {
  const runtime = runtimePerTest(dialect);
  const smtpServer = smtpPerTest();

  test('50 simultaneous requests for one time make exactly one booking', async () => {
    const app = await runtime();
    const startsAt = nextWeekdayAtTen();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        createBooking(
          app.handle.db,
          app.handle.dialect,
          visitor({ startsAt, email: `kisi${index}@ornek.com` }),
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(
      results.filter((result) => !result.ok).map((result) => !result.ok && result.reason),
    ).toEqual(Array.from({ length: 49 }, () => 'taken'));
    const availability = await loadAvailability(app.handle.db);
    const free = freeSlots(availability, istanbulDate(startsAt), new Date());
    expect(free.map((slot) => slot.startsAt.getTime())).not.toContain(startsAt.getTime());
  });

  test('an address holds one upcoming call at a time', async () => {
    const app = await runtime();
    const first = await bookCall(app, visitor());
    expect(first.ok).toBe(true);
    // 11:30, the third call of the day (30 minutes and a 15-minute buffer each).
    const later = new Date(nextWeekdayAtTen().getTime() + 90 * 60_000);
    expect(await bookCall(app, visitor({ startsAt: later, email: 'DENIZ@ornek.com' }))).toEqual({
      ok: false,
      reason: 'has-upcoming',
    });
  });

  test('the mails and the calendar file name the same time, in Türkiye and in the visitor’s zone', async () => {
    const smtp = await smtpServer();
    const app = await runtime({ ...throughSmtp(smtp.port) });
    const startsAt = nextWeekdayAtTen();
    const booked = await bookCall(app, visitor({ startsAt }));
    if (!booked.ok) throw new Error(booked.reason);
    await app.mail.runOnce();
    const [toVisitor, toCoach] = [
      smtp.received.find((mail) => mail.to.includes('deniz@ornek.com'))!,
      smtp.received.find((mail) => mail.to.includes('koc@koc.example'))!,
    ];
    const text = decoded(toVisitor.raw);
    const turkiye = new Intl.DateTimeFormat('tr-TR', {
      timeZone: 'Europe/Istanbul',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(startsAt);
    expect(turkiye).toMatch(/10:00$/);
    expect(text).toContain(`${turkiye} (Türkiye saati, GMT+3)`);
    // Berlin is two hours behind Türkiye in winter, one in summer.
    expect(text).toMatch(/senin saatinle .* 0[89]:00 \(Europe\/Berlin\)/);
    expect(text).toContain(`https://koc.example/randevu/${booked.token}`);

    for (const mail of [toVisitor, toCoach]) {
      const ics = /BEGIN:VCALENDAR[\s\S]*END:VCALENDAR/.exec(
        Buffer.from(
          /Content-Type: text\/calendar[\s\S]*?\r\n\r\n([\s\S]*?)\r\n--/
            .exec(mail.raw)![1]!
            .replace(/\s/g, ''),
          'base64',
        ).toString('utf8'),
      )![0];
      const component = new ICAL.Component(ICAL.parse(ics));
      ICAL.TimezoneService.register(
        new ICAL.Timezone(component.getFirstSubcomponent('vtimezone')!),
      );
      const vevent = component.getFirstSubcomponent('vevent')!;
      expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Istanbul');
      const event = new ICAL.Event(vevent);
      expect(event.startDate.toString()).toBe(`${istanbulDate(startsAt)}T10:00:00`);
      expect(event.startDate.toJSDate().getTime()).toBe(startsAt.getTime());
      expect(event.endDate.toJSDate().getTime()).toBe(startsAt.getTime() + 30 * 60_000);
    }
  });

  test('the reminders go once at their time, and none after a cancellation', async () => {
    const smtp = await smtpServer();
    const app = await runtime({ ...throughSmtp(smtp.port) });
    const startsAt = nextWeekdayAtTen();
    const booked = await bookCall(app, visitor({ startsAt }));
    if (!booked.ok) throw new Error(booked.reason);
    await app.mail.runOnce();
    const reminders = () =>
      smtp.received.filter((mail) => /Hat=C4=B1rlatma|Hatırlatma/.test(mail.raw));
    expect(reminders()).toHaveLength(0);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(startsAt.getTime() - 24 * 60 * 60_000 - 60_000));
    await app.mail.runOnce();
    expect(reminders()).toHaveLength(0);
    vi.setSystemTime(new Date(startsAt.getTime() - 24 * 60 * 60_000 + 1000));
    await app.mail.runOnce();
    await app.mail.runOnce();
    expect(reminders()).toHaveLength(1);
    vi.setSystemTime(new Date(startsAt.getTime() - 60 * 60_000 + 1000));
    await app.mail.runOnce();
    expect(reminders()).toHaveLength(2);
    vi.useRealTimers();

    // A second call, cancelled by the visitor: its reminders never go.
    const other = await bookCall(
      app,
      visitor({ email: 'ayse@ornek.com', startsAt: new Date(startsAt.getTime() + 45 * 60_000) }),
    );
    if (!other.ok) throw new Error(other.reason);
    expect(await cancelByVisitor(app, other.token)).toMatchObject({ status: 'cancelled' });
    const pending = (await outbox(app, mailAbout('booking', other.booking.id))).filter(
      (mail) => mail.status === 'pending' && mail.kind === 'booking-reminder',
    );
    expect(pending).toEqual([]);
    // The time is free again at once.
    const free = freeSlots(
      await loadAvailability(app.handle.db),
      istanbulDate(startsAt),
      new Date(),
    );
    expect(free.map((slot) => slot.startsAt.getTime())).toContain(
      other.booking.startsAt && Date.parse(other.booking.startsAt),
    );
  });

  test('a change moves the call and its reminders; a coach’s cancellation tells the visitor', async () => {
    const app = await runtime();
    const startsAt = nextWeekdayAtTen();
    const booked = await bookCall(app, visitor({ startsAt }));
    if (!booked.ok) throw new Error(booked.reason);
    const later = new Date(startsAt.getTime() + 2 * (30 + 15) * 60_000);
    const moved = await changeBooking(app, booked.token, later);
    expect(moved.ok).toBe(true);
    const stored = await getBooking(app.handle.db, booked.booking.id);
    expect(stored).toMatchObject({ startsAt: later.toISOString(), sequence: 1 });
    const reminders = (await outbox(app, mailAbout('booking', booked.booking.id))).filter(
      (mail) => mail.kind === 'booking-reminder',
    );
    expect(reminders.map((mail) => Date.parse(String(mail.next_attempt_at)))).toEqual([
      later.getTime() - 24 * 60 * 60_000,
      later.getTime() - 60 * 60_000,
    ]);

    const cancelled = await cancelByCoach(app, booked.booking.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'coach' });
    const mails = await outbox(app, mailAbout('booking', booked.booking.id));
    expect(mails.filter((mail) => mail.kind === 'booking-reminder')).toEqual([]);
    const told = mails.find((mail) => mail.kind === 'booking-cancelled');
    expect(told?.to_address).toBe('deniz@ornek.com');
    expect(told?.attachments).toContain('METHOD:CANCEL');
  });
  test('six months after its time a call is erased with its mails, not a day earlier', async () => {
    const app = await runtime();
    const startsAt = nextWeekdayAtTen();
    const booked = await bookCall(app, visitor({ startsAt }));
    if (!booked.ok) throw new Error(booked.reason);
    const sixMonthsAfter = new Date(booked.booking.endsAt);
    sixMonthsAfter.setUTCMonth(sixMonthsAfter.getUTCMonth() + 6);
    const remaining = async () => ({
      booking: await getBooking(app.handle.db, booked.booking.id),
      mails: (await outbox(app, mailAbout('booking', booked.booking.id))).length,
    });

    // The mail worker's hourly pass, with the clock a day short of six months, then past them.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(sixMonthsAfter.getTime() - DAY));
    await createTestRuntime(dialect, {}, { dataDir: app.dataDir, db: app.dbOptions }).then(
      async (worker) => {
        await worker.mail.runOnce();
        expect((await remaining()).booking).not.toBeNull();
        await worker.close();
      },
    );
    vi.setSystemTime(new Date(sixMonthsAfter.getTime() + 60_000));
    await createTestRuntime(dialect, {}, { dataDir: app.dataDir, db: app.dbOptions }).then(
      async (worker) => {
        await worker.mail.runOnce();
        await worker.close();
      },
    );
    vi.useRealTimers();
    expect(await remaining()).toEqual({ booking: null, mails: 0 });
  });
});

describe.each(dialects.filter((dialect) => dialect === 'postgres'))('two instances on %s', () => {
  test('50 requests for one time spread over two instances make exactly one booking', async () => {
    const first = await createTestRuntime('postgres');
    const second = await createTestRuntime(
      'postgres',
      {},
      {
        dataDir: first.dataDir,
        db: first.dbOptions,
      },
    );
    try {
      const startsAt = nextWeekdayAtTen();
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          bookCall(
            index % 2 === 0 ? first : second,
            visitor({ startsAt, email: `kisi${index}@ornek.com` }),
          ),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      const rows = await first.handle.db
        .selectFrom('bookings')
        .select('id')
        .where('status', '=', 'booked')
        .execute();
      expect(rows).toHaveLength(1);
      // One confirmation, one notice: the losers queued nothing.
      const mails = await first.handle.db.selectFrom('mail_outbox').select('kind').execute();
      expect(mails.filter((mail) => mail.kind === 'booking-confirmation')).toHaveLength(1);
    } finally {
      await second.close();
      await first.dispose();
    }
  });
});
