import { expect, test } from './fixtures.ts';

import { E2E_PUBLIC_URL } from '../../playwright.config.ts';
import { SERVICE_IDS } from './helpers.ts';
import { publicRoutes } from './routes.ts';

test('every route has a unique Turkish title, a description, canonical and Open Graph', async ({
  page,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  const routes = publicRoutes.filter(({ path }) => !path.includes('?'));
  for (const { path } of routes) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(title, path).toMatch(/Ayşe Örnek Koçluk/);
    expect(description?.length, path).toBeGreaterThan(40);
    titles.add(title);
    descriptions.add(description!);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${E2E_PUBLIC_URL}${path}`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${E2E_PUBLIC_URL}${path}`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'tr_TR');
  }
  expect(titles.size).toBe(routes.length);
  expect(descriptions.size).toBe(routes.length);
});

test('the thank-you page sets a thank-you title; 404 is not indexed', async ({ page }) => {
  await page.goto('/tesekkurler');
  await expect(page).toHaveTitle(/^Teşekkürler/);
  await page.goto('/yok-boyle-bir-sayfa');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('robots.txt points to the sitemap; the sitemap lists the static routes', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${E2E_PUBLIC_URL}/sitemap.xml`);
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('application/xml');
  const sitemap = await response.text();
  for (const path of [
    '/',
    '/hakkimda',
    '/kocluk-sureci',
    '/hizmetler',
    '/e-kitaplar',
    '/dukkan',
    '/medya',
    '/sss',
    '/blog',
    '/randevu-al',
    '/iletisim',
  ]) {
    expect(sitemap).toContain(`<loc>${E2E_PUBLIC_URL}${path}</loc>`);
  }
  for (const id of SERVICE_IDS) {
    expect(sitemap).toContain(`<loc>${E2E_PUBLIC_URL}/hizmetler/${id}</loc>`);
  }
  expect(sitemap).not.toContain('/tesekkurler');
  expect(sitemap).not.toContain('/404');
});
