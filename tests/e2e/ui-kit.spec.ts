import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

test('button variants and sizes each look different', async ({ page }) => {
  await page.goto('/__e2e/ui');
  const backgrounds = new Set<string>();
  for (const variant of ['default', 'destructive', 'outline', 'secondary', 'success', 'premium']) {
    const button = page.locator(`button[data-variant="${variant}"]`);
    backgrounds.add(
      await button.evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.backgroundColor} ${style.backgroundImage}`;
      }),
    );
  }
  expect(backgrounds.size).toBe(6);
  const heights = await Promise.all(
    ['sm', 'default', 'lg', 'xl'].map(
      async (size) => (await page.locator(`button[data-size="${size}"]`).boundingBox())!.height,
    ),
  );
  expect(heights).toEqual([...heights].sort((a, b) => a - b));
  expect(new Set(heights).size).toBe(4);
  const icon = (await page.locator('button[data-size="icon"]').boundingBox())!;
  expect(icon.width).toBe(icon.height);
});

test('the accordion is single-open and collapsible, by mouse and keyboard', async ({ page }) => {
  await page.goto('/__e2e/ui');
  const first = page.getByText('Birinci yanıt');
  const second = page.getByText('İkinci yanıt');
  await expect(first).toBeHidden();
  await page.getByRole('heading', { name: 'Birinci soru' }).click();
  await expect(first).toBeVisible();
  await page.getByRole('heading', { name: 'İkinci soru' }).click();
  await expect(second).toBeVisible();
  await expect(first).toBeHidden();
  await page.getByRole('heading', { name: 'İkinci soru' }).click();
  await expect(second).toBeHidden();

  await page.locator('summary', { hasText: 'Üçüncü soru' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Üçüncü yanıt')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText('Üçüncü yanıt')).toBeHidden();
});

test('the collapsible opens and closes; its content is in the server HTML', async ({
  page,
  request,
}) => {
  expect(await (await request.get('/__e2e/ui')).text()).toContain('Netlik');
  await page.goto('/__e2e/ui');
  await expect(page.getByText('Netlik')).toBeHidden();
  await page.getByText('Neler kazanırsınız?').click();
  await expect(page.getByText('Netlik')).toBeVisible();
  await page.getByText('Neler kazanırsınız?').click();
  await expect(page.getByText('Netlik')).toBeHidden();
});

test('a field error is linked to its input', async ({ page }) => {
  await page.goto('/__e2e/ui');
  const input = page.getByLabel('E-posta');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription('Lütfen geçerli bir e-posta adresi girin.');
});

for (const theme of ['light', 'dark'] as const) {
  test(`every primitive passes axe in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/__e2e/ui');
    await page.getByRole('heading', { name: 'Birinci soru' }).click();
    await page.getByText('Neler kazanırsınız?').click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)).toEqual([]);
  });
}
