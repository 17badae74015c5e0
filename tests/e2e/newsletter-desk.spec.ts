import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { E2E_SERVER_ENV } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './coach.ts';
import { expectNoAxeViolations, toast, uniqueName } from './helpers.ts';
import { subscribeConfirmed } from './newsletter-mail.ts';

/*
 * The coach's newsletter desk (docs/product.md#newsletter-desk): she starts from a blog post,
 * previews the mail, schedules and unschedules it, sends it after the confirmation step and
 * watches it go out; without JavaScript too.
 */

const OUTBOX = path.join(E2E_SERVER_ENV.DATA_DIR, 'outbox');
const newsletterUrl = /\/yonetim\/bulten\/\d+$/;

const preview = (page: Page) => page.getByRole('region', { name: 'Önizleme' });
const htmlPreview = (page: Page) => page.frameLocator('iframe[title="Bültenin HTML önizlemesi"]');
const status = (page: Page) => page.locator('p', { hasText: 'Durum:' });

/** "2026-11-26T15:30" an hour from now, in Türkiye time, as the datetime-local field takes it. */
function inAnHour(): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(Date.now() + 60 * 60_000));
  return parts.replace(' ', 'T');
}

test('with JavaScript: from a blog post, preview, schedule and unschedule, send now, watch it go', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = `bulten-${randomBytes(4).toString('hex')}@example.com`;
  await subscribeConfirmed(request, email);

  await signIn(page, '/yonetim/bulten');
  await expect(page.getByText(/onaylı aboneye/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Yeni bülten yaz' }).click();
  await expect(page).toHaveURL('/yonetim/bulten/yeni');

  const select = page.getByLabel('Yayındaki yazı');
  const second = select.locator('option').nth(1);
  await select.selectOption((await second.getAttribute('value'))!);
  await page.getByRole('button', { name: 'Yazıyı kullan' }).click();
  await expect(page.getByLabel('Konu')).toHaveValue((await second.textContent())!.trim());

  // A published post's editor leads here too.
  await page.goto('/yonetim/yazilar?durum=yayinda');
  const title = (await page.getByRole('heading', { level: 2 }).first().textContent())!.trim();
  await page.getByRole('link', { name: `Düzenle: ${title}` }).click();
  await page.getByRole('link', { name: 'Bültende paylaş' }).click();
  await expect(page).toHaveURL(/\/yonetim\/bulten\/yeni\?yazi=\d+$/);
  await expect(page.getByLabel('Konu')).toHaveValue(title);
  await expect(select).toHaveValue(/\d+/);
  await expect(page.getByLabel('İçerik (Markdown)')).toHaveValue(
    /\[Yazının devamını oku\]\(http:\/\/koc\.test\/blog\/[a-z0-9-]+\)/,
  );

  await page.getByRole('button', { name: 'Önizle' }).click();
  await expect(htmlPreview(page).getByRole('link', { name: 'Yazının devamını oku' })).toBeVisible();
  await expect(preview(page).locator('pre')).toContainText('Yazının devamını oku');
  await expect(preview(page).locator('pre')).toContainText('Gönderen:');
  await expectNoAxeViolations(page, { exclude: ['iframe[sandbox]'] });

  await page.getByLabel('Gönderim zamanı (Türkiye saati, GMT+3)').fill(inAnHour());
  await page.getByRole('button', { name: 'Zamanla', exact: true }).click();
  await expect(toast(page)).toContainText('(Türkiye saati) gönderilecek.');
  await expect(page).toHaveURL(newsletterUrl);
  await expect(status(page)).toContainText('Zamanlandı');

  await page.getByRole('button', { name: 'Zamanlamayı kaldır' }).click();
  await expect(toast(page).last()).toContainText('Zamanlama kaldırıldı');
  await expect(status(page)).toContainText('Taslak');

  await page.getByRole('button', { name: 'Şimdi gönder' }).click();
  const question = page.getByRole('group', { name: /onaylı aboneye gönderilecek/ });
  await expect(question).toBeFocused();
  await question.getByRole('button', { name: 'Evet, şimdi gönder' }).click();
  await expect(toast(page).last()).toContainText('onaylı aboneye gönderiliyor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('progressbar', { name: 'Gönderim ilerlemesi' })).toBeVisible();
  // Read-only from now on: no form to change it.
  await expect(page.getByLabel('Konu')).toHaveCount(0);
  await expectNoAxeViolations(page, { exclude: ['iframe[sandbox]'] });

  // The page follows the send by itself, up to its end (60 mails a minute for the whole site).
  await expect(status(page)).toContainText('Gönderildi', { timeout: 120_000 });
  await expect(page.getByText(/^%100 tamamlandı/)).toBeVisible();
  const id = /\/(\d+)$/.exec(page.url())![1];
  const files = (await readdir(OUTBOX)).filter((file) => file.startsWith(`bulten-${id}-`));
  const mails = await Promise.all(files.map((file) => readFile(path.join(OUTBOX, file), 'utf8')));
  expect(mails.filter((mail) => mail.includes(`\nTo: ${email}`))).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('compose, preview, and send after the confirmation step', async ({ page, request }) => {
    test.setTimeout(120_000);
    await subscribeConfirmed(request, `betiksiz-${randomBytes(4).toString('hex')}@example.com`);
    await signIn(page, '/yonetim/bulten/yeni');
    const subject = uniqueName('Betiksiz bülten');
    await page.getByLabel('Konu').fill(subject);
    await page.getByLabel('İçerik (Markdown)').fill('## Merhaba\n\nBu ay **üç** haber var.');

    await page.getByRole('button', { name: 'Önizle' }).click();
    await expect(htmlPreview(page).getByRole('heading', { name: 'Merhaba' })).toBeVisible();
    await expect(preview(page).locator('pre')).toContainText('Bu ay üç haber var.');
    await expect(page.getByLabel('Konu')).toHaveValue(subject);

    await page.getByRole('button', { name: 'Şimdi gönder' }).click();
    await expect(page).toHaveURL(/\/yonetim\/bulten\/\d+\?gonder=1/);
    const question = page.getByRole('group', { name: /onaylı aboneye gönderilecek/ });
    await question.getByRole('button', { name: 'Evet, şimdi gönder' }).click();
    await expect(page).toHaveURL(newsletterUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
    await expect(page.getByRole('progressbar', { name: 'Gönderim ilerlemesi' })).toBeVisible();
    // The page asks for itself again every 5 s while the newsletter goes out.
    await expect(status(page)).toContainText('Gönderildi', { timeout: 90_000 });
  });
});
