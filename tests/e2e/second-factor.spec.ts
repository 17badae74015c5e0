import { randomBytes } from 'node:crypto';

import type { Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { expect, test } from './fixtures.ts';
import { adminCli, eachTestItsOwnClient, expectNoAxeViolations, uniqueClient } from './helpers.ts';

/*
 * The second factor (docs/product.md#second-factor) in the browser, on accounts of this spec's
 * own (never the shared e2e account): enrolment from the QR page, sign-in with the app's code or
 * a recovery code, and the login slow-down with a second factor. The edge cases are in
 * tests/integration/second-factor.test.ts.
 */

const PASSWORD = 'iki-adimli-e2e-parolasi';
const GENERIC = 'E-posta adresi veya şifre hatalı.';
const SLOWED = 'Çok fazla başarısız giriş denemesi yapıldı. Güvenliğiniz için';
const CODE_REFUSED = 'Kod doğrulanamadı.';

async function newAccount(): Promise<string> {
  const email = `iki-adim-${randomBytes(3).toString('hex')}@koc.test`;
  expect((await adminCli('create', '--email', email, '--password', PASSWORD)).code).toBe(0);
  return email;
}

/** The app's code, `offsetSteps` 30-second steps from now (the server allows one either side). */
const codeFor = (secret: string, offsetSteps = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret.replace(/\s/g, '')),
    timestamp: Date.now() + offsetSteps * 30_000,
  });

async function passwordStep(page: Page, email: string) {
  await page.goto('/yonetim/giris');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
}

