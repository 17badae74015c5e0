import path from 'node:path';

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { coachPage } from './coach.ts';
import Database from 'better-sqlite3';
import sharp from 'sharp';

import { messages } from '#app/data/messages/messages.ts';
import { storyConsentText } from '#app/data/publish-consent.ts';

import {
  eachTestItsOwnClient,
  expectRefusedInline,
  moderate,
  storyCards,
  toast,
  uniqueName,
} from './helpers.ts';

const storyForm = (page: Page) => page.locator('#hikayeni-paylas form');
const consentBox = (page: Page) =>
  storyForm(page).getByRole('checkbox', { name: /sitede yayımlanmasına izin veriyorum/ });
const CONSENT_MISSING = messages.story.consentMissing;
const photoPreview = (page: Page) =>
  storyForm(page).getByRole('img', { name: 'Seçilen fotoğrafın önizlemesi' });

/** The form filled in as a visitor sends it, the publishing consent ticked unless `consent` is false. */
async function fillStory(
  page: Page,
  name: string,
  story = 'Koçluk sayesinde kendime yeniden inandım.',
  { consent = true } = {},
) {
  const form = storyForm(page);
  await form.getByLabel('Adın Soyadın').fill(name);
  await form.getByLabel('E-posta adresin').fill('gizli.adres@ornek.com');
  await form.getByLabel('Dönüşüm hikâyen').fill(story);
  if (consent) await consentBox(page).check();
}

/** How many stories the server stored under this name. */
function storedStories(name: string): number {
  const db = new Database(path.resolve('tests/.tmp/e2e-data/koc.sqlite'), { readonly: true });
  try {
    const row = db
      .prepare('select count(*) as n from transformation_stories where author_name = ?')
      .get(name) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: '#f59e0b' } })
    .png()
    .toBuffer();
}

eachTestItsOwnClient();

test('blank required fields: "Eksik Bilgi" and nothing is sent', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto('/');
  await storyForm(page).getByLabel('Adın Soyadın').fill('   ');
  await storyForm(page).getByRole('button', { name: 'Hikâyemi Gönder' }).click();
  await expect(toast(page)).toContainText('Eksik Bilgi');
  await expect(toast(page)).toContainText('Lütfen tüm zorunlu alanları doldurun.');
  expect(posts).toEqual([]);
  await expect(storyForm(page).getByLabel('E-posta adresin')).toHaveAttribute('type', 'email');
});

test('the publishing consent box: unticked it refuses the story beside the box and in a toast; ticked the story is sent and the coach sees the consent', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = uniqueName('İzinli Deniz');
  await page.goto('/');
  await expect(consentBox(page)).not.toBeChecked();
  await expect(
    storyForm(page).getByRole('link', { name: 'Aydınlatma Metni' }).first(),
  ).toHaveAttribute('href', '/kvkk');
  await fillStory(page, name, undefined, { consent: false });
  await storyForm(page).getByRole('button', { name: 'Hikâyemi Gönder' }).click();
  await expect(toast(page)).toContainText('Bir Hata Oluştu');
  await expect(toast(page)).toContainText(CONSENT_MISSING);
  await expect(consentBox(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(consentBox(page)).toHaveAccessibleDescription(CONSENT_MISSING);
  await expect(storyForm(page).getByLabel('Adın Soyadın')).toHaveValue(name);
  expect(storedStories(name)).toBe(0);

  await consentBox(page).check();
  await storyForm(page).getByRole('button', { name: 'Hikâyemi Gönder' }).click();
  await expect(toast(page).filter({ hasText: 'Başarıyla Gönderildi! 🎉' })).toBeVisible();
  expect(storedStories(name)).toBe(1);

  // The coach's list says when the box was ticked, in Türkiye time, and keeps its text.
  const coach = await coachPage(browser, '/yonetim/hikayeler');
  const card = coach.getByRole('article', { name });
  await expect(card).toContainText(
    /Yayın izni: \d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4} \d{2}:\d{2} \(Türkiye saati\)/,
  );
  await card.getByText('Yayın izni:').click();
  await expect(card.getByText(storyConsentText)).toBeVisible();
  await coach.request.post('/yonetim/cikis', { headers: { Origin: baseURL! } });
  await coach.close();
  await moderate('story', name, 'delete');
});

