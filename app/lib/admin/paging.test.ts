import { expect, test } from 'vitest';

import { listHref, pageCount, parseId, parsePage } from '#app/lib/admin/paging.ts';

test('page numbers from the query: anything odd is page 1', () => {
  expect(parsePage('3')).toBe(3);
  for (const value of [null, '', '0', '-2', '1.5', 'abc']) expect(parsePage(value)).toBe(1);
});

test('page count: at least one page, 20 per page', () => {
  expect(pageCount(0)).toBe(1);
  expect(pageCount(20)).toBe(1);
  expect(pageCount(21)).toBe(2);
  expect(pageCount(450)).toBe(23);
});

test('ids: positive integers only', () => {
  expect(parseId('12')).toBe(12);
  for (const value of [null, undefined, '', '0', '-1', '1e3x', 12])
    expect(parseId(value)).toBeNull();
});

test('list links keep the other parameters and drop the index marker', () => {
  expect(listHref('/yonetim/hikayeler', '?durum=yayinda&sayfa=2', { sil: '7' }, 'kayit-7')).toBe(
    '/yonetim/hikayeler?durum=yayinda&sayfa=2&sil=7#kayit-7',
  );
  expect(listHref('/yonetim/aboneler', '?ara=ali&sil=3&index', { sil: null, sayfa: '2' })).toBe(
    '/yonetim/aboneler?ara=ali&sayfa=2',
  );
  expect(listHref('/yonetim/yorumlar', '', {})).toBe('/yonetim/yorumlar');
});
