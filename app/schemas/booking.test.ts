import { describe, expect, test } from 'vitest';

import { BookingFormSchema } from '#app/schemas/booking.ts';

const valid = {
  type: 'online',
  startsAt: '2026-12-01T07:00:00.000Z',
  name: 'Deniz Yılmaz',
  email: 'Deniz@Ornek.com',
};

describe('BookingFormSchema', () => {
  test('takes a valid form; blank optional fields and an unknown zone are null', () => {
    const parsed = BookingFormSchema.parse({ ...valid, phone: ' ', tz: 'Mars/Olympus' });
    expect(parsed).toEqual({
      type: 'online',
      startsAt: new Date('2026-12-01T07:00:00.000Z'),
      name: 'Deniz Yılmaz',
      email: 'deniz@ornek.com',
      phone: null,
      note: null,
      tz: null,
    });
    expect(BookingFormSchema.parse({ ...valid, tz: 'Europe/Berlin' }).tz).toBe('Europe/Berlin');
  });

  test.each([
    [{ type: 'telefon' }, 'type', 'Lütfen görüşmenin online mı yüz yüze mi olacağını seç.'],
    [{ startsAt: '' }, 'startsAt', 'Lütfen görüşme için bir saat seç.'],
    [{ startsAt: 'yarın 10:00' }, 'startsAt', 'Bu saat listede yok, lütfen listeden bir saat seç.'],
    [
      { startsAt: '2026-13-45T07:00:00.000Z' },
      'startsAt',
      'Bu saat listede yok, lütfen listeden bir saat seç.',
    ],
    [
      { phone: 'ara beni' },
      'phone',
      'Lütfen geçerli bir telefon numarası yaz ya da bu alanı boş bırak.',
    ],
    [{ phone: '+90 (532) 123 45 67' }, null, null],
    [{ note: 'x'.repeat(501) }, 'note', 'Not en fazla 500 karakter olabilir.'],
  ])('%j: %s', (change, field, message) => {
    const parsed = BookingFormSchema.safeParse({ ...valid, ...change });
    if (!field) {
      expect(parsed.success).toBe(true);
      return;
    }
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      [field, message],
    ]);
  });
});
