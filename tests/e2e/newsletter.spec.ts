import { expect, test } from './fixtures.ts';

import { eachTestItsOwnClient, toast, uniqueClient } from './helpers.ts';

const email = () => `abone.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@ornek.com`;

eachTestItsOwnClient();

test('with JavaScript: success toast, "Kaydediliyor..." while sending, the field cleared', async ({
  page,
}) => {
  await page.goto('/hakkimda');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByLabel('E-posta adresin');
  // The one-time submission key: a new one once this one has been used.
  const key = footer.locator('input[name="gonderim_anahtari"]');
  const usedKey = await key.inputValue();
  expect(usedKey).toMatch(/^[\w-]{24}$/);
  await field.fill(email());
  await page.route('**/bulten*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const button = footer.getByRole('button', { name: 'Abone Ol' });
  await button.click();
  await expect(footer.getByRole('button', { name: 'Kaydediliyor...' })).toBeDisabled();
  await expect(toast(page)).toContainText('Başarıyla Abone Oldunuz! 🎉');
  await expect(toast(page)).toContainText('E-posta listemize kaydınız alındı. Hoş geldiniz!');
  await expect(field).toHaveValue('');
  await expect(key).not.toHaveValue(usedKey);
  await expect(page).toHaveURL('/hakkimda');
});

test('with JavaScript: an invalid address is refused in the browser; a known one is answered as a new one', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByLabel('E-posta adresin');
  await expect(field).toHaveAttribute('required', '');
  await field.fill('gecersiz@adres');
  await footer.getByRole('button', { name: 'Abone Ol' }).click();
  await expect(toast(page)).toContainText('Hata');
  await expect(toast(page)).toContainText('Lütfen geçerli bir e-posta adresi girin.');
  await expect(field).toHaveValue('gecersiz@adres');
  expect(posts).toEqual([]);

  const address = email();
  await field.fill(address);
  await footer.getByRole('button', { name: 'Abone Ol' }).click();
  await expect(toast(page)).toContainText('Başarıyla Abone Oldunuz! 🎉');
  await expect(field).toHaveValue('');
  // The same address again: nothing tells that it is on the list.
  await field.fill(address.toUpperCase());
  await footer.getByRole('button', { name: 'Abone Ol' }).click();
  await expect(field).toHaveValue('');
  await expect(toast(page)).toContainText('Başarıyla Abone Oldunuz! 🎉');
  await expect(toast(page)).not.toHaveAttribute('data-variant', 'destructive');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('success, for a new or a known address, returns to the page with the message; errors keep the address', async ({
    page,
  }) => {
    await page.goto('/kocluk-sureci');
    const address = email();
    for (const typed of [address, address.toUpperCase()]) {
      await page.getByRole('contentinfo').getByLabel('E-posta adresin').fill(typed);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/bulten') && r.request().method() === 'POST'),
        page.getByRole('contentinfo').getByRole('button', { name: 'Abone Ol' }).click(),
      ]);
      expect(response.status()).toBe(303);
      await expect(page).toHaveURL('/kocluk-sureci');
      await expect(page.getByRole('status')).toContainText('Başarıyla Abone Oldunuz! 🎉');
    }

    await page.getByRole('contentinfo').getByLabel('E-posta adresin').fill('gecersiz@adres');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Abone Ol' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText('Lütfen geçerli bir e-posta adresi girin.');
    await expect(main.getByLabel('E-posta adresin')).toHaveValue('gecersiz@adres');

    await main.getByLabel('E-posta adresin').fill('bosluklu adres@ornek.com');
    await main.getByRole('button', { name: 'Abone Ol' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Lütfen geçerli bir e-posta adresi girin.',
    );
  });
});

test('a flood from one address gets HTTP 429 with a Turkish message on a small page', async ({
  request,
}) => {
  const headers = { ...uniqueClient(), Accept: 'text/html' };
  const statuses: number[] = [];
  let last = '';
  for (let i = 0; i < 6; i += 1) {
    const response = await request.post('/bulten', {
      headers,
      form: { email: `sel.${i}.${Date.now()}@ornek.com` },
      maxRedirects: 0,
    });
    statuses.push(response.status());
    last = await response.text();
  }
  expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
  expect(last).toContain(
    'Kısa sürede çok fazla gönderim yaptın. Lütfen birkaç dakika sonra tekrar dene.',
  );
  expect(Buffer.byteLength(last)).toBeLessThan(2048);
});
