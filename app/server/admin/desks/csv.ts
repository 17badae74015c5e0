import { stringify } from 'csv-stringify/sync';

/** Turkish-locale spreadsheets use the comma as decimal sign; semicolons open in columns. */
export const CSV_SEPARATOR = ';';

/** A cell starting like a formula gets a leading apostrophe, against CSV injection. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The whole file: a BOM (spreadsheets then read UTF-8), semicolons, CRLF, line breaks quoted. */
export function toCsv(header: string[], rows: string[][]): string {
  return stringify([header, ...rows], {
    bom: true,
    delimiter: CSV_SEPARATOR,
    record_delimiter: '\r\n',
    quoted_match: /[;"\r\n]/,
    cast: { string: neutraliseFormula },
  });
}
