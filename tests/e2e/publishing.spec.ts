import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';

import type { BrowserContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { createCookie } from 'react-router';
import sharp from 'sharp';

import { E2E_ADMIN, E2E_SERVER_ENV } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './coach.ts';
import { expectNoAxeViolations, toast } from './helpers.ts';

/*
 * The coach's publishing desk (docs/product.md#publishing-desk): she writes, previews, publishes,
 * schedules, edits, unpublishes and deletes posts, with JavaScript and without it.
 */

const EXCERPT = 'Bu yazı, yeni bir başlangıcın ilk adımlarını sade bir dille anlatıyor.';

async function logIn(page: Page) {
  await page.getByLabel('E-posta').fill(E2E_ADMIN.email);
  await page.getByLabel('Şifre').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
}

async function openNewPost(page: Page) {
  await signIn(page, '/yonetim/yazilar/yeni');
}

/**
 * Ends the browser's session as 8 hours without a request would: its row stays, as the server
 * keeps an ended session's row for the editor stash (the cookie is read with the server's secret).
 */
async function endSessionOf(context: BrowserContext) {
  const value = (await context.cookies()).find((cookie) => cookie.name === 'yonetim_oturum')?.value;
  const cookie = createCookie('yonetim_oturum', { secrets: [E2E_SERVER_ENV.SESSION_SECRET] });
  const token: unknown = await cookie.parse(`yonetim_oturum=${value ?? ''}`);
  if (typeof token !== 'string') throw new Error('no session cookie');
  const db = new Database(path.resolve(E2E_SERVER_ENV.DATA_DIR, 'koc.sqlite'));
  try {
    const { changes } = db
      .prepare('update sessions set last_seen_at = ? where id = ?')
      .run(
        new Date(Date.now() - 9 * 60 * 60_000).toISOString(),
        createHash('sha256').update(token).digest('hex'),
      );
    if (changes !== 1) throw new Error('no such session');
  } finally {
    db.close();
  }
}

const cover = () =>
  sharp({ create: { width: 400, height: 210, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

/** Everything a post needs but its title and body. */
async function fillPost(page: Page, title: string, body: string) {
  await page.getByLabel('Başlık').fill(title);
  await page.getByLabel('Özet').fill(EXCERPT);
  await page
    .getByLabel('Kapak görseli', { exact: true })
    .setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: await cover() });
  await page.getByLabel('Kapak görselinin metni').fill('Sabah ışığında deniz kıyısı');
  await page.getByLabel('Metin (Markdown)').fill(body);
}

const preview = (page: Page) => page.getByRole('region', { name: 'Önizleme' });
const postUrl = /\/yonetim\/yazilar\/\d+$/;

test('with JavaScript: write, preview live, publish, conflict, schedule, unpublish, delete', async ({
  page,
  context,
}) => {
  // A whole working day in one test, a scheduled publication awaited among it: past a minute
  // on a loaded two-core machine.
  test.slow();
  const tag = randomBytes(3).toString('hex');
  await openNewPost(page);
  await fillPost(page, `Işıl Işıl Güneşli Öğle Şarkısı ${tag}`, '## Canlı önizleme\n\nİlk satır.');
  await expect(page.getByLabel('Adres')).toHaveValue(`isil-isil-gunesli-ogle-sarkisi-${tag}`);
  await expect(preview(page).getByRole('heading', { name: 'Canlı önizleme' })).toBeVisible();
  await page.getByLabel('Metin (Markdown)').fill('## Değişen başlık\n\nİkinci satır.');
  await expect(preview(page).getByRole('heading', { name: 'Değişen başlık' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Yayımla' }).click();
  await expect(toast(page)).toContainText('Yazı yayımlandı.');
  await expect(page).toHaveURL(postUrl);
  const editor = page.url();
  const slug = `isil-isil-gunesli-ogle-sarkisi-${tag}`;
  await page.goto('/blog');
  await expect(
    page.getByRole('link', { name: new RegExp(`Şarkısı ${tag}`) }).first(),
  ).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Işıl Işıl Güneşli Öğle Şarkısı ${tag}`,
  );
  for (const feed of ['/blog/rss.xml', '/sitemap.xml']) {
    expect(await (await page.request.get(feed)).text(), feed).toContain(`/blog/${slug}`);
  }

  // Two tabs on one post: the second save of the older one is refused, its text kept.
  await page.goto(editor);
  const other = await context.newPage();
  await other.goto(editor);
  await other.getByLabel('Metin (Markdown)').fill('Öbür sekmeden kaydedildi.');
  await other.getByRole('button', { name: 'Değişiklikleri kaydet' }).click();
  await expect(toast(other)).toContainText('Değişiklikler kaydedildi.');
  await page.getByLabel('Metin (Markdown)').fill('Bu sekmede yazdıklarım.');
  await page.getByRole('button', { name: 'Değişiklikleri kaydet' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Bu yazı siz açtıktan sonra başka bir yerde değiştirildi.',
  );
  await expect(page.getByLabel('Metin (Markdown)')).toHaveValue('Bu sekmede yazdıklarım.');
  await other.close();

  // The first version comes back from the revisions, saved as a new one.
  await page.goto(`${editor}/surumler`);
  await page.getByRole('link', { name: '1. sürüm' }).click();
  await page.getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
  await expect(page).toHaveURL(editor);
  await expect(page.getByLabel('Metin (Markdown)')).toHaveValue(
    '## Değişen başlık\n\nİkinci satır.',
  );

  // A new address: the old one leads to it for good.
  const renamed = `${slug}-yeni`;
  await page.getByLabel('Adres').fill(renamed);
  await page.getByRole('button', { name: 'Değişiklikleri kaydet' }).click();
  // The field shows the typed address at once: the answer to the old one says when it is saved.
  await expect
    .poll(async () => (await page.request.get(`/blog/${slug}`, { maxRedirects: 0 })).status())
    .toBe(301);
  await page.goto(`/blog/${slug}`);
  await expect(page).toHaveURL(`/blog/${renamed}`);
  await expect(page.getByRole('heading', { name: 'Değişen başlık' })).toBeVisible();

  // Scheduled a few seconds ahead, the post appears on /blog by itself.
  await page.goto('/yonetim/yazilar/yeni');
  const later = `Zamanlanmış Yazı ${tag}`;
  await fillPost(page, later, 'Zamanı gelince yayında.');
  const inIstanbul = new Date(Date.now() + 4000 + 3 * 3_600_000).toISOString().slice(0, 19);
  await page.getByLabel('Yayın zamanı (Türkiye saati, GMT+3)').fill(inIstanbul);
  await page.getByRole('button', { name: 'Zamanla' }).click();
  await expect(toast(page)).toContainText('yayımlanacak (Türkiye saati)');
  await expect(page.getByText(/^Durum:/).locator('..')).toContainText('Zamanlandı');
  const scheduledEditor = page.url();
  await expect(async () => {
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: new RegExp(later) }).first()).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });

  await page.goto(editor);
  await page.getByRole('button', { name: 'Yayından kaldır' }).click();
  // The status line, not only the toast: a toast closes by itself after 5 seconds.
  await expect(page.getByText(/^Durum:/).locator('..')).toContainText('Yayından kaldırıldı');
  expect((await page.request.get(`/blog/${renamed}`)).status()).toBe(404);

  await page.getByRole('link', { name: 'Sil', exact: true }).click();
  await expect(page.getByRole('group', { name: /silmek istediğinize emin misiniz/ })).toContainText(
    'yorumları kalıcı olarak silinir',
  );
  await page.getByRole('button', { name: 'Evet, sil' }).click();
  await expect(page).toHaveURL('/yonetim/yazilar');
  expect((await page.request.get(editor)).status()).toBe(404);
  for (const gone of [renamed, slug]) {
    expect((await page.request.get(`/blog/${gone}`)).status(), gone).toBe(404);
  }
  // The scheduled post goes too, leaving the blog as the other specs expect it.
  await page.goto(`${scheduledEditor}?sil=1`);
  await page.getByRole('button', { name: 'Evet, sil' }).click();
  await expect(page).toHaveURL('/yonetim/yazilar');
});

test('without JavaScript: Önizle, field errors keep the text, a draft stays hidden, an expired session loses nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const tag = randomBytes(3).toString('hex');
  const title = `Çalışkan Öğrencinin İlk Günü ${tag}`;
  const slug = `caliskan-ogrencinin-ilk-gunu-${tag}`;
  await openNewPost(page);
  await fillPost(page, title, '## Önizlenen başlık\n\nTaslak metni.');
  await page.getByLabel('Özet').fill('Çok kısa.');
  await page.getByRole('button', { name: 'Önizle' }).click();
  await expect(preview(page).getByRole('heading', { name: 'Önizlenen başlık' })).toBeVisible();
  await expect(page.getByLabel('Başlık')).toHaveValue(title);

  await page.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
  const excerpt = page.getByLabel('Özet');
  await expect(excerpt).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#yazi-excerpt-hata')).toHaveText('Özet en az 40 karakter olmalı.');
  await expect(excerpt).toHaveAttribute('aria-describedby', /yazi-excerpt-hata/);
  await expect(excerpt).toHaveValue('Çok kısa.');
  await expect(page.getByLabel('Başlık')).toHaveValue(title);
  await expect(page.getByLabel('Adres')).toHaveValue(slug);
  await expect(page.getByLabel('Metin (Markdown)')).toHaveValue(
    '## Önizlenen başlık\n\nTaslak metni.',
  );

  await excerpt.fill(EXCERPT);
  await page.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Taslak kaydedildi.' })).toBeVisible();
  await expect(page).toHaveURL(postUrl);
  const editor = page.url();
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(await (await page.request.get('/blog/rss.xml')).text()).not.toContain(slug);
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(slug);

  // The session ends while she writes: after signing in again her text is back.
  await endSessionOf(context);
  await page.getByLabel('Metin (Markdown)').fill('Oturum bitmişken yazdıklarım.');
  await page.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
  await expect(page).toHaveURL(/\/yonetim\/giris/);
  await logIn(page);
  await expect(page).toHaveURL(editor);
  await expect(page.getByRole('status').first()).toContainText(
    'Oturumunuzun süresi dolmuştu; yazdıklarınız geri yüklendi. Kaydetmeyi unutmayın.',
  );
  await expect(page.getByLabel('Metin (Markdown)')).toHaveValue('Oturum bitmişken yazdıklarım.');

  // Published and deleted without JavaScript too; delete asks first.
  await page.getByRole('button', { name: 'Yayımla' }).click();
  await expect(page.getByText(/^Durum:/).locator('..')).toContainText('Yayında');
  await page.goto(`/blog/${slug}`);
  await expect(page.getByText('Oturum bitmişken yazdıklarım.')).toBeVisible();
  await page.goto(editor);
  await page.getByRole('link', { name: 'Sil', exact: true }).click();
  await expect(page).toHaveURL(`${editor}?sil=1#silme-sorusu`);
  await page.getByRole('button', { name: 'Evet, sil' }).click();
  await expect(page).toHaveURL('/yonetim/yazilar');
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  await context.close();
});
