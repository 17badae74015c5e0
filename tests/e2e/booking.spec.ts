import { randomBytes } from 'node:crypto';

import type { Page } from '@playwright/test';

import { E2E_PUBLIC_URL } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, toast, uniqueClient } from './helpers.ts';
import { latestMail } from './newsletter-mail.ts';

/*
 * Booking the discovery call on /randevu-al and managing it through the mail's link
 * (docs/product.md#booking-page). The tests run side by side on one server: each books on a day
 * of its own (the nth day with free times), so none takes another's time.
 */

const address = (tag: string) => `${tag}-${randomBytes(3).toString('hex')}@ornek.com`;

async function chooseDay(page: Page, nth: number) {
  const day = page.getByRole('list', { name: 'Gün seç' }).getByRole('link').nth(nth);
  await day.click();
  await expect(day).toHaveAttribute('aria-current', 'date');
}

function times(page: Page) {
  return page.getByRole('group', { name: /boş saatler$/ }).getByRole('radio');
}

async function fillVisitor(page: Page, email: string) {
  await page.getByLabel('Ad soyad').fill('Deniz Yılmaz');
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Telefon (isteğe bağlı)').fill('0532 123 45 67');
  const note = page.getByLabel('Kısa not (isteğe bağlı)');
  // Health details are special-category data (KVKK art. 6): the note's hint asks to keep them out.
  await expect(note).toHaveAccessibleDescription(/Sağlığınla ilgili ayrıntıları buraya yazma/);
  await note.fill('Kariyerimde yön arıyorum.');
}

/** The path of the booking's own page, from the mail that asks to confirm the hold. */
async function linkFromMail(email: string): Promise<string> {
  const mail = await latestMail(email, 'booking-hold');
  const link = mail.match(/http:\/\/koc\.test\/randevu\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(link, 'the hold mail carries the booking link').toBeDefined();
  return link!.slice(E2E_PUBLIC_URL.length);
}

/** Opens the hold's link and confirms it: the call is booked, the page shows it. */
async function confirmFromMail(page: Page, email: string) {
  await page.goto(await linkFromMail(email));
  await expect(page.getByRole('heading', { name: 'Randevunu Onayla' })).toBeVisible();
  await page.getByRole('button', { name: 'Randevumu onayla' }).click();
  await expect(page.getByRole('heading', { name: 'Keşif Görüşmen' })).toBeVisible();
}

test('in Türkiye: book with JavaScript, confirm and then cancel through the link in the mail', async ({
  page,
}) => {
  // Five pages, three of them checked by axe: more than one test's share of a busy machine.
  test.slow();
  await page.setExtraHTTPHeaders(uniqueClient());
  const email = address('turkiye');
  await page.goto('/randevu-al?type=yuz-yuze');
  await expect(
    page.getByRole('heading', { name: 'Ücretsiz keşif görüşmeni planla' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Yüz yüze/ })).toBeChecked();
  await expectNoAxeViolations(page);

  await chooseDay(page, 1);
  await expect(page.getByText('Türkiye saati (GMT+3)', { exact: true })).toBeVisible();
  // The browser is in Türkiye: one time says it all.
  await expect(page.getByText(/senin saatinle/)).toHaveCount(0);
  await times(page).first().check();
  await fillVisitor(page, email);
  await page.getByRole('button', { name: 'Randevu Al' }).click();

  // The booking block's own answer (the toast says the same in another status region).
  const done = page
    .locator('#planla')
    .getByRole('status')
    .filter({ hasText: 'Son Bir Adım: Randevunu Onayla' });
  await expect(done).toContainText(
    /Seçtiğin zaman: .* \d\d:\d\d \(Türkiye saati, GMT\+3\)\. Bu saat 30 dakika boyunca senin için tutuluyor\./,
  );
  // The address is not repeated: the answer is kept with the submission key for a day.
  await expect(done).toContainText('Yazdığın adrese bir onay e-postası gönderildi');
  await expect(done).not.toContainText(email);

  await page.goto(await linkFromMail(email));
  await expect(page.getByRole('heading', { name: 'Randevunu Onayla' })).toBeVisible();
  await expect(page.getByText('Yüz yüze, 30 dakika')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Randevumu onayla' }).click();
  await expect(page.getByRole('heading', { name: 'Keşif Görüşmen' })).toBeVisible();
  await expect(toast(page)).toContainText('Randevun Onaylandı! 🎉');
  await expect(page.getByText('Yüz yüze, 30 dakika')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Randevuyu iptal et' }).click();
  await expect(
    page.getByRole('heading', { name: 'Randevunu iptal etmek istiyor musun?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Evet, randevuyu iptal et' }).click();
  await expect(page.getByRole('heading', { name: 'Bu randevu iptal edildi' })).toBeVisible();
  await expect(
    page
      .getByText('Keşif görüşmen iptal edildi ve bu saat yeniden randevuya açıldı.')
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
});

test.describe('in another time zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('each time shows the visitor’s own beside Türkiye’s, and so does the booking', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders(uniqueClient());
    await page.goto('/randevu-al?type=online');
    await chooseDay(page, 2);
    const first = page
      .getByRole('group', { name: /boş saatler$/ })
      .locator('label')
      .first();
    await expect(first).toContainText(/^\d\d:\d\dsenin saatinle \d\d:\d\d, America\/New_York$/);
    await times(page).first().check();
    await fillVisitor(page, address('newyork'));
    await page.getByRole('button', { name: 'Randevu Al' }).click();
    await expect(
      page.locator('#planla').getByRole('status').filter({ hasText: 'Randevunu Onayla' }),
    ).toContainText(
      /\(Türkiye saati, GMT\+3\); senin saatinle .* \d\d:\d\d \(America\/New_York\)\./,
    );
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server answers a missing field keeping what was typed, holds, and the link confirms and moves the call', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders(uniqueClient());
    const email = address('betiksiz');
    await page.goto('/randevu-al?type=online');
    await chooseDay(page, 3);
    const chosen = await times(page).first().getAttribute('value');
    await times(page).first().check();
    await page.getByLabel('E-posta', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Randevu Al' }).click();

    const name = page.getByLabel('Ad soyad');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#randevu-name-hata')).toHaveText('Lütfen adını ve soyadını yaz.');
    await expect(page.getByRole('alert')).toContainText('Lütfen adını ve soyadını yaz.');
    await expect(page.getByLabel('E-posta', { exact: true })).toHaveValue(email);
    await expect(page.getByRole('radio', { name: /^Online/ })).toBeChecked();
    await expect(times(page).and(page.locator(`[value="${chosen}"]`))).toBeChecked();

    await name.fill('Ece Kaya');
    await page.getByRole('button', { name: 'Randevu Al' }).click();
    await expect(
      page.locator('#planla').getByRole('status').filter({ hasText: 'Randevunu Onayla' }),
    ).toContainText('(Türkiye saati, GMT+3).');

    await confirmFromMail(page, email);
    await expect(
      page.getByRole('status').filter({ hasText: 'Randevun Onaylandı! 🎉' }),
    ).toBeVisible();
    const before = await page.getByRole('definition').first().textContent();
    await chooseDay(page, 4);
    await times(page).first().check();
    await page.getByRole('button', { name: 'Yeni Saati Onayla' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Randevun Güncellendi' }),
    ).toBeVisible();
    await expect(page.getByRole('definition').first()).not.toHaveText(before!);
  });
});
