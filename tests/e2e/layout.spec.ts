import { expect, test } from './fixtures.ts';

import { demoIdentity } from '#app/data/identity.ts';
import { footerQuickLinks, mainNav } from '#app/data/navigation.ts';

import { publicRoutes } from './routes.ts';

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('is sticky, 80 px high, with the exact menu, icons, CTA and active mark', async ({
    page,
  }) => {
    await page.goto('/hizmetler/nlp');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'sticky');
    expect((await header.boundingBox())?.height).toBe(80);

    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    const links = menu.getByRole('link');
    await expect(links).toHaveText(mainNav.map((item) => item.label));
    for (const [index, item] of mainNav.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', item.href);
      await expect(links.nth(index).locator('svg')).toHaveCount(item.icon ? 1 : 0);
    }
    await expect(menu.getByRole('link', { name: 'Hizmetler' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.locator('[aria-current]')).toHaveCount(1);

    await expect(header.getByRole('link', { name: /\(ana sayfa\)$/ })).toHaveAttribute('href', '/');
    await header.getByRole('link', { name: 'Ücretsiz Keşif Görüşmesi' }).click();
    await expect(page).toHaveURL('/randevu-al');

    await page.evaluate(() => window.scrollTo(0, 600));
    expect((await header.boundingBox())?.y).toBe(0);
  });

  test('the menu fits without overflow at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, closes, and closes when an item is chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeHidden();
    const toggle = page.locator('summary[aria-label="Menüyü aç"]');
    const mobileNav = page.getByRole('navigation', { name: 'Mobil menü' });
    await expect(mobileNav).toBeHidden();

    await toggle.click();
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole('link')).toHaveText([
      ...mainNav.map((item) => item.label),
      'Ücretsiz Keşif Görüşmesi',
    ]);
    await page.locator('summary[aria-label="Menüyü kapat"]').click();
    await expect(mobileNav).toBeHidden();

    await toggle.click();
    await mobileNav.getByRole('link', { name: 'SSS' }).click();
    await expect(page).toHaveURL('/sss');
    await expect(mobileNav).toBeHidden();
  });

  test('works by keyboard: Enter opens, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/');
    const mobileNav = page.getByRole('navigation', { name: 'Mobil menü' });
    await page.locator('summary[aria-label="Menüyü aç"]').focus();
    await page.keyboard.press('Enter');
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(mobileNav.getByRole('link', { name: 'Ana Sayfa' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mobileNav).toBeHidden();
    await expect(page.locator('summary')).toBeFocused();
  });

  test('without JavaScript the menu still opens', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('summary').click();
    await expect(page.getByRole('navigation', { name: 'Mobil menü' })).toBeVisible();
    await context.close();
  });
});

test('footer: brand, newsletter slot, quick links, five social links, contact, year', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: demoIdentity.siteName })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Bülten' })).toBeVisible();

  const quick = footer.getByRole('navigation', { name: 'Hızlı Bağlantılar' }).getByRole('link');
  await expect(quick).toHaveCount(footerQuickLinks.length);
  for (const [index, item] of footerQuickLinks.entries()) {
    await expect(quick.nth(index)).toHaveAttribute('href', item.href);
  }

  const social = footer.getByRole('region', { name: 'Sosyal Medya' }).getByRole('link');
  await expect(social).toHaveCount(5);
  for (const [index, url] of Object.values(demoIdentity.social).entries()) {
    await expect(social.nth(index)).toHaveAttribute('href', url);
    await expect(social.nth(index)).toHaveAttribute('target', '_blank');
    await expect(social.nth(index)).toHaveAttribute('rel', 'noopener noreferrer');
  }

  await expect(footer.getByRole('link', { name: /WhatsApp ile yaz/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/905550000000\?text=/,
  );
  await expect(footer.getByRole('link', { name: demoIdentity.email })).toHaveAttribute(
    'href',
    `mailto:${demoIdentity.email}`,
  );
  await expect(footer.getByRole('link', { name: demoIdentity.phone })).toHaveAttribute(
    'href',
    'tel:+905550000000',
  );
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test('the floating messaging-app button is on every page with the greeting', async ({ page }) => {
  test.setTimeout(120_000);
  const expected = `https://wa.me/${demoIdentity.whatsappNumber}?text=${encodeURIComponent(demoIdentity.whatsappGreeting)}`;
  for (const { path } of [...publicRoutes, { path: '/yok-boyle-sayfa' }]) {
    await page.goto(path);
    const button = page
      .getByRole('complementary', { name: 'Hızlı iletişim' })
      .getByRole('link', { name: 'WhatsApp ile yaz (yeni sekmede açılır)' });
    await expect(button, path).toBeVisible();
    await expect(button).toHaveAttribute('href', expected);
    await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(button).toHaveCSS('position', 'fixed');
  }
});
