import { randomBytes } from 'node:crypto';

import type { Page } from '@playwright/test';

import { E2E_ADMIN, E2E_PUBLIC_URL } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './coach.ts';
import { expectNoAxeViolations, toast } from './helpers.ts';
import { lastMailFile, latestMail } from './newsletter-mail.ts';

/*
 * Accounts and invitations (docs/product.md#accounts). The shared e2e account is an owner used
 * by tests running in parallel: here it only invites and removes accounts this file creates, and
 * its own role and sessions are left alone. The rules in detail are in
 * tests/integration/accounts.test.ts.
 */

const OWNER_ONLY = 'Bu işlem yalnızca site sahibinin hesabına açık.';

/** The owner removes an account from the accounts page, answering the question first. */
async function removeAccount(page: Page, email: string) {
  await page.goto('/yonetim/hesaplar');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: email }) });
  await card.getByRole('link', { name: 'Hesabı sil' }).click();
  const question = page.getByRole('group', { name: new RegExp(`${email} hesabı silinsin mi`) });
  await expect(question).toBeFocused();
  await question.getByRole('button', { name: 'Evet, hesabı sil' }).click();
  await expect(toast(page)).toContainText(`${email} hesabı silindi`);
  await expect(page.getByRole('heading', { name: email })).toHaveCount(0);
}

test('the owner invites an assistant by mail; the link sets a password once; removing the account signs it out', async ({
  page,
  browser,
}) => {
  const email = `asistan-${randomBytes(4).toString('hex')}@koc.test`;
  await signIn(page, '/yonetim/hesaplar');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Hesaplar');
  const mine = main
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: E2E_ADMIN.email }) });
  await expect(mine.getByRole('definition').first()).toHaveText('Site sahibi');
  await expect(mine).toContainText('Bu hesap');
  await expectNoAxeViolations(page);

  const before = await lastMailFile();
  const form = main.getByRole('region', { name: 'Davet gönder' });
  await form.getByLabel('E-posta adresi').fill(email);
  await expect(form.getByRole('radio', { name: 'Asistan' })).toBeChecked();
  await form.getByRole('button', { name: 'Davet gönder' }).click();
  await expect(toast(page)).toContainText(`${email} adresine davet gönderildi`);
  const pending = main
    .getByRole('region', { name: 'Bekleyen davetler' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(pending).toContainText('Asistan');

  // The same address again: refused next to the field, with the offer to send it again.
  await form.getByLabel('E-posta adresi').fill(email);
  await form.getByRole('button', { name: 'Davet gönder' }).click();
  await expect(form.getByLabel('E-posta adresi')).toHaveAccessibleDescription(
    /süresi dolmamış bir davet var/,
  );
  await expect(form.getByRole('button', { name: 'Daveti yeniden gönder' })).toBeVisible();

  const mail = await latestMail(email, 'admin-invitation', before);
  expect(mail).toContain('yönetim paneline davet');
  const link = mail.match(/http:\/\/koc\.test\/yonetim\/davet\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(link, 'the invitation mail carries the link').toBeDefined();
  const path = link!.slice(E2E_PUBLIC_URL.length);

  // Opening the page changes nothing (only its form does): axe runs there in the owner's browser,
  // since it needs JavaScript.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Şifre belirleyin');
  await expectNoAxeViolations(page);

  // The invited person, in a browser of her own without JavaScript.
  const invited = await browser.newContext({ javaScriptEnabled: false });
  const other = await invited.newPage();
  await other.goto(path);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Şifre belirleyin');
  await expect(other.getByRole('main')).toContainText(`${email} adresine “Asistan” olarak`);
  await other.getByLabel('Yeni şifre', { exact: true }).fill('kisa');
  await other.getByLabel('Yeni şifre (tekrar)').fill('kisa');
  await other.getByRole('button', { name: 'Şifreyi belirle ve hesabı aç' }).click();
  await expect(other.getByLabel('Yeni şifre', { exact: true })).toHaveAccessibleDescription(
    /Yeni şifre en az 12 karakter olmalı\./,
  );
  await other.getByLabel('Yeni şifre', { exact: true }).fill('asistanin-parolasi-2026');
  await other.getByLabel('Yeni şifre (tekrar)').fill('asistanin-parolasi-2026');
  await other.getByRole('button', { name: 'Şifreyi belirle ve hesabı aç' }).click();
  await expect(other).toHaveURL('/yonetim');
  await expect(other.getByRole('banner')).toContainText(email);
  // An assistant: the owner's page answers 403.
  const refused = await other.goto('/yonetim/hesaplar');
  expect(refused?.status()).toBe(403);
  await expect(other.getByRole('main')).toContainText(OWNER_ONLY);
  // The link worked once.
  const used = await other.goto(path);
  expect(used?.status()).toBe(410);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Bu davet kullanıldı');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bu davet kullanıldı');
  await expectNoAxeViolations(page);

  // The owner sees the account as an assistant without a second factor, and removes it.
  await page.goto('/yonetim/hesaplar');
  const card = main
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: email }) });
  await expect(card.getByRole('definition')).toHaveText(['Asistan', 'Kapalı', /\d{4} \d\d:\d\d$/]);
  await removeAccount(page, email);

  await other.goto('/yonetim');
  await expect(other).toHaveURL(/\/yonetim\/giris\?redirectTo=/);
  await invited.close();
});
