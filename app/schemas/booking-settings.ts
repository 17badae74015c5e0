import type { BookingRules, HoursRange } from '#app/lib/booking/booking-slots.ts';
import { postedFields } from '#app/schemas/posted-fields.ts';

// Without zod: the page imports names and weekdays, the server parses the same text (docs/product.md#booking-desk).

export const WEEKDAYS = [
  { weekday: 1, name: 'Pazartesi', field: 'hours1' },
  { weekday: 2, name: 'Salı', field: 'hours2' },
  { weekday: 3, name: 'Çarşamba', field: 'hours3' },
  { weekday: 4, name: 'Perşembe', field: 'hours4' },
  { weekday: 5, name: 'Cuma', field: 'hours5' },
  { weekday: 6, name: 'Cumartesi', field: 'hours6' },
  { weekday: 7, name: 'Pazar', field: 'hours7' },
] as const;

export const bookingSettingsFieldNames = [
  'callMinutes',
  'bufferMinutes',
  'minNoticeHours',
  'windowDays',
  'dailyMax',
  ...WEEKDAYS.map((day) => day.field),
  'daysOff',
  'officeAddress',
  'meetingUrl',
  'version',
] as const;
export type BookingSettingsFieldName = (typeof bookingSettingsFieldNames)[number];
export type BookingSettingsValues = Partial<Record<BookingSettingsFieldName, string>>;

export const bookingLimits = {
  bufferMinutes: { min: 0, max: 120 },
  minNoticeHours: { min: 0, max: 168 },
  windowDays: { min: 1, max: 180 },
  dailyMax: { min: 1, max: 20 },
} as const;
export const CALL_LENGTHS = [20, 30] as const;
export const DAYS_OFF_MAX = 200;
export const DAY_OFF_NOTE_MAX = 100;
export const OFFICE_ADDRESS_MAX = 300;
export const MEETING_URL_MAX = 500;
const HOURS_FIELD_MAX = 300;
export const BOOKING_INTENTS = { cancel: 'cancel', done: 'done' } as const;

export const BOOKING_SETTINGS_FORM_MAX_BYTES = 128 * 1024;

export const bookingSettingsMessages = {
  callMinutes: 'Görüşme süresi olarak 20 ya da 30 dakikayı seçin.',
  bufferMinutes: 'Görüşmeler arasındaki ara 0 ile 120 dakika arasında bir tam sayı olmalı.',
  minNoticeHours: 'En az ne kadar önceden alınacağı 0 ile 168 saat arasında bir tam sayı olmalı.',
  windowDays: 'Kaç gün ilerisi için alınabileceği 1 ile 180 gün arasında bir tam sayı olmalı.',
  dailyMax: 'Günde en fazla görüşme sayısı 1 ile 20 arasında bir tam sayı olmalı.',
  hoursFormat: (part: string) =>
    `“${part}” anlaşılamadı; saatleri “10:00-12:00” gibi yazın, birden çok aralığı virgülle ayırın.`,
  hoursTime: (time: string) => `“${time}” geçerli bir saat değil; 00:00 ile 24:00 arasında olmalı.`,
  hoursOrder: (range: string) => `“${range}”: başlangıç saati bitişten önce olmalı.`,
  hoursOverlap: (first: string, second: string) => `“${first}” ile “${second}” çakışıyor.`,
  hoursShort: (range: string, minutes: number) =>
    `“${range}” bir görüşmeye (${minutes} dakika) yetmiyor.`,
  hoursTooLong: 'Bu alan çok uzun.',
  dayOffFormat: (line: number, text: string) =>
    `${line}. satır: “${text}” geçerli bir tarih değil; GG.AA.YYYY ya da YYYY-AA-GG biçiminde yazın.`,
  dayOffPast: (line: number, date: string) =>
    `${line}. satır: ${date} geçmişte kalıyor; yalnızca bugün ve sonrası için izin günü yazın.`,
  dayOffTwice: (line: number, date: string) => `${line}. satır: ${date} iki kez yazılmış.`,
  dayOffNote: (line: number) =>
    `${line}. satır: not en fazla ${DAY_OFF_NOTE_MAX} karakter olabilir.`,
  daysOffTooMany: `En fazla ${DAYS_OFF_MAX} izin günü yazılabilir.`,
  officeAddress: `Ofis adresi en fazla ${OFFICE_ADDRESS_MAX} karakter olabilir.`,
  meetingUrl:
    'Online görüşme adresi https:// ile başlayan geçerli bir bağlantı olmalı (ör. https://meet.google.com/abc-defg-hij).',
  meetingUrlTooLong: `Online görüşme adresi en fazla ${MEETING_URL_MAX} karakter olabilir.`,
} as const;

