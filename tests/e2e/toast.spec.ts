import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function submitToast(page: Page, description: string, variant = 'default') {
  await page.getByLabel('Başlık').fill(`Başlık: ${description}`);
  await page.getByLabel('Açıklama').fill(description);
  await page.getByLabel('Tür').selectOption(variant);
  await page.getByRole('button', { name: 'Göster' }).click();
}

test('the region is labelled "Notifications (F8)" and shows one toast at a time', async ({
  page,
}) => {
  await page.goto('/__e2e/toast');
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  // The toaster's code loads with the first toast: pages without one do not pay for it.
  await expect(region).toHaveCount(0);
  await submitToast(page, 'Birinci bildirim');
  await expect(region).toBeAttached();
  await expect(region.locator('li')).toHaveCount(1);
  await expect(region.locator('li')).toContainText('Birinci bildirim');

  await submitToast(page, 'İkinci bildirim', 'destructive');
  await expect(region.locator('li')).toHaveCount(1);
  await expect(region.locator('li')).toContainText('İkinci bildirim');
  await expect(region.locator('li')).toHaveAttribute('data-variant', 'destructive');
  // The inline copy is only for visitors without JavaScript.
  await expect(page.locator('.no-js-only')).toBeHidden();
});

test('Escape and the close button dismiss it', async ({ page }) => {
  await page.goto('/__e2e/toast');
  const toast = page.getByRole('region', { name: 'Notifications (F8)' }).locator('li');
  await submitToast(page, 'Escape ile kapanır');
  await expect(toast).toBeVisible();
  await page.keyboard.press('F8');
  await page.keyboard.press('Escape');
  await expect(toast).toHaveCount(0);

  await submitToast(page, 'Düğme ile kapanır');
  await toast.getByRole('button', { name: 'Kapat' }).click();
  await expect(toast).toHaveCount(0);
});

test('it closes by itself after 5 seconds', async ({ page }) => {
  await page.goto('/__e2e/toast');
  const toast = page.getByRole('region', { name: 'Notifications (F8)' }).locator('li');
  await submitToast(page, 'Kendiliğinden kapanır');
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(4000);
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 3000 });
});

test('a swipe to the right past 50 px dismisses it', async ({ page }) => {
  await page.goto('/__e2e/toast');
  const toast = page.getByRole('region', { name: 'Notifications (F8)' }).locator('li');
  await submitToast(page, 'Kaydırınca kapanır');
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, y, { steps: 4 });
  await page.mouse.move(box.x + 120, y, { steps: 8 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});

test('without JavaScript the same message shows inline on the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/__e2e/toast');
  await submitToast(page, 'JavaScript olmadan');
  const inline = page.getByRole('status').filter({ hasText: 'JavaScript olmadan' });
  await expect(inline).toBeVisible();
  await expect(inline).toContainText('Başlık: JavaScript olmadan');
  await page.reload();
  await expect(page.getByText('JavaScript olmadan')).toHaveCount(0);
  await context.close();
});
