import { expect, test } from 'vitest';

import { isAdminPath, isSameOrigin } from './origin-check.ts';

const PUBLIC = 'https://koc.example';

test('the same host in Origin, or else in Referer, passes; the public host passes behind a proxy', () => {
  expect(isSameOrigin({ origin: 'http://127.0.0.1:3000' }, '127.0.0.1:3000', PUBLIC)).toBe(true);
  expect(
    isSameOrigin({ referer: 'http://127.0.0.1:3000/yonetim/hikayeler' }, '127.0.0.1:3000', PUBLIC),
  ).toBe(true);
  expect(isSameOrigin({ origin: 'https://koc.example' }, '127.0.0.1:3000', PUBLIC)).toBe(true);
});

test('another host, a look-alike, "null", garbage or no header at all is refused', () => {
  for (const origin of [
    'https://kotu.example',
    'https://koc.example.kotu.example',
    'http://127.0.0.1:3001',
    'null',
    'bozuk adres',
  ]) {
    expect(isSameOrigin({ origin }, '127.0.0.1:3000', PUBLIC), origin).toBe(false);
  }
  expect(isSameOrigin({}, '127.0.0.1:3000', PUBLIC)).toBe(false);
  // An Origin decides even when the Referer would pass.
  expect(
    isSameOrigin(
      { origin: 'https://kotu.example', referer: 'http://127.0.0.1:3000/yonetim' },
      '127.0.0.1:3000',
      PUBLIC,
    ),
  ).toBe(false);
});

test('the admin: its pages and data requests, not look-alike paths', () => {
  for (const path of [
    '/yonetim',
    '/yonetim/',
    '/yonetim/giris',
    '/yonetim.data',
    '/yonetim/aboneler.csv',
    '/YONETIM/aboneler',
    '/%79onetim/aboneler',
    '//yonetim',
    '/Yonetim.data',
    // Dot segments, plain or encoded, and backslashes: the router resolves them as a URL does.
    '/x/../yonetim/yazilar/yeni',
    '/%2e/yonetim',
    '/blog/%2E%2E/yonetim/aboneler.csv',
    '/x/%2e%2e/YONETIM.data',
    '/\\yonetim',
  ]) {
    expect(isAdminPath(path), path).toBe(true);
  }
  for (const path of [
    '/',
    '/yonetimler',
    '/YONETIMLER',
    '/blog/yonetim',
    '/%zzyonetim',
    '/yonetim/../blog',
    '/yonetim/%2e%2e/hakkimda',
  ])
    expect(isAdminPath(path), path).toBe(false);
});
