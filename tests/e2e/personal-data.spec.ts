import { randomBytes } from 'node:crypto';

import type { Browser } from '@playwright/test';

import { expect } from './fixtures.ts';
import { coachTest } from './coach.ts';
import {
  commentItems,
  expectNoAxeViolations,
  moderate,
  sendComment,
  sendStory,
  storyCards,
  toast,
  uniqueClient,
  uniqueName,
  visitorPage,
} from './helpers.ts';

const POST = '/blog/yeniden-baslamak';
const PAGE = '/yonetim/kisisel-veri';

const test = coachTest;

/** One person's footprint: a subscription, a story with a photo and an approved comment. */
async function leaveTraces(browser: Browser, email: string, name: string) {
  const page = await visitorPage(browser);
  const signup = await page.request.post('/bulten', {
    headers: { Accept: 'text/html' },
    form: { email },
    maxRedirects: 0,
  });
  expect(signup.status()).toBe(303);

  await sendStory(page, {
    name,
    email,
    text: 'Koçlukla hayatım değişti.',
    photo: { width: 200, height: 120, fileName: 'ben.png' },
  });
  await sendComment(page, POST, name, 'Çok faydalı bir yazı.');
  await page.close();
}

test('the coach erases a person: the approved comment leaves the open post, the photo is gone, others stay', async ({
  admin,
  browser,
  request,
}) => {
  test.slow(); // a story with a photo, two comments, two pages
  const tag = randomBytes(3).toString('hex');
  const email = `silinecek.${tag}@ornek.com`;
  const name = uniqueName('Silinecek Kişi');
  const other = uniqueName('Kalacak Kişi');
  await leaveTraces(browser, email, name);
  await moderate('story', name, 'approve');
  await moderate('comment', name, 'approve');
  const otherPage = await visitorPage(browser);
  await sendComment(otherPage, POST, other, 'Ben de katılıyorum.');
  await otherPage.close();
  await moderate('comment', other, 'approve');

  const post = await browser.newPage();
  await post.goto(POST);
  const mine = commentItems(post).filter({ hasText: name });
  const theirs = commentItems(post).filter({ hasText: other });
  await expect(mine).toBeVisible();
  await expect(theirs).toBeVisible();
  const home = await browser.newPage();
  await home.goto('/');
  const card = storyCards(home).filter({ hasText: name });
  await expect(card).toBeVisible();
  const photo = (await card.getByRole('img').first().getAttribute('src'))!;
  expect(photo).toMatch(/^\/fotograflar\//);

  await admin
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Kişisel Veri Silme' })
    .click();
  await expect(admin).toHaveURL(PAGE);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Kişisel Veri Silme');
  await admin.getByLabel('E-posta adresi').fill(email.toUpperCase());
  await admin
    .getByLabel('Yorumlarda kullandığı ad (isteğe bağlı)')
    .fill(name.toLocaleUpperCase('tr-TR'));
  await admin.getByRole('button', { name: 'Kayıtları Bul' }).click();
  const found = admin.getByRole('region', { name: 'Bulunan kayıtlar' });
  await expect(found).toContainText('Bülten aboneliğiVar');
  await expect(found).toContainText('Dönüşüm hikâyesi1');
  await expect(found).toContainText('Fotoğraf1');
  await expect(found).toContainText('Yorum (ada göre)1');
  await expect(found.getByRole('checkbox', { name: new RegExp(name) })).toBeChecked();
  await expect(found).not.toContainText(other);
  await expectNoAxeViolations(admin);

  await found.getByRole('button', { name: 'Evet, Kalıcı Olarak Sil' }).click();
  await expect(toast(admin)).toContainText(
    /Kişisel veriler silindi: 1 abonelik, 1 onay kaydı, 1 hikâye, 1 fotoğraf, 1 yorum, 0 randevu, \d+ e-posta kaydı\./,
  );
  await expect(admin).toHaveURL(PAGE);

  // The open pages drop the person's approved items at once; the other person's comment stays.
  await expect(mine).toHaveCount(0, { timeout: 3000 });
  await expect(card).toHaveCount(0, { timeout: 3000 });
  await expect(theirs).toBeVisible();
  await post.reload();
  await expect(mine).toHaveCount(0);
  await expect(theirs).toBeVisible();
  expect((await request.get(photo)).status()).toBe(404);

  // Nothing is left for the address, and the log keeps counts, not the address.
  await admin.getByLabel('E-posta adresi').fill(email);
  await admin.getByRole('button', { name: 'Kayıtları Bul' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'kayıt bulunamadı' })).toHaveText(
    'Bu e-posta adresine ve ada bağlı kayıt bulunamadı.',
  );
  await admin.goto('/yonetim');
  // Other tests erase people at the same time: this erasure is the one with these counts.
  const entry = admin
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: 'Bir kişinin verileri silindi' })
    .filter({ hasText: '1 abonelik, 1 onay kaydı, 1 hikâye, 1 fotoğraf, 1 yorum' });
  await expect(entry.first()).toBeVisible();
  await expect(admin.getByRole('main')).not.toContainText(email);

  await moderate('comment', other, 'delete');
  await post.close();
  await home.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('find and erase a subscriber', async ({ admin, request }) => {
    const email = `jssiz.${randomBytes(3).toString('hex')}@ornek.com`;
    const signup = await request.post('/bulten', {
      headers: { ...uniqueClient(), Accept: 'text/html' },
      form: { email },
      maxRedirects: 0,
    });
    expect(signup.status()).toBe(303);
    await admin.goto(PAGE);
    // The browser lets "ad@adres" through; the site's rule wants a dot after the at-sign.
    await admin.getByLabel('E-posta adresi').fill('ad@adres');
    const [invalid] = await Promise.all([
      admin.waitForResponse((r) => r.request().method() === 'POST'),
      admin.getByRole('button', { name: 'Kayıtları Bul' }).click(),
    ]);
    expect(invalid.status()).toBe(400);
    await expect(admin.getByText('Geçerli bir e-posta adresi girin.')).toBeVisible();
    await expect(admin.getByLabel('E-posta adresi')).toHaveAttribute('aria-invalid', 'true');

    await admin.getByLabel('E-posta adresi').fill(email);
    await admin.getByRole('button', { name: 'Kayıtları Bul' }).click();
    const found = admin.getByRole('region', { name: 'Bulunan kayıtlar' });
    await expect(found).toContainText('Bülten aboneliğiVar');
    await expect(found).toContainText('Bülten onay kaydı1');
    await expect(found).toContainText('Yorum (ada göre)Ad yazılmadı');
    await found.getByRole('button', { name: 'Evet, Kalıcı Olarak Sil' }).click();
    await expect(admin).toHaveURL(PAGE);
    await expect(admin.getByRole('status').first()).toContainText(
      // A sign-up not confirmed yet: its consent row and its confirmation mail.
      /Kişisel veriler silindi: 1 abonelik, 1 onay kaydı, 0 hikâye, 0 fotoğraf, 0 yorum, 0 randevu, 1 e-posta kaydı\./,
    );
    const again = await request.post('/bulten', {
      headers: { ...uniqueClient(), Accept: 'text/html' },
      form: { email },
      maxRedirects: 0,
    });
    expect(again.status(), 'the address is no longer a subscriber').toBe(303);
  });
});

test('erasing needs the coach’s session and a request from this site', async ({
  request,
  admin,
  baseURL,
}) => {
  const form = { intent: 'erase', email: 'biri@ornek.com', name: '' };
  const anonymous = await request.post(PAGE, {
    headers: { Origin: baseURL! },
    form,
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toBe(
    `/yonetim/giris?redirectTo=${encodeURIComponent(PAGE)}`,
  );
  const foreign = await admin.request.post(PAGE, {
    headers: { Origin: 'https://kotu.example' },
    form,
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(403);
  const get = await request.get(PAGE, { maxRedirects: 0 });
  expect(get.status()).toBe(302);
});
