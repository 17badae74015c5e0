import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test } from 'vitest';

import {
  INLINE_IMAGE_LIMIT_BYTES,
  inlineSvgImages,
} from '#app/server/document/inline-images.server.ts';

const card =
  '<img src="/images/blog/umut-ekmek.svg" alt="Filizlenen bir fidan" width="1200" height="630" loading="lazy" decoding="async" class="aspect-[40/21] w-full object-cover"/>';

test('an illustration is drawn in the page, named by its alt text, shaped like the image', () => {
  const html = inlineSvgImages(`<li>${card}</li>`, 'ilham');
  expect(html).not.toContain('<img');
  expect(html).toMatch(
    /^<li><svg role="img" aria-label="Filizlenen bir fidan" class="aspect-\[40\/21\] w-full object-cover" viewBox="0 0 1200 630" preserveAspectRatio="xMidYMid slice">.+<\/svg><\/li>$/,
  );
  // The file's drawing, not a request for it.
  const file = readFileSync('public/images/blog/umut-ekmek.svg', 'utf8');
  const firstShape = /<(?:rect|circle|path)\b[^>]*>/.exec(file)?.[0] ?? 'yok';
  expect(html).toContain(firstShape.replace(/url\(#/g, 'url(#ilham-1-'));
  const openingTag = /<svg[^>]*>/.exec(html)?.[0];
  expect(openingTag).not.toMatch(/loading=|decoding=|width=|height=/);
  expect(html).not.toContain('/images/');
});

test('two drawings on one page never share an id, and their references follow', () => {
  const html = inlineSvgImages(card + card, 'blog');
  const ids = Array.from(html.matchAll(/ id="([^"]+)"/g), (match) => match[1]);
  expect(ids.length).toBeGreaterThan(1);
  expect(new Set(ids).size).toBe(ids.length);
  for (const [, target] of html.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(target);
  expect(ids.some((id) => id?.startsWith('blog-1-'))).toBe(true);
  expect(ids.some((id) => id?.startsWith('blog-2-'))).toBe(true);
});

test('a decorative image stays hidden from assistive technology; other attributes carry over', () => {
  const html = inlineSvgImages(
    '<img src="/images/testimonials/elif-s.svg" alt="" id="yorum-foto" width="96" height="96" class="size-12 rounded-full"/>',
    's',
  );
  expect(html).toMatch(/^<svg aria-hidden="true" id="yorum-foto" class="size-12 rounded-full" /);
  // Without object-fit an image stretches to its box; so does the drawing.
  expect(html).toContain('preserveAspectRatio="none"');
});

test('the preload of an eager illustration goes with it; other images stay requests', () => {
  const eager =
    '<link rel="preload" as="image" href="/images/blog/yeniden-baslamak.svg" fetchPriority="high"/><img src="/images/blog/yeniden-baslamak.svg" alt="Gün doğumu" fetchPriority="high" class="w-full"/>';
  expect(inlineSvgImages(eager, 'yazi')).toMatch(/^<svg role="img" aria-label="Gün doğumu"/);

  const untouched = [
    '<link rel="preload" as="image" href="/images/og-default.png"/><img src="/images/og-default.png" alt="Site" class="w-full"/>',
    '<img src="/foto/3f9a.webp" alt="Ziyaretçinin fotoğrafı" width="400" height="300"/>',
    '<img src="/images/blog/olmayan-dosya.svg" alt="Kayıp"/>',
    // Without an alt attribute the markup stays as it was written, for the checks to find.
    '<img src="/images/blog/umut-ekmek.svg" class="w-full"/>',
  ];
  for (const html of untouched) expect(inlineSvgImages(html, 'x')).toBe(html);
});

test(`a file over ${INLINE_IMAGE_LIMIT_BYTES} bytes stays a request`, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inline-images-'));
  mkdirSync(path.join(dir, 'buyuk'));
  const shapes = '<circle cx="10" cy="10" r="5" fill="#0d9488"/>'.repeat(100);
  writeFileSync(
    path.join(dir, 'buyuk/cizim.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20">${shapes}</svg>`,
  );
  writeFileSync(
    path.join(dir, 'buyuk/kucuk.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="5"/></svg>',
  );
  const large = '<img src="/images/buyuk/cizim.svg" alt="Büyük çizim"/>';
  expect(inlineSvgImages(large, 'x', dir)).toBe(large);
  expect(inlineSvgImages('<img src="/images/buyuk/kucuk.svg" alt="Küçük"/>', 'x', dir)).toBe(
    '<svg role="img" aria-label="Küçük" viewBox="0 0 20 20" preserveAspectRatio="none"><circle cx="10" cy="10" r="5"/></svg>',
  );
});
