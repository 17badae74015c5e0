import { expect, test } from './fixtures.ts';

import { expectImagesSettled, expectLink, scrollThrough } from './helpers.ts';
import { publicRoutes } from './routes.ts';

test('home: hero, modes, types, coach, video, stories, closing call, in order with their links', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('link', { name: 'Ücretsiz Keşif Görüşmesini Başlat' }).first(),
  ).toHaveAttribute('href', '/randevu-al');
  await expectLink(main, 'Dönüşüm Alanlarını Keşfet', '/hizmetler');
  for (const mode of ['online', 'yuz-yuze']) {
    await expect(main.locator(`a[href="/hizmetler#${mode}"]`)).toHaveCount(1);
  }
  const typeLinks = main.locator(
    'a[href^="/hizmetler#"]:not([href$="online"]):not([href$="yuz-yuze"])',
  );
  await expect(typeLinks).toHaveCount(10);
  expect(await typeLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    [
      'nlp',
      'yasam',
      'quantum',
      'myk',
      'kariyer',
      'iliski',
      'takim',
      'performans',
      'ogrenci',
      'yatirim',
    ].map((id) => `/hizmetler#${id}`),
  );
  await expect(main.locator('a[href="/hakkimda"]').first()).toBeVisible();
  await expect(main.getByRole('button', { name: /^Videoyu oynat/ })).toBeVisible();
  await expect(main.locator('iframe')).toHaveCount(0);

  // Order: hero, modes, types, coach, video, stories and form, closing call to action.
  const order = await main.evaluate((root) => {
    const marks = [
      root.querySelector('h1'),
      root.querySelector('a[href="/hizmetler#online"]'),
      root.querySelector('a[href="/hizmetler#nlp"]'),
      root.querySelector('a[href="/hakkimda"]'),
      root.querySelector('button[aria-label^="Videoyu oynat"], button'),
      root.querySelector('#hikayeler'),
      root.querySelector('#hikayeni-paylas'),
      [...root.querySelectorAll('a[href="/randevu-al"]')].at(-1),
    ];
    return marks.map((el) => (el ? [...root.querySelectorAll('*')].indexOf(el) : -1));
  });
  expect(order.every((index) => index >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
});

test('home: Person and ProfessionalService structured data', async ({ page }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.flatMap((text) => {
    const data = JSON.parse(text) as { '@type'?: string; '@graph'?: Array<{ '@type': string }> };
    return data['@graph'] ? data['@graph'].map((item) => item['@type']) : [data['@type']];
  });
  expect(types).toEqual(expect.arrayContaining(['Person', 'ProfessionalService']));
});

test('no broken image anywhere: every image of every page loads', async ({ page }) => {
  test.setTimeout(120_000);
  const broken: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400) {
      broken.push(`${page.url()} → ${response.url()} ${response.status()}`);
    }
  });
  for (const { path } of publicRoutes) {
    await page.goto(path);
    await scrollThrough(page);
    await expectImagesSettled(page, path);
    const unloaded = await page
      .locator('img')
      .evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((img) => img.naturalWidth === 0)
          .map((img) => img.getAttribute('src')),
      );
    for (const src of unloaded) broken.push(`${path} → ${src}`);
    const unsized = await page
      .locator('img:not([width]), img:not([height]), img:not([alt])')
      .count();
    expect(unsized, `${path}: images without width, height or alt`).toBe(0);
  }
  expect(broken).toEqual([]);
});
