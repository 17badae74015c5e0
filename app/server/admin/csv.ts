/** Byte order mark: spreadsheet programs read the file as UTF-8 and show ç ğ ı İ ö ş ü. */
export const CSV_BOM = '\uFEFF';

/**
 * Semicolons, as Turkish-locale spreadsheet programs expect (the comma is the decimal sign
 * there), so a double-clicked file opens in columns.
 */
export const CSV_SEPARATOR = ';';

/**
 * One cell, RFC 4180 style: quoted when it holds the separator, a quote or a line break. A cell
 * starting with = + - @ (or a tab or carriage return) gets a leading apostrophe, so a
 * spreadsheet shows it as text instead of running it as a formula (CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: BOM, header row, rows, CRLF line ends. */
export function toCsv(header: string[], rows: string[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(CSV_SEPARATOR));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
