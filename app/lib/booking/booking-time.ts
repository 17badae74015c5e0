/** A call's time in Türkiye, and the visitor's own when it differs (docs/product.md#bookings). */

export const TURKIYE_ZONE = 'Europe/Istanbul';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('tr-TR', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

export function knownTimeZone(value: string | null | undefined): string | null {
  if (!value || value.length > 64 || !/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(value)) return null;
  try {
    formatIn(value);
    return value;
  } catch {
    return null;
  }
}

export function sameAsTurkiye(timeZone: string, at: Date): boolean {
  const inZone = formatIn(timeZone).format(at);
  return inZone === formatIn(TURKIYE_ZONE).format(at);
}

export function formatCallTime(at: Date | string, timeZone = TURKIYE_ZONE): string {
  return formatIn(timeZone).format(new Date(at));
}

/** Adds "; senin saatinle 08:00 (Europe/Berlin)" when the visitor's zone differs. */
export function describeCallTime(at: Date | string, visitorZone: string | null): string {
  const turkiye = `${formatCallTime(at)} (Türkiye saati, GMT+3)`;
  if (!visitorZone || sameAsTurkiye(visitorZone, new Date(at))) return turkiye;
  return `${turkiye}; senin saatinle ${formatCallTime(at, visitorZone)} (${visitorZone})`;
}
