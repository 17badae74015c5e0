/*
 * Turkish dates without Intl since Türkiye's fixed UTC+03:00 (2016), so hydration loads no ICU data
 * (docs/decisions/0016-hydration-without-cold-code.md); format.test.ts compares them with Intl.
 */

const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];

/** From this instant on (2016-09-07 00:00 in Türkiye) the offset is a constant +03:00. */
const FIXED_OFFSET_SINCE = Date.UTC(2016, 8, 6, 21);
const OFFSET_MS = 3 * 60 * 60 * 1000;

/** Year, month (1–12), day, hour and minute of an instant in Türkiye. */
type IstanbulTime = [number, number, number, number, number];

function istanbulTime(date: Date): IstanbulTime {
  const time = date.getTime();
  if (time >= FIXED_OFFSET_SINCE) {
    const local = new Date(time + OFFSET_MS);
    return [
      local.getUTCFullYear(),
      local.getUTCMonth() + 1,
      local.getUTCDate(),
      local.getUTCHours(),
      local.getUTCMinutes(),
    ];
  }
  // Earlier instants go through Intl ("9/6/2016, 23:59:00"). An invalid date has no digits
  // there, and fails with a RangeError as Intl's own formatters do.
  const [month = 0, day = 0, year, hour = 0, minute = 0] = (
    date.toLocaleString('en-US', { timeZone: 'Europe/Istanbul', hourCycle: 'h23' }).match(/\d+/g) ??
    []
  ).map(Number);
  if (year === undefined) throw new RangeError('Invalid time value');
  return [year, month, day, hour, minute];
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

function toDate(value: string | Date): Date {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T12:00:00+03:00`)
    : new Date(value);
}

/** "5 Mart 2024". Plain ISO dates (2024-03-05) are read as that calendar day in Türkiye. */
export function formatDateTr(value: string | Date): string {
  const [year, month, day] = istanbulTime(toDate(value));
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "21 Kasım 2026 14:05", Türkiye time: when the coach did something (moderation log). */
export function formatDateTimeTr(value: string | Date): string {
  const [year, month, day, hour, minute] = istanbulTime(new Date(value));
  return `${day} ${MONTHS[month - 1]} ${year} ${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** "21.11.2026 14:05", which spreadsheet programs in Turkish read as a date (CSV export). */
export function formatNumericDateTimeTr(value: string | Date): string {
  const [year, month, day, hour, minute] = istanbulTime(new Date(value));
  return `${twoDigits(day)}.${twoDigits(month)}.${year} ${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** "2026-11-21": the calendar day of an instant in Türkiye. */
export function istanbulDate(value: string | Date): string {
  const [year, month, day] = istanbulTime(new Date(value));
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** "2026-11-21T14:05": an instant as a `datetime-local` field shows it, in Türkiye time. */
export function istanbulDateTimeLocal(value: string | Date): string {
  const [year, month, day, hour, minute] = istanbulTime(new Date(value));
  return `${year}-${twoDigits(month)}-${twoDigits(day)}T${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** The instant a `datetime-local` value names in Türkiye (+03:00 all year), or null. */
export function fromIstanbulDateTimeLocal(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/.exec(value);
  const minute = match?.[1];
  if (!minute) return null;
  const date = new Date(`${minute}:00+03:00`);
  // "2026-02-30T10:00" is a valid Date (2 March); the fields must survive the round trip.
  if (Number.isNaN(date.getTime()) || istanbulDateTimeLocal(date) !== minute) return null;
  const seconds = Number(match[2] ?? 0);
  return seconds < 60 ? new Date(date.getTime() + seconds * 1000) : null;
}

let wholeNumber: Intl.NumberFormat | undefined;
let twoDecimals: Intl.NumberFormat | undefined;

/** "1.000 TL" for coaching prices. */
export function formatTl(amount: number): string {
  wholeNumber ??= new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
  return `${wholeNumber.format(amount)} TL`;
}

/**
 * "1.000,00 TL" for shop products, shown with two decimals (docs/product.md#built-in-content).
 * The data keeps the ISO code "TRY"; every page writes the lira as "TL", like coaching prices.
 */
export function formatPriceWithDecimals(amount: number, currency: string): string {
  twoDecimals ??= new Intl.NumberFormat('tr-TR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${twoDecimals.format(amount)} ${currency === 'TRY' ? 'TL' : currency}`;
}
