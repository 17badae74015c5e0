const longDate = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Istanbul',
});

/** "5 Mart 2024". Plain ISO dates (2024-03-05) are read as that calendar day in Türkiye. */
export function formatDateTr(value: string | Date): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00+03:00`)
      : new Date(value);
  return longDate.format(date);
}

const time = new Intl.DateTimeFormat('tr-TR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Istanbul',
});

/** "21 Kasım 2026 14:05", Türkiye time: when the coach did something (moderation log). */
export function formatDateTimeTr(value: string | Date): string {
  const date = new Date(value);
  return `${longDate.format(date)} ${time.format(date)}`;
}

const numericDate = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Istanbul',
});

/** "21.11.2026 14:05", which spreadsheet programs in Turkish read as a date (CSV export). */
export function formatNumericDateTimeTr(value: string | Date): string {
  const date = new Date(value);
  return `${numericDate.format(date)} ${time.format(date)}`;
}

const wholeNumber = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('tr-TR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "1.000 TL" for coaching prices. */
export function formatTl(amount: number): string {
  return `${wholeNumber.format(amount)} TL`;
}

/** "1.000,00 TRY" for shop products, which the SPEC shows with two decimals. */
export function formatPriceWithDecimals(amount: number, currency: string): string {
  return `${twoDecimals.format(amount)} ${currency}`;
}

/** tr-TR upper case: "istanbul" → "İSTANBUL", never "ISTANBUL". */
export function upperTr(text: string): string {
  return text.toLocaleUpperCase('tr-TR');
}
