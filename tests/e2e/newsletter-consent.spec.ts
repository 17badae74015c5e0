import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { currentConsentText } from '#app/data/newsletter-consent.ts';

import { E2E_SERVER_ENV } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { coachPage } from './coach.ts';
import { eachTestItsOwnClient, expectNoAxeViolations, toast } from './helpers.ts';
import { confirmationPath, lastMailFile, latestMail } from './newsletter-mail.ts';

const address = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@ornek.com`;

/** Whether a welcome mail to `email` was written (the worker has run: the confirmation is there). */
async function hasWelcome(email: string): Promise<boolean> {
  const dir = path.join(E2E_SERVER_ENV.DATA_DIR, 'outbox');
  for (const file of await readdir(dir)) {
    if (!file.endsWith('-newsletter-welcome.eml')) continue;
    if ((await readFile(path.join(dir, file), 'utf8')).includes(`\nTo: ${email}\n`)) return true;
  }
  return false;
}

eachTestItsOwnClient();

test('with JavaScript: sign-up, a prefetched link confirms nothing, the button confirms, the welcome mail follows; the link then says it was used', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = address('onay');
  await page.goto('/hakkimda');
  const footer = page.getByRole('contentinfo');
  // The consent text, with the promise of a confirmation mail, stands next to the form.
  await expect(footer.getByText(currentConsentText)).toBeVisible();
  await expect(footer.getByText('bülten yalnızca onayladıktan sonra gelir')).toBeVisible();
  const before = await lastMailFile();
  await footer.getByLabel('E-posta adresin').fill(email);
  await footer.getByRole('button', { name: 'Abone Ol' }).click();
  await expect(toast(page)).toContainText('Başarıyla Abone Oldunuz! 🎉');
  await expect(toast(page)).toContainText('E-posta listemize kaydınız alındı. Hoş geldiniz!');

  const mail = await latestMail(email, 'newsletter-confirm', before);
  expect(mail).toContain('Aboneliğimi onayla');
  const link = await confirmationPath(email, before);

  // A mail scanner fetching the link: a private page that asks, and nothing confirmed.
  for (let i = 0; i < 2; i += 1) {
    const scanned = await page.request.get(link);
    expect(scanned.status()).toBe(200);
    expect(scanned.headers()['cache-control']).toBe('no-store');
    expect(scanned.headers()['x-robots-tag']).toContain('noindex');
    expect(await scanned.text()).toContain('Aboneliğimi onayla');
  }
  expect(await hasWelcome(email)).toBe(false);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bülten aboneliğini onayla');
  await expect(page.getByRole('main')).toContainText('o***@ornek.com');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Aboneliğimi onayla' }).click();
  await expect(page).toHaveURL('/bulten/onaylandi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bülten aboneliğin onaylandı.');
  const welcome = await latestMail(email, 'newsletter-welcome', before);
  expect(welcome).toContain('bültenine aboneliğini onayladın');
  expect(welcome).toMatch(/List-Unsubscribe: <http:\/\/koc\.test\/bulten\/ayril\//);

  // The same link again: it says so, and offers to sign up anew.
  const used = await page.goto(link);
  expect(used?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bu onay bağlantısı daha önce kullanılmış.',
  );
  await expect(page.getByRole('button', { name: 'Aboneliğimi onayla' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Yeniden Abone Ol' }).click();
  await expect(page).toHaveURL('/bulten');

  // The coach sees the consent: state, source page and text version; İYS gets ONAY.
  const admin = await coachPage(browser);
  await admin.goto(`/yonetim/aboneler?ara=${encodeURIComponent(email)}`);
  const item = admin.getByRole('list', { name: 'Aboneler' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Onaylı');
  await expect(item).toContainText('Kaynak/hakkimda');
  await expect(item).toContainText('Onay metni2026-11-27');
  await item.getByText('Onay kaydı (1)').click();
  await expect(item.getByText(currentConsentText)).toBeVisible();
  const csv = await admin.request.get('/yonetim/aboneler-iys.csv');
  expect(csv.headers()['content-disposition']).toMatch(
    /^attachment; filename="aboneler-iys-[\d-]+\.csv"$/,
  );
  const lines: string[] = (await csv.body()).subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Alıcı;Tip;Durum;Kaynak;Kaynak Sayfa;Rıza Tarihi;Onay Tarihi;Ret Tarihi');
  expect(lines.find((line) => line.startsWith(`${email};`))).toMatch(
    /;EPOSTA;ONAY;HS_WEB;\/hakkimda;\d\d\.\d\d\.\d{4} \d\d:\d\d;\d\d\.\d\d\.\d{4} \d\d:\d\d;$/,
  );
  await admin.request.post('/yonetim/cikis', { headers: { Origin: baseURL! } });
  await admin.context().close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the /bulten form signs up and the confirmation page’s button confirms', async ({
    page,
  }) => {
    const email = address('jssiz.onay');
    await page.goto('/bulten');
    const main = page.getByRole('main');
    await expect(main.getByText(currentConsentText)).toBeVisible();
    const before = await lastMailFile();
    await main.getByLabel('E-posta adresin').fill(email);
    await main.getByRole('button', { name: 'Abone Ol' }).click();
    await expect(page.getByRole('status').first()).toContainText('Başarıyla Abone Oldunuz! 🎉');

    const link = await confirmationPath(email, before);
    const opened = await page.goto(link);
    expect(opened?.status()).toBe(200);
    await page.getByRole('button', { name: 'Aboneliğimi onayla' }).click();
    await expect(page).toHaveURL('/bulten/onaylandi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Bülten aboneliğin onaylandı.',
    );
    await latestMail(email, 'newsletter-welcome', before);

    // A link that is not (or no longer) one: a clear page, never an error.
    const unknown = await page.goto(`/bulten/onayla/${'A'.repeat(43)}`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Bu onay bağlantısı geçersiz.',
    );
  });
});
