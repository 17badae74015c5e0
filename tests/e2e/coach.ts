import type { Browser, Page } from '@playwright/test';

import { E2E_ADMIN, E2E_SERVER_ENV } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';

/** The test server the browser tests share (playwright.config.ts `use.baseURL`). */
const SITE = `http://127.0.0.1:${E2E_SERVER_ENV.PORT}`;

/**
 * Signs the page's browser in as `account` (the coach unless named) by posting the login form
 * as the browser would, with the context's address and user agent, then opens `to`. For specs
 * about something else than the sign-in; those that test it fill the form themselves.
 */
export async function signIn(
  page: Page,
  to = '/yonetim',
  account: { email: string; password: string } = E2E_ADMIN,
): Promise<void> {
  const answer = await page.request.post('/yonetim/giris', {
    form: { email: account.email, password: account.password },
    headers: { Origin: SITE },
    maxRedirects: 0,
  });
  expect(answer.status(), `the sign-in of ${account.email}`).toBe(302);
  await page.goto(to);
  await expect(page).toHaveURL(to);
}

/** The coach, signed in in a browser context of her own, at `to`. */
export async function coachPage(browser: Browser, to = '/yonetim'): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, to);
  return page;
}

/** `admin`: the coach signed in in the test's page; her session is ended after the test. */
export const coachTest = test.extend<{ admin: Page }>({
  admin: async ({ page }, provide) => {
    await signIn(page);
    await provide(page);
    await page.request.post('/yonetim/cikis', { headers: { Origin: SITE } });
  },
});
