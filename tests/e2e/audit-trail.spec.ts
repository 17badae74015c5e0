import { E2E_ADMIN } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, uniqueClient } from './helpers.ts';

/*
 * The audit trail (docs/product.md#audit-trail) as the owner reads it: her sign-in is there with
 * the address it came from, and the filter is a plain GET form. The entries of each action are
 * tested in tests/integration/audit-trail.test.ts and beside each action's own tests.
 */

test('the owner finds her sign-in with its address and filters the trail by kind and date', async ({
  page,
}) => {
  const client = uniqueClient();
  const address = client['X-Forwarded-For']!;
  await page.context().setExtraHTTPHeaders(client);
  await page.goto('/yonetim/giris?redirectTo=%2Fyonetim%2Fkayitlar');
  await page.getByLabel('E-posta').fill(E2E_ADMIN.email);
  await page.getByLabel('Şifre').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(page).toHaveURL('/yonetim/kayitlar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kayıtlar');

  await page.getByLabel('Tür').selectOption({ label: 'Girişler' });
  await page.getByLabel('Hesap').selectOption(E2E_ADMIN.email);
  await page.getByRole('button', { name: 'Süz' }).click();
  await expect(page).toHaveURL(/tur=giris/);
  const mine = page.getByRole('listitem').filter({ hasText: address });
  await expect(mine.first()).toContainText('Giriş yaptı (şifreyle)');
  await expect(page.getByRole('listitem').filter({ hasText: 'dışa aktarıldı' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A day before any entry: nothing, said in words; the filter can be cleared.
  await page.getByLabel('Bitiş tarihi').fill('2020-01-01');
  await page.getByRole('button', { name: 'Süz' }).click();
  await expect(page.getByText('Bu süzgece uyan kayıt yok.')).toBeVisible();
  await page.getByRole('link', { name: 'Süzgeci temizle' }).click();
  await expect(page).toHaveURL('/yonetim/kayitlar');
});
