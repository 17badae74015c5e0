// Without Intl since Türkiye's fixed +03:00 (2016), so hydration loads no ICU data (docs/decisions/0016-hydration-without-cold-code.md).

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

const FIXED_OFFSET_SINCE = Date.UTC(2016, 8, 6, 21);
const OFFSET_MS = 3 * 60 * 60 * 1000;

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
  // Earlier instants go through Intl; an invalid date fails with a RangeError, as in Intl.
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

/** Plain ISO dates are read as that calendar day in Türkiye. */
export function formatDateTr(value: string | Date): string {
  const [year, month, day] = istanbulTime(toDate(value));
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

export function formatDateTimeTr(value: string | Date): string {
  const [year, month, day, hour, minute] = istanbulTime(new Date(value));
  return `${day} ${MONTHS[month - 1]} ${year} ${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** Spreadsheets in Turkish read this as a date (CSV export). */
export function formatNumericDateTimeTr(value: string | Date): string {
  const [year, month, day, hour, minute] = istanbulTime(new Date(value));
  return `${twoDigits(day)}.${twoDigits(month)}.${year} ${twoDigits(hour)}:${twoDigits(minute)}`;
}

export function istanbulDate(value: string | Date): string {
  const [year, month, day] = istanbulTime(new Date(value));
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

export function istanbulDateTimeLocal(value: string | Date): string {
  const [year, month, day, hour, minute] = istanbulTime(new Date(value));
  return `${year}-${twoDigits(month)}-${twoDigits(day)}T${twoDigits(hour)}:${twoDigits(minute)}`;
}

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

export function formatTl(amount: number): string {
  wholeNumber ??= new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
  return `${wholeNumber.format(amount)} TL`;
}

/** The data keeps "TRY"; every page writes the lira as "TL" (docs/product.md#built-in-content). */
export function formatPriceWithDecimals(amount: number, currency: string): string {
  twoDecimals ??= new Intl.NumberFormat('tr-TR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${twoDecimals.format(amount)} ${currency === 'TRY' ? 'TL' : currency}`;
}
