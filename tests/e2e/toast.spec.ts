import type { Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';
import { signIn } from './coach.ts';
import { eachTestItsOwnClient, toast, uniqueClient } from './helpers.ts';

/*
 * The toast region through the forms that raise one: the footer's newsletter form (a success
 * from the server, and the browser's own refusal of an address), and the coach's sign-out,
 * whose message comes over a redirect (post/redirect/get).
 */

const uniqueEmail = () =>
  `bildirim.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@ornek.com`;

async function subscribe(page: Page, email: string) {
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('E-posta adresin').fill(email);
  await footer.getByRole('button', { name: 'Abone Ol' }).click();
}

/** A destructive toast that needs no request: the browser refuses the address itself. */
const refuseAddress = (page: Page) => subscribe(page, 'gecersiz@adres');
const REFUSED = 'Lütfen geçerli bir e-posta adresi girin.';

eachTestItsOwnClient();

test('the region is labelled "Notifications (F8)" and shows one toast at a time', async ({
  page,
}) => {
  await page.goto('/hakkimda');
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  // The toaster's code loads with the first toast: pages without one do not pay for it.
  await expect(region).toHaveCount(0);
  await subscribe(page, uniqueEmail());
  await expect(region).toBeAttached();
  await expect(region.locator('li')).toHaveCount(1);
  await expect(region.locator('li')).toContainText('Başarıyla Abone Oldunuz! 🎉');
  await expect(region.locator('li')).toHaveAttribute('data-variant', 'default');

  await refuseAddress(page);
  await expect(region.locator('li')).toHaveCount(1);
  await expect(region.locator('li')).toContainText(REFUSED);
  await expect(region.locator('li')).toHaveAttribute('data-variant', 'destructive');
});

test('a message carried over a redirect shows as the toast; its inline copy stays hidden', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL('/yonetim/giris');
  await expect(toast(page)).toContainText('Oturumunuz kapatıldı.');
  // The inline copy is only for visitors without JavaScript.
  const inline = page.locator('.no-js-only').filter({ hasText: 'Oturumunuz kapatıldı.' });
  await expect(inline).toBeAttached();
  await expect(inline).toBeHidden();
});

test('Escape and the close button dismiss it', async ({ page }) => {
  await page.goto('/hakkimda');
  await refuseAddress(page);
  await expect(toast(page)).toBeVisible();
  await page.keyboard.press('F8');
  await page.keyboard.press('Escape');
  await expect(toast(page)).toHaveCount(0);

  await refuseAddress(page);
  await expect(toast(page)).toBeVisible();
  await toast(page).getByRole('button', { name: 'Kapat' }).click();
  await expect(toast(page)).toHaveCount(0);
});

test('it closes by itself after 5 seconds', async ({ page }) => {
  await page.goto('/hakkimda');
  await page.mouse.move(0, 0);
  // Timed in the page itself: on a loaded machine the test's own polling may see the toast late.
  await page.evaluate(() => {
    const life: { shown?: number; gone?: number } = {};
    Object.assign(window, { toastLife: life });
    new MutationObserver(() => {
      const open = document.querySelector('[aria-label="Notifications (F8)"] li') !== null;
      if (open) life.shown ??= performance.now();
      else if (life.shown !== undefined) life.gone ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await refuseAddress(page);
  await expect(toast(page)).toBeVisible();
  await expect(toast(page)).toHaveCount(0, { timeout: 15_000 });
  const { shown, gone } = await page.evaluate(
    () => (window as unknown as { toastLife: { shown: number; gone: number } }).toastLife,
  );
  expect(gone - shown).toBeGreaterThanOrEqual(4_500);
  expect(gone - shown).toBeLessThan(10_000);
});

test('a swipe to the right past 50 px dismisses it', async ({ page }) => {
  await page.goto('/hakkimda');
  await refuseAddress(page);
  const box = (await toast(page).boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, y, { steps: 4 });
  await page.mouse.move(box.x + 120, y, { steps: 8 });
  await page.mouse.up();
  await expect(toast(page)).toHaveCount(0);
});

test('without JavaScript the same message shows inline on the page', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: uniqueClient(),
  });
  const page = await context.newPage();
  await page.goto('/hakkimda');
  await subscribe(page, uniqueEmail());
  const inline = page.getByRole('status').filter({ hasText: 'Başarıyla Abone Oldunuz! 🎉' });
  await expect(inline).toBeVisible();
  await expect(inline).toContainText('E-posta listemize kaydınız alındı. Hoş geldiniz!');
  await page.reload();
  await expect(page.getByText('Başarıyla Abone Oldunuz! 🎉')).toHaveCount(0);
  await context.close();
});
