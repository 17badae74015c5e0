import addressparser from 'nodemailer/lib/addressparser';
import { describe, expect, test } from 'vitest';

import { canonicalEmail, readableEmail, storedSpellingOfTerm } from '#app/schemas/email.server.ts';

describe('canonicalEmail', () => {
  test('a plain address comes back as it is', () => {
    expect(canonicalEmail('elif@ornek.com')).toBe('elif@ornek.com');
    expect(canonicalEmail('  ali.veli+bulten@ornek.com.tr ')).toBe('ali.veli+bulten@ornek.com.tr');
  });

  test.each([
    // nodemailer reads this as a name "x" and the recipient =1+1@x.co.
    'x,=1+1@x.co',
    'a@x.co, b@x.co',
    'a@x.co;b@x.co',
    '"a b"@x.co',
    '"a,b"@x.co',
    'a@b@c.co',
    'Elif <e@x.co>',
    '<e@x.co>',
    '"Elif" <e@x.co>',
    'e@x.co (Elif)',
    '(Elif) e@x.co',
    'liste: a@x.co, b@x.co;',
    'liste:;',
    'a b@x.co',
    '.a@x.co',
    'a.@x.co',
    'a..b@x.co',
    'a@x',
    'a@127.0.0.1',
    'a@[127.0.0.1]',
    'a@-x.co',
    'a@x_y.co',
    '@x.co',
    'a@',
    // Cyrillic е and а: they look like Latin e and a.
    '\u0435lif@ornek.com',
    'elif.\u0430@ornek.com',
    'δ@ornek.com',
    `${'a'.repeat(65)}@x.co`,
    `a@${'b'.repeat(250)}.co`,
  ])('%j is not one plain address: refused', (input) => {
    expect(canonicalEmail(input)).toBeNull();
  });

  test('case does not make another subscriber', () => {
    expect(canonicalEmail('ELIF@Ornek.com')).toBe('elif@ornek.com');
  });

  test('Turkish letters in the local part are kept (RFC 6531), in lower case and NFC', () => {
    expect(canonicalEmail('şükrü.öğün@ornek.com')).toBe('şükrü.öğün@ornek.com');
    expect(canonicalEmail('ŞÜKRÜ.ÖĞÜN@ornek.com')).toBe('şükrü.öğün@ornek.com');
    // Decomposed ş (s + combining cedilla) is the same letter.
    expect(canonicalEmail('s\u0327ule@ornek.com')).toBe('şule@ornek.com');
    expect(canonicalEmail('ılgın@ornek.com')).toBe('ılgın@ornek.com');
    // 64 octets at most: 32 two-octet letters fit, 33 do not.
    expect(canonicalEmail(`${'ş'.repeat(32)}@x.co`)).not.toBeNull();
    expect(canonicalEmail(`${'ş'.repeat(33)}@x.co`)).toBeNull();
  });

  test('a Unicode domain and its punycode form are one address, stored in punycode', () => {
    expect(canonicalEmail('elif@örnek.com.tr')).toBe('elif@xn--rnek-4qa.com.tr');
    expect(canonicalEmail('elif@xn--rnek-4qa.com.tr')).toBe('elif@xn--rnek-4qa.com.tr');
    expect(canonicalEmail('ELIF@ÖRNEK.COM.TR')).toBe('elif@xn--rnek-4qa.com.tr');
    // Decomposed ö (o + combining diaeresis) is the same domain.
    expect(canonicalEmail('elif@o\u0308rnek.com.tr')).toBe('elif@xn--rnek-4qa.com.tr');
  });

  test('full-width and other compatibility forms are folded', () => {
    expect(canonicalEmail('ｅｌｉｆ@ornek.com')).toBe('elif@ornek.com');
    expect(canonicalEmail('ｅｌｉｆ＠ｏｒｎｅｋ．ｃｏｍ')).toBe('elif@ornek.com');
    // A full-width comma is a comma after folding: still two recipients, still refused.
    expect(canonicalEmail('x，=1+1@x.co')).toBeNull();
  });

  test('whatever it returns, nodemailer reads as that one recipient', () => {
    for (const input of [
      'ELIF@Ornek.com',
      'elif@örnek.com.tr',
      'ｅｌｉｆ@ornek.com',
      "o'neil@x.co",
    ]) {
      const address = canonicalEmail(input)!;
      expect(addressparser(address)).toEqual([{ address, name: '' }]);
    }
  });
});

test('the coach reads and searches a Turkish domain as it is written', () => {
  expect(readableEmail('elif@xn--rnek-4qa.com.tr')).toBe('elif@örnek.com.tr');
  expect(readableEmail('elif@ornek.com')).toBe('elif@ornek.com');
  expect(storedSpellingOfTerm('örnek')).toBe('xn--rnek-4qa');
  expect(storedSpellingOfTerm('şükrü@örnek')).toBe('şükrü@xn--rnek-4qa');
  expect(storedSpellingOfTerm('ornek')).toBeNull();
});