export function bookingSettingsValues(fields: Record<string, string>): BookingSettingsValues {
  return postedFields(fields, bookingSettingsFieldNames, BOOKING_SETTINGS_FORM_MAX_BYTES / 4);
}

const two = (value: number) => String(value).padStart(2, '0');

export function formatMinute(minute: number): string {
  return `${two(Math.floor(minute / 60))}:${two(minute % 60)}`;
}

export function formatHours(hours: readonly HoursRange[], weekday: number): string {
  return hours
    .filter((range) => range.weekday === weekday)
    .sort((a, b) => a.startMinute - b.startMinute)
    .map((range) => `${formatMinute(range.startMinute)}-${formatMinute(range.endMinute)}`)
    .join(', ');
}

export function formatDayOff(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

export function formatDaysOff(days: ReadonlyArray<{ day: string; note: string | null }>): string {
  return days
    .map(({ day, note }) => (note ? `${formatDayOff(day)} ${note}` : formatDayOff(day)))
    .join('\n');
}

function parseTime(text: string): number | null {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour === 24 && minute === 0) return 1440;
  return hour < 24 && minute < 60 ? hour * 60 + minute : null;
}

/** Empty: the day is closed; ranges within the day, none overlapping, each long enough for one call. */
export function parseHours(
  text: string,
  weekday: number,
  callMinutes: number | null,
): { ok: true; ranges: HoursRange[] } | { ok: false; message: string } {
  if (text.length > HOURS_FIELD_MAX)
    return { ok: false, message: bookingSettingsMessages.hoursTooLong };
  const parts = text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const ranges: Array<HoursRange & { text: string }> = [];
  for (const part of parts) {
    const match = /^(\S+?)\s*[-–—]\s*(\S+)$/.exec(part);
    if (!match) return { ok: false, message: bookingSettingsMessages.hoursFormat(part) };
    const [, startText = '', endText = ''] = match;
    const startMinute = parseTime(startText);
    const endMinute = parseTime(endText);
    if (startMinute === null || startMinute === 1440) {
      return {
        ok: false,
        message: /^\d{1,2}[:.]\d{2}$/.test(startText)
          ? bookingSettingsMessages.hoursTime(startText)
          : bookingSettingsMessages.hoursFormat(part),
      };
    }
    if (endMinute === null) {
      return {
        ok: false,
        message: /^\d{1,2}[:.]\d{2}$/.test(endText)
          ? bookingSettingsMessages.hoursTime(endText)
          : bookingSettingsMessages.hoursFormat(part),
      };
    }
    const shown = `${formatMinute(startMinute)}-${formatMinute(endMinute)}`;
    if (startMinute >= endMinute)
      return { ok: false, message: bookingSettingsMessages.hoursOrder(shown) };
    if (callMinutes !== null && endMinute - startMinute < callMinutes) {
      return { ok: false, message: bookingSettingsMessages.hoursShort(shown, callMinutes) };
    }
    ranges.push({ weekday, startMinute, endMinute, text: shown });
  }
  ranges.sort((a, b) => a.startMinute - b.startMinute);
  for (const [index, range] of ranges.entries()) {
    const before = ranges[index - 1];
    if (before && range.startMinute < before.endMinute) {
      return { ok: false, message: bookingSettingsMessages.hoursOverlap(before.text, range.text) };
    }
  }
  return { ok: true, ranges: ranges.map(({ text: _text, ...range }) => range) };
}

