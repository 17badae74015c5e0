import { readdirSync, readFileSync } from 'node:fs';

import { parse as parseYaml } from 'yaml';
import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';
import { expectIllustration, imageRequests } from './helpers.ts';

import { E2E_PUBLIC_URL } from '../../playwright.config.ts';

/**
 * The addresses of the fourteen imported articles. Other specs (publishing.spec.ts) publish and
 * delete posts on the same server meanwhile, so lists are checked for these, not counted whole.
 */
const SEED_PATHS = readdirSync('content/blog')
  .filter((file) => file.endsWith('.md'))
  .map((file) => `/blog/${file.replace(/\.md$/, '')}`);

/** The card links of a list that lead to imported articles. */
async function seedCardLinks(page: Page): Promise<string[]> {
  const hrefs = await blogCards(page)
    .getByRole('link', { name: /^Devamını Oku: / })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => SEED_PATHS.includes(href));
}

/** The article cards of a list: each one ends with its "Devamını Oku" link. */
function blogCards(page: Page, scope: Page | Locator = page.getByRole('main')): Locator {
  return scope
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Devamını Oku: / }) });
}

const turkishDate =
  /^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/;

test('index: "İlham Notları", an intro, fourteen cards newest first with Turkish dates', async ({
  page,
}) => {
  const requested = imageRequests(page);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İlham Notları');
  const cards = blogCards(page);
  await expect.poll(() => seedCardLinks(page)).toHaveLength(14);
  const dates = await cards
    .locator('time')
    .evaluateAll((times) => times.map((time) => [time.getAttribute('datetime'), time.textContent]));
  const iso = dates.map(([value]) => value!);
  expect(iso).toEqual([...iso].sort().reverse());
  for (const [, text] of dates) expect(text).toMatch(turkishDate);
  const first = cards.first();
  // Every card's illustration, the one its post names, is drawn in the page: the list costs no
  // image request.
  for (const [index, href] of (
    await cards
      .getByRole('link', { name: /^Devamını Oku: / })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  ).entries()) {
    if (!SEED_PATHS.includes(href)) continue;
    const source = readFileSync(`content/blog/${href.slice('/blog/'.length)}.md`, 'utf8');
    const post = parseYaml(source.split(/^---$/m)[1] ?? '') as { image: string; imageAlt: string };
    await expectIllustration(
      cards.nth(index).getByRole('img', { name: post.imageAlt, exact: true }),
      {
        src: post.image,
        width: 1200,
        height: 630,
      },
    );
  }
  expect(requested).toEqual([]);
  await expect(first.getByRole('link', { name: /^Devamını Oku: / })).toHaveAttribute(
    'href',
    /^\/blog\/[a-z0-9-]+$/,
  );
});

test('every post renders, and every link in it resolves', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/blog');
  const slugs = await seedCardLinks(page);
  expect(slugs.toSorted()).toEqual(SEED_PATHS.toSorted());
  const checked = new Set<string>();
  for (const href of slugs) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.locator('.prose-article h2').first()).toBeVisible();
    await expect(page.getByText(/\d+ dk okuma/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'İlham Notları’na dön' })).toHaveAttribute(
      'href',
      '/blog',
    );
    const links = await page
      .locator('main a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!.split('#')[0]!));
    for (const link of links) {
      if (checked.has(link)) continue;
      checked.add(link);
      expect((await request.get(link)).status(), `${href} → ${link}`).toBe(200);
    }
  }
});

