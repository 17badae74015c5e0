import { describe, expect, test } from 'vitest';

import { CSV_BOM, csvCell, toCsv } from '#app/server/admin/csv.ts';

describe('csvCell', () => {
  test('plain text stays as it is, Turkish letters included', () => {
    expect(csvCell('şükrü.öğün@ornek.com')).toBe('şükrü.öğün@ornek.com');
  });

  test('separators, quotes and line breaks are quoted, quotes doubled', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "merhaba"')).toBe('"say ""merhaba"""');
    expect(csvCell('iki\nsatır')).toBe('"iki\nsatır"');
  });

  test('a cell that a spreadsheet would run as a formula starts with an apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t']) {
      expect(csvCell(`${start}HYPERLINK("x")`).replace(/^"/, '').startsWith(`'${start}`)).toBe(
        true,
      );
    }
    expect(csvCell('=1+2@ornek.com')).toBe("'=1+2@ornek.com");
    expect(csvCell('ali@ornek.com')).toBe('ali@ornek.com');
  });
});

test('toCsv: BOM, header, CRLF rows', () => {
  expect(toCsv(['E-posta', 'Kayıt Tarihi'], [['a@b.co', '21.11.2026 14:05']])).toBe(
    `${CSV_BOM}E-posta;Kayıt Tarihi\r\na@b.co;21.11.2026 14:05\r\n`,
  );
});