function parseDay(text: string): string | null {
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = dotted
    ? [Number(dotted[3]), Number(dotted[2]), Number(dotted[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  if (!year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return `${year}-${two(month)}-${two(day)}`;
}

/** `today` refuses a past date, most likely a typo. */
export function parseDaysOff(
  text: string,
  today: string,
):
  | { ok: true; days: Array<{ day: string; note: string | null }> }
  | { ok: false; messages: string[] } {
  const days: Array<{ day: string; note: string | null }> = [];
  const messages: string[] = [];
  const seen = new Set<string>();
  const lines = text.split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const number = index + 1;
    const [first = '', ...rest] = line.split(/\s+/);
    const day = parseDay(first);
    const note = rest
      .join(' ')
      .replace(/^[-–—:]\s*/, '')
      .trim();
    if (!day) messages.push(bookingSettingsMessages.dayOffFormat(number, first));
    else if (day < today)
      messages.push(bookingSettingsMessages.dayOffPast(number, formatDayOff(day)));
    else if (seen.has(day))
      messages.push(bookingSettingsMessages.dayOffTwice(number, formatDayOff(day)));
    else if (note.length > DAY_OFF_NOTE_MAX)
      messages.push(bookingSettingsMessages.dayOffNote(number));
    else {
      seen.add(day);
      days.push({ day, note: note || null });
    }
  }
  if (days.length > DAYS_OFF_MAX) messages.unshift(bookingSettingsMessages.daysOffTooMany);
  return messages.length > 0
    ? { ok: false, messages }
    : { ok: true, days: days.sort((a, b) => a.day.localeCompare(b.day)) };
}

function wholeNumber(
  text: string | undefined,
  { min, max }: { min: number; max: number },
): number | null {
  const trimmed = text?.trim() ?? '';
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/** One line of a mail and a calendar file. */
function parseOfficeAddress(text: string): { ok: true; value: string | null } | { ok: false } {
  const value = text
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(', ');
  if (value.length > OFFICE_ADDRESS_MAX) return { ok: false };
  return { ok: true, value: value || null };
}

function parseMeetingUrl(
  text: string,
): { ok: true; value: string | null } | { ok: false; message: string } {
  const value = text.trim();
  if (!value) return { ok: true, value: null };
  if (value.length > MEETING_URL_MAX)
    return { ok: false, message: bookingSettingsMessages.meetingUrlTooLong };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, message: bookingSettingsMessages.meetingUrl };
  }
  if (url.protocol !== 'https:' || !url.hostname.includes('.') || /\s/.test(value)) {
    return { ok: false, message: bookingSettingsMessages.meetingUrl };
  }
  return { ok: true, value: url.href };
}

export type BookingSettingsCheck =
  | {
      ok: true;
      rules: BookingRules;
      places: { officeAddress: string | null; meetingUrl: string | null };
      hours: HoursRange[];
      daysOff: Array<{ day: string; note: string | null }>;
    }
  | { ok: false; fieldErrors: Record<string, string[]> };

export function checkBookingSettings(
  values: BookingSettingsValues,
  today: string,
): BookingSettingsCheck {
  const fieldErrors: Record<string, string[]> = {};
  const callText = values.callMinutes?.trim() ?? '';
  const callMinutes = CALL_LENGTHS.find((length) => String(length) === callText) ?? null;
  if (callMinutes === null) fieldErrors.callMinutes = [bookingSettingsMessages.callMinutes];
  const numbers = {} as Record<keyof typeof bookingLimits, number>;
  for (const name of Object.keys(bookingLimits) as Array<keyof typeof bookingLimits>) {
    const value = wholeNumber(values[name], bookingLimits[name]);
    if (value === null) fieldErrors[name] = [bookingSettingsMessages[name]];
    else numbers[name] = value;
  }
  const hours: HoursRange[] = [];
  for (const { weekday, field } of WEEKDAYS) {
    const parsed = parseHours(values[field] ?? '', weekday, callMinutes);
    if (parsed.ok) hours.push(...parsed.ranges);
    else fieldErrors[field] = [parsed.message];
  }
  const daysOff = parseDaysOff(values.daysOff ?? '', today);
  if (!daysOff.ok) fieldErrors.daysOff = daysOff.messages;
  const officeAddress = parseOfficeAddress(values.officeAddress ?? '');
  if (!officeAddress.ok) fieldErrors.officeAddress = [bookingSettingsMessages.officeAddress];
  const meetingUrl = parseMeetingUrl(values.meetingUrl ?? '');
  if (!meetingUrl.ok) fieldErrors.meetingUrl = [meetingUrl.message];
  if (
    callMinutes === null ||
    !daysOff.ok ||
    !officeAddress.ok ||
    !meetingUrl.ok ||
    Object.keys(fieldErrors).length > 0
  ) {
    return { ok: false, fieldErrors };
  }
  return {
    ok: true,
    rules: { callMinutes, ...numbers },
    hours,
    daysOff: daysOff.days,
    places: { officeAddress: officeAddress.value, meetingUrl: meetingUrl.value },
  };
}
