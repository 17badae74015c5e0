import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { bookingsOf } from '#app/db/bookings.server.ts';
import { mailAbout } from '#app/db/outbox.server.ts';
import { HONEYPOT_FIELD } from '#app/schemas/honeypot.ts';
import { handleBooking, handleBookingLink } from '#app/server/booking/booking-form.server.ts';
import { loadBookingLink } from '#app/server/booking/booking-link.server.ts';
import { bookCall, cancelByVisitor } from '#app/server/booking/booking.server.ts';

import { bookedCall, bookingClient } from '../setup/booking.ts';
import { latestMailText } from '../setup/queries.ts';
import {
  createTestRuntime,
  dialects,
  runtimePerBlock,
  type TestRuntime,
} from '../setup/runtime.ts';

/*
 * The booking form of /randevu-al and the booking link's page (docs/product.md#booking-page)
 * through the real handlers: every bad input answers in Turkish beside its field and keeps
 * what was typed; a booking is held until its link confirms it; the link's page only reads,
 * its posts confirm, change or cancel, and a flood of them is refused.
 */

// Monday 7 January 2030, 09:00 in Türkiye: the default hours are weekdays 10:00–17:00, calls of
// 30 minutes with 15 between, 12 hours' notice, 30 days ahead.
const NOW = new Date('2030-01-07T06:00:00.000Z');
const at = (local: string) => new Date(`${local}:00+03:00`).toISOString();
const TUESDAY_TEN = at('2030-01-08T10:00');

let clients = 0;

