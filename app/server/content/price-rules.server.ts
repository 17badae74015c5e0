import type { PriceList } from '#app/db/content.server.ts';
import { formatTl } from '#app/lib/format.ts';

/** The window before a discount whose lowest price alone may be shown as the former one. */
export const DISCOUNT_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/** Each price a package had in force at some moment of the 30 days before `at`. */
export function pricesBefore(lists: ReadonlyArray<PriceList>, key: string, at: number): number[] {
  const from = at - DISCOUNT_WINDOW_DAYS * DAY_MS;
  const prices: number[] = [];
  lists.forEach((list, index) => {
    const start = Date.parse(list.effectiveAt);
    const next = lists[index + 1];
    const end = next ? Date.parse(next.effectiveAt) : Number.POSITIVE_INFINITY;
    const entry = list.entries.get(key);
    if (entry && start < at && end > from) prices.push(entry.price);
  });
  return prices;
}

/**
 * Why a crossed-out former price may not stand beside `price` from `at`, or null when it may:
 * Türkiye's rule for discounts (Ticari Reklam ve Haksız Ticari Uygulamalar Yönetmeliği, m. 18)
 * allows as the former price only the lowest one applied in the 30 days before the discount.
 */
export function insteadOfRefusal(
  lists: ReadonlyArray<PriceList>,
  key: string,
  at: number,
  price: number,
  insteadOf: number,
): string | null {
  if (insteadOf <= price) return 'İndirimden önceki fiyat, yeni fiyattan yüksek olmalı.';
  const prices = pricesBefore(lists, key, at);
  if (prices.length === 0) {
    return 'Bu paket son 30 günde bu fiyatla satışta değildi; indirimden önceki fiyat gösterilemez.';
  }
  const lowest = Math.min(...prices);
  if (insteadOf !== lowest) {
    return `Son 30 günde uygulanan en düşük fiyat ${formatTl(lowest)}; indirimden önceki fiyat olarak yalnızca bu gösterilebilir (indirimli satış kuralı).`;
  }
  return null;
}

/** A package's prices over time, oldest first, one row per change. */
export function priceHistory(
  lists: ReadonlyArray<PriceList>,
  key: string,
): Array<{ effectiveAt: string; price: number; insteadOf: number | null }> {
  const rows: Array<{ effectiveAt: string; price: number; insteadOf: number | null }> = [];
  for (const list of lists) {
    const entry = list.entries.get(key);
    if (!entry) continue;
    const last = rows.at(-1);
    if (last && last.price === entry.price && last.insteadOf === entry.insteadOf) continue;
    rows.push({ effectiveAt: list.effectiveAt, price: entry.price, insteadOf: entry.insteadOf });
  }
  return rows;
}
