import ICAL from 'ical.js';
import { sql } from 'kysely';
import { afterEach, describe, expect, test, vi } from 'vitest';

import {
  getBooking,
  holdBooking,
  listBookings,
  loadAvailability,
} from '#app/db/bookings.server.ts';
import { mailAbout } from '#app/db/outbox.server.ts';
import { bookableDays, freeSlots } from '#app/lib/booking/booking-slots.ts';
import { istanbulDate } from '#app/lib/format.ts';
import { loadBookingLink } from '#app/server/booking/booking-link.server.ts';
import {
  bookCall,
  cancelByCoach,
  cancelByVisitor,
  changeBooking,
  confirmCall,
} from '#app/server/booking/booking.server.ts';
import { addressRange, BOOKING_HOLDS, holdEnd } from '#app/server/booking/holds.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

import { bookedCall, turkiyeDayAndClock, visitorBooking, weekdayAt } from '../setup/booking.ts';
import { fromMigration } from '../setup/migrations.ts';
import { createTestRuntime, dialects, hourlyPassAt, runtimePerTest } from '../setup/runtime.ts';
import { decoded, smtpPerTest, throughSmtp } from '../setup/smtp.ts';

/*
 * Booking the discovery call (docs/product.md#bookings): one booking per time whatever the
 * concurrency, one upcoming call per address, a hold that mails only its address until it is
 * confirmed and lets its time go after 30 minutes, caps that keep a flood of holds from taking
 * the calendar, the same time in the mails and the calendar file, reminders at their time and
 * none after a cancellation.
 */

const DAY = 24 * 60 * 60_000;

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

test.each([
  ['an IPv4 address', '203.0.113.77', '203.0.113.0/24'],
  ['an IPv4-mapped IPv6 address', '::ffff:203.0.113.77', '203.0.113.0/24'],
  ['an IPv6 address', '2001:db8:aa:bb:cc::1', '2001:db8:aa::/48'],
  ['no address at all', 'unknown', 'unknown'],
])('holds are counted by the address range: %s', (_, address, range) => {
  expect(addressRange(address)).toBe(range);
});

