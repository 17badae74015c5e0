import type { Browser } from '@playwright/test';

import { expect, test } from './fixtures.ts';
import { signIn } from './coach.ts';
import { expectNoAxeViolations, toast } from './helpers.ts';

/*
 * The coach's sessions (docs/product.md#sessions): the account page lists the browsers signed
 * in, and ending one signs that browser out. The e2e account is shared by tests running in
 * parallel, so this test ends only the browser it opened itself (recognised by its own
 * User-Agent) and never changes the password; the rest is in tests/integration/account.test.ts.
 */

/** Unique to this run: the e2e database keeps sessions of earlier runs. */
const SECOND = `E2E-ikinci-tarayici/${Date.now()}`;

async function secondBrowser(browser: Browser) {
  const context = await browser.newContext({ userAgent: SECOND });
  const page = await context.newPage();
  await signIn(page, '/yonetim');
  return { context, page };
}

test('the account page lists the browsers signed in; ending one signs it out', async ({
  page,
  browser,
}) => {
  const other = await secondBrowser(browser);
  await signIn(page, '/yonetim/hesap');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Hesabım');
  const mine = main
    .getByRole('listitem')
    .filter({ has: page.getByText('Bu oturum', { exact: true }) });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Son kullanım');
  await expectNoAxeViolations(page);

  const theirs = main.getByRole('listitem').filter({ hasText: SECOND });
  await expect(theirs).toHaveCount(1);
  await theirs.getByRole('button', { name: 'Bu oturumu sonlandır' }).click();
  await expect(toast(page)).toContainText('Oturum sonlandırıldı.');
  await expect(main.getByRole('listitem').filter({ hasText: SECOND })).toHaveCount(0);

  await other.page.goto('/yonetim/yorumlar');
  await expect(other.page).toHaveURL(/\/yonetim\/giris\?redirectTo=/);
  await other.context.close();
});