async function secondStep(page: Page, code: string) {
  await expect(page).toHaveURL('/yonetim/giris/dogrulama');
  await page.getByLabel('Doğrulama kodu').fill(code);
  await page.getByRole('button', { name: 'Doğrula ve Giriş Yap' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL('/yonetim/giris');
}

/**
 * A new account, signed in with its password in `page` and enrolled from Hesabım: its address,
 * its secret as the page shows it, and the codes.
 */
async function enrolledAccount(page: Page, { axe = false } = {}) {
  const email = await newAccount();
  await passwordStep(page, email);
  await expect(page).toHaveURL('/yonetim');
  await page.goto('/yonetim/hesap');
  const card = page.getByRole('region', { name: /İki adımlı doğrulama/ });
  await card.getByRole('button', { name: 'İki adımlı doğrulamayı kur' }).click();
  await expect(
    card.getByRole('img', { name: 'Kimlik doğrulama uygulaması için QR kodu' }),
  ).toBeVisible();
  // The key is the card's only code, next to "Anahtar:".
  const key = card.getByRole('paragraph').filter({ hasText: 'Anahtar:' }).getByRole('code');
  const secret = (await key.textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  if (axe) await expectNoAxeViolations(page);

  // A wrong code: the error next to the field, the same secret still shown.
  await card.getByLabel('Doğrulama kodu').fill(codeFor(secret, 10));
  await card.getByLabel('Şifreniz').fill(PASSWORD);
  await card.getByRole('button', { name: 'Onayla ve aç' }).click();
  await expect(card.getByText('Kod doğru değil.')).toBeVisible();
  await expect(key).toHaveText(secret);

  // The right code with a wrong password (a session alone turns nothing on): said next to it.
  await card.getByLabel('Doğrulama kodu').fill(codeFor(secret));
  await card.getByLabel('Şifreniz').fill('baskasinin-tahmini-1');
  await card.getByRole('button', { name: 'Onayla ve aç' }).click();
  await expect(card.getByLabel('Şifreniz')).toHaveAccessibleDescription(/Şifreniz doğru değil\./);
  await expect(card.getByText('Kapalı', { exact: true })).toBeVisible();

  await card.getByLabel('Doğrulama kodu').fill(codeFor(secret));
  await card.getByLabel('Şifreniz').fill(PASSWORD);
  await card.getByRole('button', { name: 'Onayla ve aç' }).click();
  const list = card.getByRole('list', { name: 'Kurtarma kodları' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  await expect(card.getByText('Açık', { exact: true })).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  return { email, secret, codes };
}

eachTestItsOwnClient();

test('enrol from the QR page; sign in with the password and the code, then with a recovery code once', async ({
  page,
}) => {
  test.slow(); // a command-line run loads the server bundle
  const { email, secret, codes } = await enrolledAccount(page, { axe: true });
  await signOut(page);

  // The password alone opens only the second step.
  await passwordStep(page, email);
  await expect(page).toHaveURL('/yonetim/giris/dogrulama');
  await page.goto('/yonetim/yorumlar');
  await expect(page).toHaveURL(/\/yonetim\/giris\?redirectTo=/);
  await passwordStep(page, email);
  await expectNoAxeViolations(page);
  // The enrolment's code was used; the next step's code is new.
  await secondStep(page, codeFor(secret, 1));
  await expect(page).toHaveURL('/yonetim');
  await signOut(page);

  await passwordStep(page, email);
  await secondStep(page, codes[0]!);
  await expect(page).toHaveURL('/yonetim');
  await page.goto('/yonetim/hesap');
  await expect(page.getByText('Kullanılmamış kurtarma kodu: 9')).toBeVisible();
  await signOut(page);

  // The same recovery code again: refused, with the one message, on the same page.
  await passwordStep(page, email);
  await secondStep(page, codes[0]!);
  await expect(page.getByText(CODE_REFUSED)).toBeVisible();
  await expect(page).toHaveURL('/yonetim/giris/dogrulama');
  await expectNoAxeViolations(page);
});

test('with a second factor, guesses from fresh addresses wait; her browser signs in at once with the password and the code', async ({
  page,
  baseURL,
}) => {
  test.slow(); // a command-line run loads the server bundle
  const { email, secret } = await enrolledAccount(page);
  await signOut(page);

  // A guesser without her browser's device cookie, from a new address each time.
  const guesser = await playwrightRequest.newContext({ baseURL });
  const post = (pass: string) =>
    guesser.post('/yonetim/giris', {
      headers: { ...uniqueClient(), Origin: baseURL!, Accept: 'text/html' },
      form: { email, password: pass },
      maxRedirects: 0,
    });
  // Until the account's wait has more than a second left.
  const statuses: number[] = [];
  for (let i = 0; i < 2_000; i += 1) {
    const response = await post(`yanlis-parola-${i}`);
    statuses.push(response.status());
    if (response.status() === 400) expect(await response.text()).toContain(GENERIC);
    if (response.status() === 429 && Number(response.headers()['retry-after']) >= 2) break;
  }
  expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
  const checked = statuses.filter((status) => status === 400).length;
  expect(checked).toBeLessThanOrEqual(5);
  expect(statuses.length - checked).toBeGreaterThan(checked);
  const slowed = await post(PASSWORD);
  expect(slowed.status()).toBe(429);
  expect(await slowed.text()).toContain(SLOWED);
  await guesser.dispose();

  // Her browser, which signed in before: the password, then the code.
  await passwordStep(page, email);
  await secondStep(page, codeFor(secret, 1));
  await expect(page).toHaveURL('/yonetim');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('enrol and sign in with the code; the command line removes a lost second factor, then the password alone signs in', async ({
    page,
  }) => {
    test.slow(); // command-line runs load the server bundle
    const { email, secret } = await enrolledAccount(page);
    await signOut(page);
    await passwordStep(page, email);
    await secondStep(page, codeFor(secret, 1));
    await expect(page).toHaveURL('/yonetim');

    const reset = await adminCli('reset-second-factor', '--email', email);
    expect(reset.code).toBe(0);
    expect(reset.output).toContain('İki adımlı doğrulama kaldırıldı');
    // Its sessions were ended.
    await page.goto('/yonetim/hesap');
    await expect(page).toHaveURL(/\/yonetim\/giris\?redirectTo=/);
    await passwordStep(page, email);
    await expect(page).toHaveURL('/yonetim');
  });
});