describe.each(dialects)('booking on %s', (dialect) => {
  const runtime = runtimePerTest(dialect);
  const smtpServer = smtpPerTest();

  /** A call booked and confirmed on a runtime that mails through a test SMTP server, its mails sent. */
  async function bookedThroughSmtp() {
    const smtp = await smtpServer();
    const app = await runtime({ ...throughSmtp(smtp.port) });
    const startsAt = weekdayAt();
    const booked = await bookedCall(app, visitorBooking({ startsAt }));
    await app.mail.runOnce();
    return { smtp, app, startsAt, booked };
  }

  test('50 simultaneous requests for one time make exactly one booking', async () => {
    const app = await runtime();
    const startsAt = weekdayAt();
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        holdBooking(
          app.handle.db,
          app.handle.dialect,
          visitorBooking({ startsAt, email: `kisi${index}@ornek.com` }),
          now,
          { until: holdEnd(now) },
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

  test('an address holds one upcoming call at a time, held or booked', async () => {
    const app = await runtime();
    // 11:30, the third call of the day (30 minutes and a 15-minute buffer each).
    const later = new Date(weekdayAt().getTime() + 90 * 60_000);
    const again = () =>
      bookCall(app, visitorBooking({ startsAt: later, email: 'DENIZ@ornek.com' }), '198.51.100.7');
    const held = await bookCall(app, visitorBooking(), '203.0.113.7');
    if (!held.ok) throw new Error(held.reason);
    expect(await again()).toEqual({ ok: false, reason: 'has-upcoming' });
    expect(await confirmCall(app, held.token)).toMatchObject({ status: 'booked' });
    expect(await again()).toEqual({ ok: false, reason: 'has-upcoming' });
  });

  test('a hold mails only the address typed, once; confirming it books the call and tells the coach', async () => {
    const app = await runtime();
    const startsAt = weekdayAt();
    const now = new Date();
    const held = await bookCall(
      app,
      visitorBooking({ startsAt, note: 'Kariyer' }),
      '203.0.113.7',
      now,
    );
    if (!held.ok) throw new Error(held.reason);
    expect(held.booking).toMatchObject({
      status: 'held',
      heldUntil: new Date(now.getTime() + 30 * 60_000).toISOString(),
    });
    const about = mailAbout('booking', held.booking.id);
    const [mail, ...others] = await outbox(app, about);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: 'booking-hold', to_address: 'deniz@ornek.com' });
    expect(mail?.attachments).toBeNull();
    expect(mail?.text_body).toContain(`https://koc.example/randevu/${held.token}`);
    expect(mail?.text_body).toContain('“Randevumu onayla”');
    // Nothing the visitor typed is in it: a stranger's address may have been typed.
    expect(mail?.text_body).not.toMatch(/Deniz|Kariyer/);
    // The time is taken, the link shows the hold, and the coach's desk does not list it yet.
    const free = async () =>
      freeSlots(await loadAvailability(app.handle.db, now), istanbulDate(startsAt), now).map(
        (slot) => slot.startsAt.getTime(),
      );
    expect(await free()).not.toContain(startsAt.getTime());
    expect(await loadBookingLink(app, held.token, null, now)).toMatchObject({
      status: 'held',
      name: 'Deniz Yılmaz',
    });
    expect(await listBookings(app.handle.db, { from: now })).toEqual([]);
    expect(await outbox(app, about)).toHaveLength(1);

    const booked = await confirmCall(app, held.token, new Date(now.getTime() + 29 * 60_000));
    expect(booked).toMatchObject({ status: 'booked', heldUntil: null });
    const mails = await outbox(app, about);
    expect(mails.map((sent) => [sent.kind, sent.to_address])).toEqual([
      ['booking-hold', 'deniz@ornek.com'],
      ['booking-confirmation', 'deniz@ornek.com'],
      ['booking-new', 'koc@koc.example'],
      ['booking-reminder', 'deniz@ornek.com'],
      ['booking-reminder', 'deniz@ornek.com'],
    ]);
    expect(await listBookings(app.handle.db, { from: now })).toHaveLength(1);
    // A second confirmation (a reload, a second tab) books and sends nothing more.
    expect(await confirmCall(app, held.token)).toBeNull();
    expect(await outbox(app, about)).toHaveLength(5);
    expect(await free()).not.toContain(startsAt.getTime());
  });

  test('a hold not confirmed in 30 minutes lets its time go, and is erased with its mail', async () => {
    const app = await runtime();
    const startsAt = weekdayAt();
    const now = new Date();
    const later = new Date(now.getTime() + 30 * 60_000);
    const held = await bookCall(app, visitorBooking({ startsAt }), '203.0.113.7', now);
    if (!held.ok) throw new Error(held.reason);
    const other = visitorBooking({ startsAt, email: 'ayse@ornek.com' });
    expect(await bookCall(app, other, '198.51.100.7', now)).toEqual({ ok: false, reason: 'taken' });

    // At the end of the 30 minutes the time is free on the page at once, before any erasure.
    const free = freeSlots(
      await loadAvailability(app.handle.db, later),
      istanbulDate(startsAt),
      later,
    );
    expect(free.map((slot) => slot.startsAt.getTime())).toContain(startsAt.getTime());
    expect(await loadBookingLink(app, held.token, null, later)).toEqual({ status: 'unknown' });
    expect(await confirmCall(app, held.token, later)).toBeNull();
    // The next booking erases it, with its mail, and takes the time.
    const taken = await bookCall(app, other, '198.51.100.7', later);
    expect(taken).toMatchObject({ ok: true, booking: { status: 'held' } });
    expect(await getBooking(app.handle.db, held.booking.id)).toBeNull();
    expect(await outbox(app, mailAbout('booking', held.booking.id))).toEqual([]);
  });

  test('a hold nobody books after is erased by the hourly pass', async () => {
    const app = await runtime();
    const held = await bookCall(app, visitorBooking(), '203.0.113.7');
    if (!held.ok) throw new Error(held.reason);
    vi.useFakeTimers({ toFake: ['Date'] });
    await hourlyPassAt(dialect, app, new Date(Date.now() + 29 * 60_000));
    expect(await getBooking(app.handle.db, held.booking.id)).not.toBeNull();
    await hourlyPassAt(dialect, app, new Date(Date.now() + 2 * 60_000));
    vi.useRealTimers();
    expect(await getBooking(app.handle.db, held.booking.id)).toBeNull();
    expect(await outbox(app, mailAbout('booking', held.booking.id))).toEqual([]);
  });

  test('75 holds from rotating addresses take only a few days of the calendar, mail nobody else, and go', async () => {
    const app = await runtime();
    const now = new Date();
    const availability = await loadAvailability(app.handle.db, now);
    const daysBefore = bookableDays(availability, now);
    // The attacker's way: every free time of the window, in order, each from a new range.
    const times = daysBefore
      .flatMap((day) => freeSlots(availability, day, now))
      .slice(0, 75)
      .map((slot) => slot.startsAt);
    expect(times).toHaveLength(75);
    const results = [];
    for (const [index, startsAt] of times.entries()) {
      results.push(
        await bookCall(
          app,
          visitorBooking({ startsAt, email: `sel${index}@ornek.com` }),
          // A /24 or a /48 of its own each time.
          index % 2 === 0 ? `198.51.${index}.9` : `2001:db8:${index.toString(16)}::9`,
          now,
        ),
      );
    }
    expect(results.filter((result) => result.ok)).toHaveLength(BOOKING_HOLDS.openMax);
    // Beyond the open holds' cap, or a day full of holds.
    expect(new Set(results.flatMap((result) => (result.ok ? [] : [result.reason])))).toEqual(
      new Set(['holds-full', 'full']),
    );
    const mails = await app.handle.db
      .selectFrom('mail_outbox')
      .select(['kind', 'to_address'])
      .execute();
    expect(mails).toHaveLength(BOOKING_HOLDS.openMax);
    expect(mails.every((mail) => mail.kind === 'booking-hold')).toBe(true);
    expect(mails.map((mail) => mail.to_address)).not.toContain('koc@koc.example');
    // At most the days the open holds fill are gone (4 calls a day by default).
    const { dailyMax } = availability.rules;
    const daysAfter = bookableDays(await loadAvailability(app.handle.db, now), now);
    expect(daysAfter.length).toBeGreaterThanOrEqual(
      daysBefore.length - Math.ceil(BOOKING_HOLDS.openMax / dailyMax),
    );
    // Unconfirmed, they let their times go after 30 minutes: a visitor books then.
    const later = new Date(now.getTime() + 31 * 60_000);
    const visitorAfter = await bookCall(
      app,
      visitorBooking({ startsAt: times[0]!, email: 'gercek@ornek.com' }),
      '192.0.2.10',
      later,
    );
    expect(visitorAfter.ok).toBe(true);
  });

  test('holds are capped per address range and per e-mail address a day', async () => {
    const app = await runtime();
    const now = new Date();
    // The first free time of each bookable day: no two on one day, so no day fills up.
    const availability = await loadAvailability(app.handle.db, now);
    const firsts = bookableDays(availability, now).map(
      (day) => freeSlots(availability, day, now)[0]!.startsAt,
    );
    const slot = (n: number) => firsts[n]!;
    // Five holds from one IPv4 /24, however its last part rotates; the sixth is refused.
    for (let n = 0; n < BOOKING_HOLDS.perRangePerDay; n += 1) {
      const held = await bookCall(
        app,
        visitorBooking({ startsAt: slot(n), email: `aralik${n}@ornek.com` }),
        `203.0.113.${n + 1}`,
        now,
      );
      expect(held.ok).toBe(true);
    }
    const sixth = visitorBooking({ startsAt: slot(7), email: 'aralik9@ornek.com' });
    expect(await bookCall(app, sixth, '203.0.113.200', now)).toEqual({
      ok: false,
      reason: 'range-limit',
    });
    // An IPv4-mapped spelling is the same range; another range is not.
    expect(await bookCall(app, sixth, '::ffff:203.0.113.201', now)).toMatchObject({
      reason: 'range-limit',
    });
    expect(await bookCall(app, sixth, '203.0.114.1', now)).toMatchObject({ ok: true });

    // One address's holds, each run out before the next: the fourth in a day is refused.
    let at = now;
    for (let n = 0; n < BOOKING_HOLDS.perAddressPerDay; n += 1) {
      const held = await bookCall(
        app,
        visitorBooking({ startsAt: slot(8), email: 'kurban@ornek.com' }),
        `2001:db8:${n + 1}::1`,
        at,
      );
      expect(held.ok).toBe(true);
      at = new Date(at.getTime() + 31 * 60_000);
    }
    expect(
      await bookCall(
        app,
        visitorBooking({ startsAt: slot(8), email: 'KURBAN@ornek.com' }),
        '2001:db8:9::1',
        at,
      ),
    ).toEqual({ ok: false, reason: 'address-limit' });
    // A day later it may hold again.
    expect(
      await bookCall(
        app,
        visitorBooking({ startsAt: slot(9), email: 'kurban@ornek.com' }),
        '2001:db8:9::1',
        new Date(now.getTime() + DAY + 60_000),
      ),
    ).toMatchObject({ ok: true });
  });

  test('the mails and the calendar file name the same time, in Türkiye and in the visitor’s zone', async () => {
    const { smtp, startsAt, booked } = await bookedThroughSmtp();
    const [toVisitor, toCoach] = [
      smtp.received.find(
        (mail) => mail.to.includes('deniz@ornek.com') && mail.raw.includes('text/calendar'),
      )!,
      smtp.received.find((mail) => mail.to.includes('koc@koc.example'))!,
    ];
    const text = decoded(toVisitor.raw);
    const turkiye = turkiyeDayAndClock(startsAt);
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
    const { smtp, app, startsAt } = await bookedThroughSmtp();
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
    const other = await bookedCall(
      app,
      visitorBooking({
        email: 'ayse@ornek.com',
        startsAt: new Date(startsAt.getTime() + 45 * 60_000),
      }),
    );
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
    const startsAt = weekdayAt();
    const booked = await bookedCall(app, visitorBooking({ startsAt }));
    // The visitor's mail of the new time carries the calendar file that updates the event (the
    // site publishes events, it invites nobody): the same UID, a higher SEQUENCE than the first
    // confirmation's.
    const calendarOf = async (kind: string) => {
      const mail = (await outbox(app, mailAbout('booking', booked.booking.id))).find(
        (row) => row.kind === kind,
      );
      expect(mail?.to_address, kind).toBe('deniz@ornek.com');
      const [file] = JSON.parse(String(mail?.attachments)) as { content: string }[];
      const calendar = new ICAL.Component(ICAL.parse(file!.content));
      const event = calendar.getFirstSubcomponent('vevent')!;
      return {
        method: calendar.getFirstPropertyValue('method'),
        uid: event.getFirstPropertyValue('uid'),
        sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
      };
    };
    const first = await calendarOf('booking-confirmation');
    expect(first.method).toBe('PUBLISH');
    const later = new Date(startsAt.getTime() + 2 * (30 + 15) * 60_000);
    const moved = await changeBooking(app, booked.token, later);
    expect(moved.ok).toBe(true);
    const stored = await getBooking(app.handle.db, booked.booking.id);
    expect(stored).toMatchObject({ startsAt: later.toISOString(), sequence: 1 });
    const changed = await calendarOf('booking-changed');
    expect(changed).toMatchObject({ method: 'PUBLISH', uid: first.uid });
    expect(changed.sequence).toBeGreaterThan(first.sequence);
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
  test('six months after its time a call, cancelled or not, is erased with its mails, not a day earlier', async () => {
    const app = await runtime();
    const startsAt = weekdayAt();
    const booked = await bookedCall(app, visitorBooking({ startsAt }));
    // Two more calls at the same hour's later slots, cancelled by the visitor and by the coach.
    const cancelled: number[] = [];
    let lastEnd = booked.booking.endsAt;
    for (const [index, by] of (['visitor', 'coach'] as const).entries()) {
      const call = await bookedCall(
        app,
        visitorBooking({
          startsAt: new Date(startsAt.getTime() + (index + 1) * (30 + 15) * 60_000),
          email: `iptal-${by}@ornek.com`,
        }),
      );
      const done =
        by === 'visitor'
          ? await cancelByVisitor(app, call.token)
          : await cancelByCoach(app, call.booking.id);
      expect(done).toMatchObject({ status: 'cancelled', cancelledBy: by });
      cancelled.push(call.booking.id);
      lastEnd = call.booking.endsAt;
    }
    const sixMonthsAfter = new Date(lastEnd);
    sixMonthsAfter.setUTCMonth(sixMonthsAfter.getUTCMonth() + 6);
    const ids = [booked.booking.id, ...cancelled];
    const remaining = async () => ({
      bookings: (await Promise.all(ids.map((id) => getBooking(app.handle.db, id)))).filter(
        (row) => row !== null,
      ).length,
      mails: (await Promise.all(ids.map((id) => outbox(app, mailAbout('booking', id))))).flat()
        .length,
    });
    expect((await remaining()).bookings).toBe(3);

    // The mail worker's hourly pass, with the clock a day short of six months, then past them.
    vi.useFakeTimers({ toFake: ['Date'] });
    await hourlyPassAt(dialect, app, new Date(sixMonthsAfter.getTime() - DAY));
    expect((await remaining()).bookings).toBe(3);
    await hourlyPassAt(dialect, app, new Date(sixMonthsAfter.getTime() + 60_000));
    vi.useRealTimers();
    expect(await remaining()).toEqual({ bookings: 0, mails: 0 });
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
      const startsAt = weekdayAt();
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          bookCall(
            index % 2 === 0 ? first : second,
            visitorBooking({ startsAt, email: `kisi${index}@ornek.com` }),
            `2001:db8:${index.toString(16)}::1`,
          ),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      const rows = await first.handle.db
        .selectFrom('bookings')
        .select('id')
        .where('status', '=', 'held')
        .execute();
      expect(rows).toHaveLength(1);
      // One hold, one mail: the losers queued nothing.
      const mails = await first.handle.db.selectFrom('mail_outbox').select('kind').execute();
      expect(mails.map((mail) => mail.kind)).toEqual(['booking-hold']);
    } finally {
      await second.close();
      await first.dispose();
    }
  });
});

describe.each(dialects)('the holds migration on %s', (dialect) => {
  test('every call stays as it was, with its id; no erased call’s id comes back', async () => {
    await fromMigration(dialect, '2026-11-27-story-consent', async (handle, migrator) => {
      // Calls as the version before holds stored them; the latest one erased since.
      const startsAt = weekdayAt();
      const old = (n: number, status: string) =>
        sql`insert into bookings (kind, starts_at, ends_at, name, email, status, token_hash, created_at, updated_at)
          values ('online', ${new Date(startsAt.getTime() + n * 45 * 60_000).toISOString()},
            ${new Date(startsAt.getTime() + n * 45 * 60_000 + 30 * 60_000).toISOString()},
            ${`Kişi ${n}`}, ${`kisi${n}@ornek.com`}, ${status}, ${`hash-${n}`},
            ${new Date().toISOString()}, ${new Date().toISOString()})`.execute(handle.db);
      await old(0, 'booked');
      await old(1, 'cancelled');
      await old(2, 'booked');
      await sql`delete from bookings where token_hash = 'hash-2'`.execute(handle.db);
      const before = await handle.db.selectFrom('bookings').selectAll().orderBy('id').execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const after = await handle.db.selectFrom('bookings').selectAll().orderBy('id').execute();
      expect(after).toEqual(before.map((row) => ({ ...row, held_until: null })));
      // A new hold gets an id past the erased call's, and its time is held like a booked one.
      const now = new Date();
      const held = await holdBooking(handle.db, handle.dialect, visitorBooking({ startsAt }), now, {
        until: holdEnd(now),
      });
      expect(held).toEqual({ ok: false, reason: 'taken' });
      const other = await holdBooking(
        handle.db,
        handle.dialect,
        visitorBooking({ startsAt: new Date(startsAt.getTime() + 2 * 45 * 60_000) }),
        now,
        { until: holdEnd(now) },
      );
      if (!other.ok) throw new Error(other.reason);
      expect(other.booking.id).toBeGreaterThan(3);
      const twice =
        await sql`insert into bookings (kind, starts_at, ends_at, name, email, status, token_hash, created_at, updated_at)
        values ('online', ${other.booking.startsAt}, ${other.booking.endsAt}, 'x', 'x@ornek.com', 'booked', 'hash-x', ${now.toISOString()}, ${now.toISOString()})`
          .execute(handle.db)
          .then(
            () => 'inserted',
            () => 'refused',
          );
      expect(twice).toBe('refused');
    });
  });
});
