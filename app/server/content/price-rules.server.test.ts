import { expect, test } from 'vitest';

import type { PriceList } from '#app/db/content.server.ts';
import {
  insteadOfRefusal,
  priceHistory,
  pricesBefore,
} from '#app/server/content/price-rules.server.ts';

const DAY = 24 * 60 * 60_000;
const now = Date.parse('2027-01-01T00:00:00+03:00');

function list(
  id: number,
  daysAgo: number,
  price: number,
  insteadOf: number | null = null,
): PriceList {
  return {
    id,
    effectiveAt: new Date(now - daysAgo * DAY).toISOString(),
    createdBy: 'koc@ornek.com',
    entries: new Map([['uc-seans', { price, originalPrice: null, saveAmount: null, insteadOf }]]),
  };
}

// 3 000 TL for a long time, 2 500 TL from 20 days ago, 2 800 TL from 5 days ago.
const lists = [list(1, 90, 3000), list(2, 20, 2500), list(3, 5, 2800)];

test('the prices of the 30 days before count, including one that began before them', () => {
  expect(pricesBefore(lists, 'uc-seans', now)).toEqual([3000, 2500, 2800]);
  expect(pricesBefore(lists, 'uc-seans', now + 10 * DAY)).toEqual([2500, 2800]);
  expect(pricesBefore(lists, 'uc-seans', now + 30 * DAY)).toEqual([2800]);
  expect(pricesBefore(lists, 'baska-paket', now)).toEqual([]);
});

test('a fake discount is refused with the reason; the lowest price of the 30 days is allowed', () => {
  // "3 000 TL yerine 2 400 TL": it was sold at 2 500 TL within the 30 days.
  expect(insteadOfRefusal(lists, 'uc-seans', now, 2400, 3000)).toBe(
    'Son 30 günde uygulanan en düşük fiyat 2.500 TL; indirimden önceki fiyat olarak yalnızca bu gösterilebilir (indirimli satış kuralı).',
  );
  expect(insteadOfRefusal(lists, 'uc-seans', now, 2400, 2500)).toBeNull();
  expect(insteadOfRefusal(lists, 'uc-seans', now, 2500, 2500)).toBe(
    'İndirimden önceki fiyat, yeni fiyattan yüksek olmalı.',
  );
  expect(insteadOfRefusal(lists, 'baska-paket', now, 100, 200)).toMatch(/son 30 günde/);
});

test('the history has one row per change, oldest first', () => {
  const same = [...lists, list(4, 1, 2800), list(5, 0, 2600, 2500)];
  expect(priceHistory(same, 'uc-seans').map((row) => [row.price, row.insteadOf])).toEqual([
    [3000, null],
    [2500, null],
    [2800, null],
    [2600, 2500],
  ]);
});
