import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { services } from '#app/data/services.ts';

import { expect, test } from './fixtures.ts';
import { publicRoutes } from './routes.ts';

/*
 * Issue 30: hunspell with the Turkish dictionary (hunspell-tr, installed by .ci/run) over the
 * visible text of every public page finds no word it does not know, other than the names, brands
 * and established terms of tests/e2e/spelling-allow-list.txt.
 */

const allowList = new Set(
  readFileSync(path.join(import.meta.dirname, 'spelling-allow-list.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/** The words of a page's visible text, as hunspell should see them. */
function wordsOf(text: string): string[] {
  const words = text
    // Addresses, links, paths and zone names ("/hakkimda", "Europe/Berlin") are not words.
    .replace(/\S+@\S+|\S*\/\S*|\b[\w-]+\.(?:example|com|net|org)\S*/g, ' ')
    // hunspell-tr lacks TDK's circumflex spellings ("hikâye", "dâhil"): check them without it.
    .replace(/[âÂîÎûÛ]/g, (c) => ({ â: 'a', Â: 'A', î: 'i', Î: 'İ', û: 'u', Û: 'U' })[c] ?? c)
    .split(/[^\p{L}\p{N}'’-]+/u)
    // A suffix after an apostrophe joins a proper name ("İzmir'de"): check the name only.
    .map((word) => word.split(/['’]/)[0]!.replace(/^-+|-+$/g, ''))
    .flatMap((word) => word.split('-'))
    // Codes such as "MP4" or "WebP" with a number are not words either.
    .filter((word) => word.length > 1 && !/\p{N}/u.test(word));
  return [...new Set(words)];
}

/** The words hunspell -d tr_TR does not know, minus the allow-list. */
function unknownWords(words: string[]): string[] {
  const run = spawnSync('hunspell', ['-d', 'tr_TR', '-i', 'utf-8', '-l'], {
    input: words.join('\n'),
    encoding: 'utf8',
  });
  if (run.error || run.status !== 0) {
    throw new Error(
      `hunspell with tr_TR could not run (apt-get install hunspell hunspell-tr): ${run.error?.message ?? run.stderr}`,
    );
  }
  const unknown = run.stdout.split('\n').filter((word) => word !== '' && !allowList.has(word));
  return [...new Set(unknown)].sort((a, b) => a.localeCompare(b, 'tr'));
}

/**
 * Issue 38: a suffix after a name takes the typographic apostrophe (WhatsApp’tan); the words with
 * a straight one, other than the label the SPEC quotes with it (`Telkin CD'leri`).
 */
function straightApostrophes(text: string): string[] {
  const words = text.match(/[\p{L}\p{N}]+'[\p{L}]+/gu) ?? [];
  return [...new Set(words)].filter((word) => word !== "CD'leri");
}

async function visibleText(page: Page, url: string): Promise<string> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  // innerText applies text-transform ("ONLİNE"): read the text as it is written.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      element.style.textTransform = 'none';
    }
  });
  return page.locator('body').innerText();
}

const pages = [
  ...publicRoutes.map((route) => route.path),
  ...services
    .map((service) => `/hizmetler/${service.id}`)
    .filter((url) => url !== '/hizmetler/nlp'),
];

for (const url of pages) {
  test(`${url}: hunspell-tr knows every word, and names take the typographic apostrophe`, async ({
    page,
  }) => {
    const text = await visibleText(page, url);
    expect(unknownWords(wordsOf(text))).toEqual([]);
    expect(straightApostrophes(text)).toEqual([]);
  });
}

test('every blog article: hunspell-tr knows every word, and names take the typographic apostrophe', async ({
  page,
}) => {
  await page.goto('/blog');
  const links = await page
    .getByRole('main')
    .locator('a[href^="/blog/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const articles = [...new Set(links)].filter((href) => /^\/blog\/[\w-]+$/.test(href));
  expect(articles.length).toBeGreaterThan(10);
  const unknown: Record<string, string[]> = {};
  for (const url of articles) {
    const text = await visibleText(page, url);
    const words = [...unknownWords(wordsOf(text)), ...straightApostrophes(text)];
    if (words.length > 0) unknown[url] = words;
  }
  expect(unknown).toEqual({});
});