test('a photo over 5 MB is refused in the browser and the selection is cleared', async ({
  page,
}) => {
  await page.goto('/');
  const input = storyForm(page).getByLabel(/Fotoğrafın/);
  await input.setInputFiles({
    name: 'buyuk.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
  });
  await expect(toast(page)).toContainText('Dosya Boyutu Çok Büyük');
  await expect(toast(page)).toContainText("Lütfen 5MB'den küçük bir fotoğraf yükleyin.");
  await expect(input).toHaveValue('');
  await expect(photoPreview(page)).toHaveCount(0);
});

test('a story with a photo: preview, "Gönderiliyor...", success, reset; approved it appears live with the re-encoded photo', async ({
  page,
  browser,
  request,
}) => {
  const name = uniqueName('Fotoğraflı Selin');
  const watcher = await browser.newPage();
  await watcher.goto('/');
  await expect(storyCards(watcher).filter({ hasText: name })).toHaveCount(0);

  await page.goto('/');
  await fillStory(page, name);
  await storyForm(page)
    .getByLabel(/Fotoğrafın/)
    .setInputFiles({ name: 'yuzum.png', mimeType: 'image/png', buffer: await smallPng() });
  await expect(photoPreview(page)).toBeVisible();
  await expect(storyForm(page).getByText('yuzum.png')).toBeVisible();
  // The fetcher posts to a ".data" URL with ?index: delay exactly that request.
  await page.route(
    (url) => url.searchParams.has('index'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    },
  );
  await storyForm(page).getByRole('button', { name: 'Hikâyemi Gönder' }).click();
  await expect(storyForm(page).getByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
  await expect(toast(page)).toContainText('Başarıyla Gönderildi! 🎉');
  await expect(toast(page)).toContainText('Dönüşüm hikayen incelendikten sonra yayınlanacak.');
  await expect(storyForm(page).getByLabel('Adın Soyadın')).toHaveValue('');
  await expect(photoPreview(page)).toHaveCount(0);

  await moderate('story', name, 'approve');
  const card = storyCards(watcher).filter({ hasText: name });
  await expect(card).toBeVisible({ timeout: 2000 });
  await expect(card).not.toContainText('gizli.adres@ornek.com');
  await expect(card).toContainText(
    /\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}/,
  );
  const photo = card.getByRole('img', { name: `${name} fotoğrafı` });
  await expect(photo).toHaveAttribute('src', /^\/fotograflar\/[\w-]+\.webp$/);
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  const photoResponse = await request.get((await photo.getAttribute('src'))!);
  expect(photoResponse.headers()['content-type']).toBe('image/webp');
  expect(photoResponse.headers()['cache-control']).toBe('public, no-cache');

  await moderate('story', name, 'unpublish');
  await expect(card).toHaveCount(0, { timeout: 2000 });
  await watcher.close();
});

test("cards: visitors' stories first, at most nine, quotes cut to 150 characters, newest first", async ({
  page,
}) => {
  const long = uniqueName('Uzun Hikaye');
  await page.goto('/');
  await fillStory(page, long, `${'Bu yolculuk bana sabrı öğretti. '.repeat(10)}SON`);
  await storyForm(page).getByRole('button', { name: 'Hikâyemi Gönder' }).click();
  await expect(toast(page)).toContainText('Başarıyla Gönderildi! 🎉');
  await moderate('story', long, 'approve');
  await page.reload();
  const list = page.getByRole('list', { name: 'Danışan yorumları ve dönüşüm hikâyeleri' });
  const items = list.getByRole('listitem');
  expect(await items.count()).toBeLessThanOrEqual(9);
  // Other tests approve stories at the same time, so find this one rather than assume it is first.
  const card = items.filter({ hasText: long });
  await expect(card).toHaveCount(1);
  await expect(items.first()).toContainText(/Dönüşüm hikâyesi ·/);
  const quote = (await card.locator('blockquote').innerText()).trim();
  expect(Array.from(quote).length).toBeLessThanOrEqual(151);
  expect(quote.endsWith('…')).toBe(true);
  expect(quote).not.toContain('SON');
  await moderate('story', long, 'delete');
});

