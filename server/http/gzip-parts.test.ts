import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

import { expect, test } from 'vitest';

import { compressPage, gzipPage, plainPage, type CompressedPage } from './gzip-parts.ts';

const nonce = () => randomBytes(16).toString('base64');
const compress = (parts: string[], nonceLength: number) =>
  compressPage(
    parts.map((part) => Buffer.from(part)),
    nonceLength,
  );

/** An answer's pieces, joined as the socket sends them. */
const gzipped = (compressed: CompressedPage, value: string) =>
  Buffer.concat(gzipPage(compressed, Buffer.from(value))!);

const page = [
  `<!doctype html><html lang="tr"><head><style>${'.başlık{color:red}.metin{margin:0}'.repeat(50)}</style><script nonce="`,
  '">document.documentElement.classList.add("js")</script><link nonce="',
  `"></head><body>${'<p class="metin">Yeniden başlamak: ğüşıöç İĞÜŞÖÇ</p><h2 class="başlık">'.repeat(300)}<script nonce="`,
  '">window.x=1</script></body></html>',
];

test('a page compressed once decodes, with each answer’s own nonce, to the whole page', () => {
  const compressed = compress(page, 24);
  for (const value of [nonce(), nonce()]) {
    const body = gzipped(compressed, value);
    // gunzip checks the CRC-32 and the length in the trailer as well.
    expect(gunzipSync(body).toString()).toBe(page.join(value));
    expect(Buffer.concat(plainPage(compressed, Buffer.from(value))).toString()).toBe(
      page.join(value),
    );
    // Parts refer back across the cuts, so the page is as small as compressed whole.
    expect(body.length).toBeLessThan(gzipSync(page.join(value), { level: 9 }).length + 40 * 4);
  }
});

test('a part refers back to text before the cut instead of repeating it', () => {
  const text = randomBytes(8_000).toString('hex');
  const parts = [`<style>${text}</style><script nonce="`, `"></script><p>${text}</p>`];
  const value = nonce();
  const body = gzipped(compress(parts, 24), value);
  expect(gunzipSync(body).toString()).toBe(parts.join(value));
  // The text is random: only a reference back keeps the second copy from doubling the size.
  expect(body.length).toBeLessThan(gzipSync(text).length * 1.2);
});

test('edge cases: one part, empty parts, a nonce at either end, repeats across a cut', () => {
  const cases: Array<[string[], string]> = [
    [['<p>tek parça</p>'], ''],
    [['', '<p>ortada</p>', ''], 'abc'],
    [['', ''], 'yalnızca nonce'],
    [['aaaa'.repeat(5000), 'aaaa'.repeat(5000), 'aaaa'], 'aaaa'],
    // Text far longer than the 32 KB a reference can reach back.
    [[randomBytes(40_000).toString('hex'), randomBytes(40_000).toString('hex')], nonce()],
  ];
  for (const [parts, value] of cases) {
    const compressed = compress(parts, Buffer.byteLength(value));
    const body = gzipped(compressed, value);
    expect(gunzipSync(body).toString()).toBe(parts.join(value));
  }
});

test('a page with NUL bytes still decodes: its parts then share no history', () => {
  const parts = ['<p>\0\0\0\0</p><p>', '</p><p>\0\0\0\0</p>'];
  const compressed = compress(parts, 4);
  expect(gunzipSync(gzipped(compressed, 'ğş')).toString()).toBe(parts.join('ğş'));
});

test('a nonce of another length than the page was compressed for gives no gzip copy', () => {
  const compressed = compress(page, 24);
  expect(gzipPage(compressed, Buffer.from('kısa'))).toBeUndefined();
  expect(gzipPage(compress(['tek'], 0), Buffer.from('kısa'))).toBeDefined();
});

test('each cut gets the value it was cut at: the nonce or the submission key', () => {
  const parts = ['<script nonce="', '"></script><input value="', '"><style nonce="', '"></style>'];
  const compressed = compressPage(
    parts.map((part) => Buffer.from(part)),
    24,
    [0, 1, 0],
  );
  const [value, key] = [nonce(), randomBytes(18).toString('base64url')];
  const expected = `${parts[0]}${value}${parts[1]}${key}${parts[2]}${value}${parts[3]}`;
  const values = [Buffer.from(value), Buffer.from(key)];
  expect(gunzipSync(Buffer.concat(gzipPage(compressed, ...values)!)).toString()).toBe(expected);
  expect(Buffer.concat(plainPage(compressed, ...values)).toString()).toBe(expected);
  expect(gzipPage(compressed, Buffer.from(value), Buffer.from('kısa'))).toBeUndefined();
});
