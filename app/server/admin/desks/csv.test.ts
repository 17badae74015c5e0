import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { neutraliseFormula, toCsv } from '#app/server/admin/desks/csv.ts';

const BOM = '\uFEFF';

/** What a spreadsheet program (or any CSV reader) makes of the file. */
function read(csv: string): string[][] {
  return parse(csv, { bom: true, delimiter: ';', record_delimiter: '\r\n', relax_quotes: false });
}

describe('toCsv', () => {
  test('BOM, semicolons, header, CRLF rows; Turkish letters as they are', () => {
    expect(toCsv(['E-posta', 'Kayıt Tarihi'], [['şükrü.öğün@ornek.com', '21.11.2026 14:05']])).toBe(
      `${BOM}E-posta;Kayıt Tarihi\r\nşükrü.öğün@ornek.com;21.11.2026 14:05\r\n`,
    );
  });

  test('separators, quotes and every kind of line break are quoted, quotes doubled', () => {
    expect(toCsv(['a;b', 'say "merhaba"', 'iki\nsatır', 'bir\rsatır', 'üç\r\nsatır'], [])).toBe(
      `${BOM}"a;b";"say ""merhaba""";"iki\nsatır";"bir\rsatır";"üç\r\nsatır"\r\n`,
    );
  });

  test('a cell a spreadsheet would run as a formula starts with an apostrophe, inside its quotes', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(read(toCsv([`${start}HYPERLINK("x";"y")`], []))[0]?.[0]).toBe(
        `'${start}HYPERLINK("x";"y")`,
      );
    }
    expect(toCsv(['=1+2@ornek.com', '=a;b'], [])).toBe(`${BOM}'=1+2@ornek.com;"'=a;b"\r\n`);
    expect(toCsv(['ali@ornek.com'], [])).toBe(`${BOM}ali@ornek.com\r\n`);
  });

  test('a CSV parser gives back every stored value (formula starts with their apostrophe)', () => {
    const cell = fc.string({
      unit: fc.constantFrom(
        'a',
        'ş',
        ';',
        '"',
        "'",
        '\n',
        '\r',
        '=',
        '+',
        '-',
        '@',
        '\t',
        ' ',
        ',',
      ),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { maxLength: 5 }),
        (rows) => {
          const header = ['E-posta', 'Kayıt Tarihi'];
          expect(read(toCsv(header, rows))).toEqual(
            [header, ...rows].map((r) => r.map(neutraliseFormula)),
          );
        },
      ),
    );
  });
});