test('after a client-side navigation to the home page the cards stream in behind the loading message', async ({
  page,
}) => {
  await page.goto('/hakkimda');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('link', { name: /ana sayfa/ })
    .first()
    .click();
  await expect(page).toHaveURL('/');
  const list = page.getByRole('list', { name: 'Danışan yorumları ve dönüşüm hikâyeleri' });
  await list.scrollIntoViewIfNeeded();
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('Hikayeler yükleniyor, lütfen bekleyin...')).toHaveCount(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a story photo that no longer loads falls back to the default avatar', async ({
  page,
  browser,
}) => {
  const name = uniqueName('Kırık Fotoğraf');
  await page.goto('/');
  await fillStory(page, name);
  await storyForm(page)
    .getByLabel(/Fotoğrafın/)
    .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: await smallPng() });
  await storyForm(page).getByRole('button', { name: 'Hikâyemi Gönder' }).click();
  await expect(toast(page)).toContainText('Başarıyla Gönderildi! 🎉');
  await moderate('story', name, 'approve');
  // The photo row disappears behind the server's back (a restore gone wrong, say).
  const db = new Database(path.resolve('tests/.tmp/e2e-data/koc.sqlite'));
  db.prepare(
    "delete from photos where '/fotograflar/' || name = (select image_url from transformation_stories where author_name = ?)",
  ).run(name);
  db.close();
  // A fresh context: this page may already hold the photo in its HTTP cache.
  const visitor = await browser.newContext();
  const fresh = await visitor.newPage();
  await fresh.goto('/');
  const card = storyCards(fresh).filter({ hasText: name });
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('img')).toHaveAttribute('src', '/images/avatar-default.svg');
  await visitor.close();
  await moderate('story', name, 'delete');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the approved stories and the testimonials, not a loading message', async ({
    page,
  }) => {
    const name = uniqueName('JS Olmadan Görünen');
    await page.goto('/');
    await fillStory(page, name);
    await storyForm(page).getByRole('button', { name: 'Hikâyemi Gönder' }).click();
    await expect(page).toHaveURL('/#hikayeler');
    await moderate('story', name, 'approve');
    await page.goto('/');
    const list = page.getByRole('list', { name: 'Danışan yorumları ve dönüşüm hikâyeleri' });
    await expect(storyCards(page).filter({ hasText: name })).toBeVisible();
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(1);
    await expect(page.getByText('Hikayeler yükleniyor, lütfen bekleyin...')).toHaveCount(0);
    await moderate('story', name, 'delete');
  });

  test('blank fields answer 400 with "Eksik Bilgi" and keep what was typed; success redirects with the message', async ({
    page,
  }) => {
    await page.goto('/');
    await storyForm(page).getByLabel('Adın Soyadın').fill('Yarım Kalan');
    await expectRefusedInline(
      page,
      storyForm(page).getByRole('button', { name: 'Hikâyemi Gönder' }),
      'Lütfen tüm zorunlu alanları doldurun.',
    );
    await expect(storyForm(page).getByLabel('Adın Soyadın')).toHaveValue('Yarım Kalan');

    await fillStory(page, uniqueName('JS Olmadan'));
    await storyForm(page).getByRole('button', { name: 'Hikâyemi Gönder' }).click();
    await expect(page).toHaveURL('/#hikayeler');
    await expect(page.getByRole('status').first()).toContainText('Başarıyla Gönderildi! 🎉');
  });

  test('an unticked consent box answers 400 with its message beside the box, keeping what was typed; ticked the story is stored', async ({
    page,
  }) => {
    const name = uniqueName('İzinsiz JS Olmadan');
    await page.goto('/');
    await fillStory(page, name, 'Sayfa yenilense de yazdıklarım kaybolmadı.', { consent: false });
    await expectRefusedInline(
      page,
      storyForm(page).getByRole('button', { name: 'Hikâyemi Gönder' }),
      CONSENT_MISSING,
    );
    await expect(consentBox(page)).toHaveAccessibleDescription(CONSENT_MISSING);
    await expect(consentBox(page)).not.toBeChecked();
    await expect(storyForm(page).getByLabel('Adın Soyadın')).toHaveValue(name);
    await expect(storyForm(page).getByLabel('Dönüşüm hikâyen')).toHaveValue(
      'Sayfa yenilense de yazdıklarım kaybolmadı.',
    );
    expect(storedStories(name)).toBe(0);

    await consentBox(page).check();
    await storyForm(page).getByRole('button', { name: 'Hikâyemi Gönder' }).click();
    await expect(page).toHaveURL('/#hikayeler');
    await expect(page.getByRole('status').first()).toContainText('Başarıyla Gönderildi! 🎉');
    expect(storedStories(name)).toBe(1);
    await moderate('story', name, 'delete');
  });
});