function post(fields: Record<string, string>): Request {
  return new Request('http://localhost/randevu-al', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
}

const typed = {
  type: 'yuz-yuze',
  startsAt: TUESDAY_TEN,
  name: 'Deniz Yılmaz',
  email: 'deniz@ornek.com',
  phone: '0532 123 45 67',
  note: 'Kariyer değişikliği',
};

describe.each(dialects)('the booking form on %s', (dialect) => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime(dialect);
    await runtime.handle.db
      .insertInto('booking_days_off')
      .values({ day: '2030-01-09', note: null })
      .execute();
  });
  afterAll(() => runtime.dispose());

  // Each post from a client of its own: the rate limit is not what these tests look at.
  const book = (fields: Record<string, string>) =>
    handleBooking(post(fields), runtime, `istemci-${(clients += 1)}`, NOW);

  test.each([
    [
      'a time in the past',
      at('2030-01-07T08:00'),
      400,
      'Bu saat geçti, lütfen ileri bir saat seç.',
    ],
    [
      'a time within the notice',
      at('2030-01-07T10:00'),
      400,
      'Bu saat çok yakın: keşif görüşmesi en az 12 saat önceden alınabilir. Lütfen daha ileri bir saat seç.',
    ],
    [
      'a time outside the hours',
      at('2030-01-08T09:00'),
      400,
      'Bu saat görüşme saatlerinin dışında, lütfen listeden bir saat seç.',
    ],
    [
      'a time between two calls of the grid',
      at('2030-01-08T10:10'),
      400,
      'Bu saat görüşme saatlerinin dışında, lütfen listeden bir saat seç.',
    ],
    [
      'a Saturday',
      at('2030-01-12T10:00'),
      400,
      'Bu saat görüşme saatlerinin dışında, lütfen listeden bir saat seç.',
    ],
    [
      'a day off',
      at('2030-01-09T10:00'),
      400,
      'Bu gün görüşme yapılmıyor, lütfen başka bir gün seç.',
    ],
    [
      'a day beyond the window',
      at('2030-02-11T10:00'),
      400,
      'Bu gün henüz randevuya açık değil: en fazla 30 gün sonrası için randevu alınabilir. Lütfen daha yakın bir gün seç.',
    ],
    ['a forged time', 'yarın 10:00', 400, 'Bu saat listede yok, lütfen listeden bir saat seç.'],
    [
      'a time in another spelling',
      '2030-01-08T07:00:00Z',
      400,
      'Bu saat listede yok, lütfen listeden bir saat seç.',
    ],
    ['no time', '', 400, 'Lütfen görüşme için bir saat seç.'],
  ])(
    '%s is refused beside the times, keeping what was typed',
    async (_, startsAt, status, text) => {
      const result = await book({ ...typed, startsAt });
      expect(result).toEqual({
        ok: false,
        status,
        toast: { title: 'Randevu Alınamadı', description: text, variant: 'destructive' },
        fieldErrors: { startsAt: [text] },
        values: { ...typed, startsAt },
      });
      expect(await bookingsOf(runtime.handle.db, typed.email)).toEqual([]);
    },
  );

  test.each([
    ['type', { type: '' }, 'Lütfen görüşmenin online mı yüz yüze mi olacağını seç.'],
    ['name', { name: '  ' }, 'Lütfen adını ve soyadını yaz.'],
    ['email', { email: '' }, 'Lütfen e-posta adresini yaz.'],
    ['email', { email: 'deniz@ornek' }, 'Lütfen geçerli bir e-posta adresi yaz.'],
    [
      'phone',
      { phone: 'ara beni' },
      'Lütfen geçerli bir telefon numarası yaz ya da bu alanı boş bırak.',
    ],
    ['note', { note: 'ç'.repeat(501) }, 'Not en fazla 500 karakter olabilir.'],
    ['name', { name: 'a'.repeat(101) }, 'Ad en fazla 100 karakter olabilir.'],
  ])('%s: %j is answered beside the field and as the toast', async (field, change, text) => {
    const fields = { ...typed, ...change };
    expect(await book(fields)).toEqual({
      ok: false,
      status: 400,
      toast: { title: 'Randevu Alınamadı', description: text, variant: 'destructive' },
      fieldErrors: { [field]: [text] },
      values: fields,
    });
  });

  test('the honeypot refuses the post and books nothing', async () => {
    const result = await book({ ...typed, [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      toast: { description: 'Form gönderilemedi. Lütfen sayfayı yenileyip tekrar dene.' },
    });
    expect(await bookingsOf(runtime.handle.db, typed.email)).toEqual([]);
  });

  test('a booking is held, named in both zones, until its link confirms it; the time taken meanwhile says so exactly', async () => {
    const ok = await book({ ...typed, tz: 'America/New_York' });
    expect(ok).toEqual({
      ok: true,
      status: 200,
      toast: {
        title: 'Son Bir Adım: Randevunu Onayla',
        description:
          'Seçtiğin zaman: 8 Ocak 2030 Salı 10:00 (Türkiye saati, GMT+3); senin saatinle 8 Ocak 2030 Salı 02:00 (America/New_York). Bu saat 30 dakika boyunca senin için tutuluyor. Yazdığın adrese bir onay e-postası gönderildi; randevunu kesinleştirmek için e-postadaki bağlantıyı aç ve “Randevumu onayla” düğmesine bas. Onaylamazsan saat yeniden randevuya açılır.',
      },
    });
    const [booking] = await bookingsOf(runtime.handle.db, typed.email);
    expect(booking).toMatchObject({
      kind: 'yuz-yuze',
      timeZone: 'America/New_York',
      status: 'held',
    });

    const other = { ...typed, name: 'Ali Kaya', email: 'ali@ornek.com' };
    const taken = 'Bu saat az önce doldu, lütfen başka bir saat seç.';
    expect(await book(other)).toEqual({
      ok: false,
      status: 409,
      toast: { title: 'Randevu Alınamadı', description: taken, variant: 'destructive' },
      fieldErrors: { startsAt: [taken] },
      values: other,
    });

    // The same address again, at another free time: it has an upcoming call.
    const again = await book({ ...typed, startsAt: at('2030-01-10T10:00') });
    expect(again).toMatchObject({
      status: 409,
      fieldErrors: {
        email: [
          'Bu e-posta adresiyle alınmış yaklaşan bir keşif görüşmen zaten var. Saatini değiştirmek ya da iptal etmek için onay e-postandaki bağlantıyı kullan.',
        ],
      },
    });
  });
  test('a name with line breaks is stored as one line and adds no line to the coach’s mail', async () => {
    const fields = {
      ...typed,
      startsAt: at('2030-01-08T13:00'),
      name: 'Ece\r\nTelefon: 0555 000 00 00\u2028\tNot: beni ara',
      email: 'ece@ornek.com',
      note: 'Bir\nİki',
    };
    expect((await book(fields)).ok).toBe(true);
    const [held] = await bookingsOf(runtime.handle.db, 'ece@ornek.com');
    expect(held).toMatchObject({
      name: 'Ece Telefon: 0555 000 00 00 Not: beni ara',
      note: 'Bir\nİki',
    });
    const token = await holdToken(runtime, 'ece@ornek.com');
    expect(
      await handleBookingLink(
        new Request('http://localhost/', {
          method: 'POST',
          body: new URLSearchParams({ intent: 'onayla' }),
        }),
        runtime,
        token,
        bookingClient(),
        NOW,
      ),
    ).toMatchObject({ ok: true });
    const notice = await runtime.handle.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('about', '=', mailAbout('booking', held!.id))
      .where('kind', '=', 'booking-new')
      .executeTakeFirstOrThrow();
    expect(notice.subject).toBe(
      'Yeni keşif görüşmesi: Ece Telefon: 0555 000 00 00 Not: beni ara, 8 Ocak 2030 Salı 13:00',
    );
    const lines = notice.text_body.split('\n');
    // Each field once, on its own line; the note's second line indented under it.
    for (const label of ['Ad soyad:', 'E-posta:', 'Telefon:', 'Görüşme:', 'Zaman:', 'Not:']) {
      expect(
        lines.filter((line) => line.startsWith(label)),
        label,
      ).toHaveLength(1);
    }
    expect(lines).toContain('Ad soyad: Ece Telefon: 0555 000 00 00 Not: beni ara');
    expect(lines).toContain('Telefon: 0532 123 45 67');
    expect(lines).toContain('Not: Bir');
    expect(lines).toContain('  İki');
  });

  test('past a cap on holds the form answers 429 in Turkish, beside the address when it is the cause', async () => {
    const from = '203.0.113.50';
    const times = ['10T10:00', '10T10:45', '10T11:30', '11T10:00', '11T10:45'];
    for (const [n, time] of times.entries()) {
      const result = await handleBooking(
        post({ ...typed, startsAt: at(`2030-01-${time}`), email: `aralik${n}@ornek.com` }),
        runtime,
        `203.0.113.${n + 60}`,
        NOW,
      );
      expect(result.ok).toBe(true);
    }
    const sixth = { ...typed, startsAt: at('2030-01-14T10:00'), email: 'altinci@ornek.com' };
    const refused = await handleBooking(post(sixth), runtime, from, NOW);
    const text =
      'Bu bağlantıdan bugün çok sayıda randevu istendi. Lütfen yarın tekrar dene ya da yukarıdaki e-posta ve WhatsApp bağlantılarıyla yaz.';
    expect(refused).toEqual({
      ok: false,
      status: 429,
      toast: { title: 'Randevu Alınamadı', description: text, variant: 'destructive' },
      values: sixth,
    });
    expect(await bookingsOf(runtime.handle.db, 'altinci@ornek.com')).toEqual([]);
  });
});

