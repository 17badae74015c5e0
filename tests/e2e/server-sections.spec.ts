import { gzipSync } from 'node:zlib';

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';
import { toast, uniqueClient } from './helpers.ts';
import { publicRoutes } from './routes.ts';

/*
 * Server sections, which have nothing to hydrate, are rendered on the server for every request
 * (app/server/document/server-sections.server.tsx): their code stays out of the browser, the document
 * carries their HTML once, and they behave as before for the visitor.
 */

test('no public page sends a first-time visitor more than 120 KB of JavaScript (gzip)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const heaviest = { path: '', bytes: 0 };
  for (const { path } of publicRoutes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sizes: Array<Promise<number>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      }
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    if (bytes > heaviest.bytes) Object.assign(heaviest, { path, bytes });
    await context.close();
  }
  // The framework alone is about 105 KB: a page that loads no scripts would be a broken test.
  expect(heaviest.bytes).toBeGreaterThan(100 * 1024);
  expect(heaviest.bytes, `en ağır sayfa: ${heaviest.path}`).toBeLessThanOrEqual(120 * 1024);
});

test('a blog post carries its article once: in the page, not again in the page data', async ({
  request,
}) => {
  const html = await (await request.get('/blog/yeniden-baslamak')).text();
  const sentence = /<p>([^<]{40,}?)<\/p>/.exec(html.slice(html.indexOf('prose-article')))?.[1];
  expect(sentence).toBeTruthy();
  expect(html.split(sentence!).length - 1).toBe(1);
});

test('links inside server-rendered sections navigate without reloading the page', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // A link in the hero (server-rendered section) …
  await page
    .locator('#ana-sayfa-giris')
    .getByRole('link', { name: 'Beni Daha Yakından Tanı' })
    .click();
  await expect(page).toHaveURL('/hakkimda');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // … and one in the footer, then back: the sections come with the data of the navigation.
  await page.locator('#alt-bilgi-baglantilar').getByRole('link', { name: 'Hizmetler' }).click();
  await expect(page).toHaveURL('/hizmetler');
  await expect(page.locator('#nlp')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/hakkimda');
  await expect(page.locator('#hakkimda h1')).toBeVisible();
  await page.goBack();
  await expect(page.locator('#ana-sayfa-giris h1')).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a link with a modifier key or to another site is left to the browser', async ({
  page,
  context,
}) => {
  await page.goto('/hizmetler');
  const link = page
    .locator('#hizmetler-sayfa')
    .getByRole('link', { name: 'Keşif Görüşmesi Planla' });
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    link.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await opened.waitForLoadState('domcontentloaded');
  expect(new URL(opened.url()).pathname).toBe('/randevu-al');
  await opened.close();
  await expect(page).toHaveURL('/hizmetler');
});

for (const path of ['/', '/hakkimda']) {
  test(`${path}: the promo video plays in place, and the player gets the focus`, async ({
    page,
  }) => {
    await page.route('**/*youtube-nocookie.com/**', (route) => route.abort());
    await page.goto(path);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: /^Videoyu oynat: / }).click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
    );
    await expect(frame).toHaveAttribute('title', /ile koçluğa ilk bakış$/);
    await expect(frame).toBeFocused();
  });
}

test('after a client-side navigation the video still plays', async ({ page }) => {
  await page.route('**/*youtube-nocookie.com/**', (route) => route.abort());
  await page.goto('/kvkk');
  await page
    .locator('header')
    .getByRole('link', { name: /ana sayfa/i })
    .first()
    .click();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: /^Videoyu oynat: / }).click();
  await expect(page.locator('iframe')).toHaveCount(1);
});

/** Subscribes from the footer: the action makes every loader of the page run again. */
async function subscribeAndRevalidate(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('E-posta adresin').fill(`tekrar.${Date.now()}@ornek.com`);
  const revalidated = page.waitForResponse((response) => /\.data(\?|$)/.test(response.url()));
  await footer.getByRole('button', { name: 'Abone Ol' }).click();
  await expect(toast(page)).toContainText('Başarıyla Abone Oldunuz! 🎉');
  await revalidated;
}

test('sending a form on the page leaves a playing video as it is', async ({ page }) => {
  await page.setExtraHTTPHeaders(uniqueClient());
  await page.route('**/*youtube-nocookie.com/**', (route) => route.abort());
  await page.goto('/');
  await page.getByRole('button', { name: /^Videoyu oynat: / }).click();
  await expect(page.locator('iframe')).toHaveCount(1);
  await subscribeAndRevalidate(page);
  await expect(page.locator('iframe')).toHaveCount(1);
});

test('sending a form on the page leaves an opened answer open', async ({ page }) => {
  await page.setExtraHTTPHeaders(uniqueClient());
  await page.goto('/hizmetler/nlp');
  const answer = page.locator('#hizmet details').first();
  await answer.locator('summary').click();
  await expect(answer).toHaveAttribute('open', '');
  await subscribeAndRevalidate(page);
  await expect(answer).toHaveAttribute('open', '');
});
