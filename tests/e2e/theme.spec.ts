import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.getByRole('button', { name: 'Koyu tema' });

test('the toggle switches the theme, saves it and keeps it across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');

  await toggle(page).click();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(11, 17, 32)');

  await page.reload();
  await expect(html(page)).toHaveClass(/\bdark\b/);

  await toggle(page).click();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
});

test('with nothing stored the system preference decides', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
});

test('a stored choice wins over the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto('/');
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
});

test('no flash: the stored theme applies before any application script runs', async ({ page }) => {
  // With every bundled script blocked, only the inline head script can set the theme, and it
  // runs before <body> is parsed, so the first paint already has the dark background.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const response = await page.goto('/', { waitUntil: 'commit' });
  const source = await response!.text();
  expect(source.indexOf('localStorage.getItem')).toBeLessThan(source.indexOf('<body'));
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(11, 17, 32)');
});