/** The token of the link in the latest hold mail to `email`, as the visitor would click it. */
async function holdToken(runtime: TestRuntime, email: string): Promise<string> {
  const text = await latestMailText(runtime.handle.db, 'booking-hold', email);
  return /https:\/\/koc\.example\/randevu\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;
}

describe.each(dialects)('the booking link on %s', (dialect) => {
  const runtime = runtimePerBlock(dialect);

  async function booked(email: string, startsAt = TUESDAY_TEN) {
    const result = await bookedCall(
      runtime(),
      { ...typed, kind: 'online', email, startsAt: new Date(startsAt), timeZone: null },
      NOW,
    );
    return result.token;
  }

  /** A post of the link's page, from a client of its own unless one is given. */
  const linkPost = (
    token: string,
    fields: Record<string, string>,
    { on = runtime(), client = bookingClient(), now = NOW } = {},
  ) =>
    handleBookingLink(
      new Request('http://localhost/', { method: 'POST', body: new URLSearchParams(fields) }),
      on,
      token,
      client,
      now,
    );
  const change = (token: string, startsAt: string) => linkPost(token, { startsAt });

  test('the page shows the call and offers its own time among the free ones; reading changes nothing', async () => {
    const token = await booked('okuma@ornek.com');
    const page = await loadBookingLink(runtime(), token, '2030-01-08', NOW);
    expect(page).toMatchObject({
      status: 'booked',
      when: '8 Ocak 2030 Salı 10:00 (Türkiye saati, GMT+3)',
      kind: 'Online',
      minutes: 30,
      picker: { day: '2030-01-08', dayLabel: '8 Ocak 2030 Salı' },
    });
    if (page.status !== 'booked') throw new Error(page.status);
    expect(page.picker.slots[0]).toEqual({ value: TUESDAY_TEN, label: '10:00' });
    expect((await bookingsOf(runtime().handle.db, 'okuma@ornek.com'))[0]?.status).toBe('booked');
    expect(await loadBookingLink(runtime(), 'x'.repeat(43), null, NOW)).toEqual({
      status: 'unknown',
    });
  });

  test('changing the time: a refused time says why, a free one moves the call', async () => {
    const token = await booked('degis@ornek.com', at('2030-01-10T10:00'));
    expect(await change(token, at('2030-01-10T09:00'))).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        startsAt: ['Bu saat görüşme saatlerinin dışında, lütfen listeden bir saat seç.'],
      },
    });
    expect(await change(token, 'bozuk')).toMatchObject({
      status: 400,
      fieldErrors: { startsAt: ['Bu saat listede yok, lütfen listeden bir saat seç.'] },
    });
    const moved = await change(token, at('2030-01-10T11:30'));
    expect(moved).toEqual({
      ok: true,
      status: 200,
      toast: {
        title: 'Randevun Güncellendi',
        description:
          'Keşif görüşmenin yeni zamanı: 10 Ocak 2030 Perşembe 11:30 (Türkiye saati, GMT+3). Yeni takvim dosyasıyla bir onay e-postası gönderildi.',
      },
    });
    expect(await loadBookingLink(runtime(), token, null, NOW)).toMatchObject({
      when: '10 Ocak 2030 Perşembe 11:30 (Türkiye saati, GMT+3)',
    });
  });

  test('cancelling frees the time at once; the link then says it is cancelled', async () => {
    const startsAt = at('2030-01-11T10:00');
    const token = await booked('iptal@ornek.com', startsAt);
    const before = await loadBookingLink(
      runtime(),
      await booked('bakan@ornek.com', at('2030-01-11T13:00')),
      '2030-01-11',
      NOW,
    );
    if (before.status !== 'booked') throw new Error(before.status);
    expect(before.picker.slots.map((slot) => slot.value)).not.toContain(startsAt);

    expect(await cancelByVisitor(runtime(), token)).toMatchObject({ status: 'cancelled' });
    expect(await loadBookingLink(runtime(), token, null, NOW)).toEqual({
      status: 'cancelled',
      kind: 'Online',
      bookAgain: '/randevu-al?type=online',
    });
    expect(await change(token, at('2030-01-11T11:30'))).toMatchObject({
      status: 409,
      fieldErrors: {
        startsAt: ['Bu randevu artık değiştirilemez: iptal edilmiş ya da zamanı geçmiş.'],
      },
    });
    const after = await loadBookingLink(
      runtime(),
      await booked('yeni@ornek.com', at('2030-01-14T10:00')),
      '2030-01-11',
      NOW,
    );
    if (after.status !== 'booked') throw new Error(after.status);
    expect(after.picker.slots.map((slot) => slot.value)).toContain(startsAt);
  });

  test('a hold’s link asks for the confirmation; its button books the call, once', async () => {
    const held = await bookCall(
      runtime(),
      {
        ...typed,
        kind: 'online',
        email: 'onay@ornek.com',
        startsAt: new Date(at('2030-01-15T10:00')),
        timeZone: null,
      },
      bookingClient(),
      NOW,
    );
    if (!held.ok) throw new Error(held.reason);
    expect(await loadBookingLink(runtime(), held.token, null, NOW)).toEqual({
      status: 'held',
      when: '15 Ocak 2030 Salı 10:00 (Türkiye saati, GMT+3)',
      kind: 'Online',
      minutes: 30,
      name: 'Deniz Yılmaz',
      until: '09:30',
    });
    expect(await linkPost(held.token, { intent: 'onayla' })).toEqual({
      ok: true,
      status: 200,
      toast: {
        title: 'Randevun Onaylandı! 🎉',
        description:
          'Ücretsiz keşif görüşmen kesinleşti: 15 Ocak 2030 Salı 10:00 (Türkiye saati, GMT+3). Takvim dosyası ekli onay e-postası yazdığın adrese gönderildi; görüşmeyi iptal etmek ya da saatini değiştirmek için bu sayfayı kullanabilirsin.',
      },
    });
    expect(await loadBookingLink(runtime(), held.token, null, NOW)).toMatchObject({
      status: 'booked',
    });
    expect(await linkPost(held.token, { intent: 'onayla' })).toMatchObject({
      ok: false,
      status: 409,
      toast: {
        title: 'Randevu Onaylanamadı',
        description:
          'Bu randevu onaylanamadı: onay süresi dolmuş ya da randevu zaten onaylanmış olabilir.',
      },
    });
    // A forged token confirms nothing.
    expect(await linkPost('x'.repeat(43), { intent: 'onayla' })).toMatchObject({ status: 409 });
  });

  test('40 changes at once: three a day go through, the rest are refused beside the times, and one pair of mails waits', async () => {
    const token = await booked('sik@ornek.com', at('2030-01-16T10:00'));
    const times = [at('2030-01-16T10:45'), at('2030-01-16T11:30')];
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, n) => change(token, times[n % 2]!)),
    );
    const text =
      'Bu randevunun saatini son 24 saat içinde 3 kez değiştirdin. Yeni bir değişiklik için biraz bekle; randevun şu anki saatinde duruyor.';
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    const refused = results.filter((result) => !result.ok);
    expect(refused).toHaveLength(37);
    for (const result of refused) {
      expect(result).toEqual({
        ok: false,
        status: 429,
        toast: { title: 'Saat Değiştirilemedi', description: text, variant: 'destructive' },
        fieldErrors: { startsAt: [text] },
      });
    }
    // A change that would undo nothing is still the fourth.
    expect(await change(token, at('2030-01-16T13:00'))).toMatchObject({ status: 429 });
    // Each change replaced the one before's mails not yet sent: one pair waits.
    const [booking] = await bookingsOf(runtime().handle.db, 'sik@ornek.com');
    const pending = await runtime()
      .handle.db.selectFrom('mail_outbox')
      .select('kind')
      .where('about', '=', mailAbout('booking', booking!.id))
      .where('kind', 'in', ['booking-changed', 'booking-changed-notice'])
      .execute();
    expect(pending.map((mail) => mail.kind).sort()).toEqual([
      'booking-changed',
      'booking-changed-notice',
    ]);
  });

  test('past the rate limit of one address the link’s posts get 429 beside the form; the call stays', async () => {
    const limited = await createTestRuntime(dialect, { submissionLimit: 2 });
    try {
      const result = await bookedCall(
        limited,
        { ...typed, kind: 'online', startsAt: new Date(at('2030-01-17T10:00')), timeZone: null },
        NOW,
      );
      const from = { on: limited, client: '198.51.100.20' };
      const bad = (await linkPost(result.token, { startsAt: 'bozuk' }, from)).status;
      expect(bad).toBe(400);
      expect((await linkPost(result.token, { startsAt: 'bozuk' }, from)).status).toBe(400);
      const text =
        'Kısa sürede çok fazla deneme yaptın. Lütfen birkaç dakika sonra tekrar dene; randevun olduğu gibi duruyor.';
      expect(await linkPost(result.token, { startsAt: at('2030-01-17T10:45') }, from)).toEqual({
        ok: false,
        status: 429,
        toast: { title: 'Çok Fazla Deneme', description: text, variant: 'destructive' },
      });
      expect(await loadBookingLink(limited, result.token, null, NOW)).toMatchObject({
        status: 'booked',
        when: '17 Ocak 2030 Perşembe 10:00 (Türkiye saati, GMT+3)',
      });
      // Another address is not held back.
      expect(
        await linkPost(result.token, { startsAt: at('2030-01-17T10:45') }, { on: limited }),
      ).toMatchObject({ ok: true });
    } finally {
      await limited.dispose();
    }
  });
});
