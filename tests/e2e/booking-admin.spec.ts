import { expect, test } from './fixtures.ts';
import { signIn } from './coach.ts';
import { expectNoAxeViolations, toast } from './helpers.ts';

/*
 * The coach's booking pages (docs/product.md#booking-desk): the week view and the list, then her
 * rules: a bad range is refused next to its weekday with what she typed kept, a day off is saved
 * and shows in its week. The calls' details are checked in tests/integration/booking-admin.test.ts
 * (no call can be booked in the browser on this branch).
 */

/** A date 170 days ahead (beyond the default 30-day window: the public page is not changed). */
function farDay(): { iso: string; dotted: string } {
  const iso = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + 170 * 24 * 60 * 60_000),
  );
  const [year, month, day] = iso.split('-');
  return { iso, dotted: `${day}.${month}.${year}` };
}

test('the week, the list, and the rules: a bad range refused next to its day, a day off saved', async ({
  page,
}) => {
  await signIn(page, '/yonetim/randevular');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Randevular');
  await expect(page.getByRole('link', { name: 'Randevular', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(main.getByText('Saatler Türkiye saatidir (Europe/Istanbul, GMT+3).')).toBeVisible();
  const days = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(days).toHaveCount(7);
  await expect(days.first()).toContainText('Pazartesi');
  await expect(main.getByText('Bugün', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Sonraki hafta' }).click();
  await expect(page).toHaveURL(/\/yonetim\/randevular\?hafta=\d{4}-\d{2}-\d{2}$/);
  await expect(main.getByText('Bugün', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: /^Liste/ }).click();
  await expect(page).toHaveURL('/yonetim/randevular?gorunum=liste');
  await expect(main.getByRole('heading', { name: 'Bugün ve sonrası' })).toBeVisible();

  await page.getByRole('link', { name: 'Randevu ayarları' }).click();
  await expect(page).toHaveURL('/yonetim/randevular/ayarlar');
  await expect(page.getByRole('radio', { name: '30 dakika' })).toBeChecked();
  await expect(page.getByLabel('Pazartesi')).toHaveValue('10:00-17:00');
  await expect(
    page.getByRole('group', { name: 'Haftalık görüşme saatleri (Türkiye saati, Europe/Istanbul)' }),
  ).toBeVisible();

  const far = farDay();
  const daysOff = page.getByLabel('İzin günleri');
  // The test server's data outlives a run: an earlier run's line goes first.
  const before = (await daysOff.inputValue())
    .split('\n')
    .filter((line) => !line.startsWith(far.dotted))
    .join('\n');
  await page.getByLabel('Cumartesi').fill('10:00-12:00, 11:00-13:00');
  await daysOff.fill(`${before}\n${far.dotted} E2E izni`.trim());
  await page.getByRole('button', { name: 'Kaydet' }).click();
  const saturday = page.getByLabel('Cumartesi');
  await expect(saturday).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#randevu-hours6-hata')).toHaveText(
    '“10:00-12:00” ile “11:00-13:00” çakışıyor.',
  );
  await expect(saturday).toHaveValue('10:00-12:00, 11:00-13:00');
  await expect(daysOff).toHaveValue(new RegExp(`${far.dotted} E2E izni$`));
  await expectNoAxeViolations(page);

  await saturday.fill('');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page)).toContainText('Randevu ayarları kaydedildi.');
  await expect(daysOff).toHaveValue(new RegExp(`${far.dotted} E2E izni$`));

  await page.goto(`/yonetim/randevular?hafta=${far.iso}`);
  await expect(main.getByRole('listitem').filter({ hasText: 'İzin günü: E2E izni' })).toHaveCount(
    1,
  );
});