test('a post: BlogPosting data, article tags, related posts, the reaction widget', async ({
  page,
}) => {
  await page.goto('/blog/nlp-ile-hayatini-degistir');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const graph = blocks.flatMap(
    (text) => (JSON.parse(text) as { '@graph': Array<Record<string, unknown>> })['@graph'] ?? [],
  );
  const posting = graph.find((item) => item['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({
    headline: 'NLP Hayatını Nasıl Değiştirebilir?',
    datePublished: '2024-03-12',
    url: `${E2E_PUBLIC_URL}/blog/nlp-ile-hayatini-degistir`,
  });
  expect(graph.map((item) => item['@type'])).toContain('BreadcrumbList');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
    'content',
    '2024-03-12',
  );
  await expect(page.locator('meta[property="article:section"]')).toHaveAttribute(
    'content',
    'NLP ve Zihin Dili',
  );

  const related = blogCards(page, page.getByRole('region', { name: 'İlgili Yazılar' }));
  await expect(related).toHaveCount(3);
  await expect(related.first()).toContainText('NLP ve Zihin Dili');

  const widget = page.getByRole('region', { name: 'Bu yazı faydalı oldu mu?' });
  await widget.getByRole('button', { name: 'Evet, faydalı' }).click();
  await expect(widget.getByRole('button', { name: 'Evet, faydalı' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(widget.getByRole('status')).toContainText('Teşekkürler!');
  await page.reload();
  await expect(widget.getByRole('button', { name: 'Evet, faydalı' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a post is read in parts, one per heading, spaced alike however late each is laid out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/blog/yeniden-baslamak');
  const parts = page.locator('.prose-article > section');
  await expect(parts).toHaveCount(8);
  await expect(parts.first().getByRole('heading', { level: 2 })).toHaveText('Bitenleri Onurlandır');
  // Parts far below the first screen are laid out only when they come near it (app.css).
  const laidOut = () =>
    parts
      .last()
      .evaluate((part) => part.lastElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  expect(await laidOut()).toBe(false);
  // Read down to the last part with the wheel, as a visitor would.
  for (let step = 0; step < 40 && !(await laidOut()); step += 1) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(20);
  }
  expect(await laidOut()).toBe(true);
  // The space above each heading, from the end of what comes before its part.
  const gaps = await page.locator('.prose-article h2').evaluateAll((headings) =>
    headings.map((heading) => {
      const before = heading.parentElement!.previousElementSibling!;
      return Math.round(
        heading.getBoundingClientRect().top - before.getBoundingClientRect().bottom,
      );
    }),
  );
  expect(gaps).toHaveLength(8);
  expect(gaps[0]).toBeGreaterThan(40);
  expect(new Set(gaps).size, gaps.join(' ')).toBe(1);
});

test('the RSS feed is RSS 2.0 with absolute links to every post', async ({ page, request }) => {
  const response = await request.get('/blog/rss.xml');
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  await page.goto('/blog');
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) return null;
    return {
      version: doc.documentElement.getAttribute('version'),
      title: doc.querySelector('channel > title')?.textContent,
      language: doc.querySelector('channel > language')?.textContent,
      items: [...doc.querySelectorAll('item')].map((item) => ({
        link: item.querySelector('link')?.textContent,
        pubDate: item.querySelector('pubDate')?.textContent,
      })),
    };
  }, xml);
  expect(feed).not.toBeNull();
  expect(feed!.version).toBe('2.0');
  expect(feed!.language).toBe('tr-TR');
  expect(
    feed!.items.filter((item) => SEED_PATHS.includes(item.link!.slice(E2E_PUBLIC_URL.length))),
  ).toHaveLength(14);
  for (const item of feed!.items) {
    expect(item.link).toMatch(new RegExp(`^${E2E_PUBLIC_URL}/blog/[a-z0-9-]+$`));
    expect(new Date(item.pubDate!).getTime()).not.toBeNaN();
  }
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/blog/rss.xml',
  );
});

test('the sitemap lists every post with its date', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = sitemap.match(
    /<loc>[^<]*\/blog\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/g,
  );
  const seeds = entries?.filter((entry) =>
    SEED_PATHS.some((path) => entry.includes(`${path}</loc>`)),
  );
  expect(seeds).toHaveLength(14);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the index and a post show their content', async ({ page }) => {
    await page.goto('/blog');
    expect(await seedCardLinks(page)).toHaveLength(14);
    await page.goto('/blog/yeniden-baslamak');
    await expect(page.locator('.prose-article h2').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bu yazı faydalı oldu mu?' })).toBeHidden();
  });
});
