import { expect, test } from './fixtures.ts';

import { publicRoutes } from './routes.ts';

for (const { path, heading } of publicRoutes) {
  test(`${path} answers 200 with its heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('an unknown path answers 404 with "Sayfa Bulunamadı" and a link home', async ({ page }) => {
  const response = await page.goto('/boyle-bir-sayfa-yok');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa Bulunamadı');
  await page.getByRole('main').getByRole('link', { name: 'Ana Sayfaya Dön' }).click();
  await expect(page).toHaveURL('/');
});

test('unknown service and blog slugs redirect to /404', async ({ page }) => {
  for (const path of ['/hizmetler/yok-boyle-hizmet', '/blog/yok-boyle-yazi']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa Bulunamadı');
  }
});

test('every path change scrolls to the top', async ({ page }) => {
  await page.goto('/hakkimda');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Koçluk Süreci' }).click();
  await expect(page).toHaveURL('/kocluk-sureci');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
