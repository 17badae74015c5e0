import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

import { commentItems, moderate, toast, uniqueClient, uniqueName } from './helpers.ts';

const POST = '/blog/yeniden-baslamak';
const commentForm = (page: Page) => page.locator('#yorumlar form');

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(uniqueClient());
});

test('a post with no approved comment says so; the form has its placeholder and 4 rows', async ({
  page,
}) => {
  await page.goto('/blog/umut-ekmek');
  const section = page.locator('#yorumlar');
  await expect(section.getByRole('heading', { name: /Yorumlar \(0\)/ })).toBeVisible();
  await expect(section).toContainText('Henüz yorum yapılmamış. İlk yorumu sen yap!');
  const name = commentForm(page).getByLabel('Adın');
  await expect(name).toHaveAttribute('placeholder', 'Adın Soyadın');
  await expect(name).toHaveAttribute('required', '');
  await expect(commentForm(page).getByLabel('Yorumun')).toHaveAttribute('rows', '4');
});

test('blank: destructive "Eksik Bilgi" and nothing is sent', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto(POST);
  await commentForm(page).getByLabel('Adın').fill('Sadece Ad');
  await commentForm(page).getByRole('button', { name: 'Yorumu Gönder' }).click();
  await expect(toast(page)).toContainText('Eksik Bilgi');
  await expect(toast(page)).toContainText('Lütfen adınızı ve yorumunuzu girin.');
  await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
  expect(posts).toEqual([]);
});

test('success clears both fields; approved it appears live, unpublished it disappears', async ({
  page,
  browser,
}) => {
  const name = uniqueName('Canlı Yorumcu');
  const watcher = await browser.newPage();
  await watcher.goto(POST);
  const before = await commentItems(watcher).count();

  await page.goto(POST);
  await commentForm(page).getByLabel('Adın').fill(name);
  await commentForm(page).getByLabel('Yorumun').fill('İlk satır\n<b>kalın değil</b>');
  await commentForm(page).getByRole('button', { name: 'Yorumu Gönder' }).click();
  await expect(toast(page)).toContainText('Yorumunuz Alındı');
  await expect(toast(page)).toContainText('Yorumunuz onaylandıktan sonra yayınlanacaktır.');
  await expect(commentForm(page).getByLabel('Adın')).toHaveValue('');
  await expect(commentForm(page).getByLabel('Yorumun')).toHaveValue('');

  await moderate('comment', name, 'approve');
  const comment = commentItems(watcher).filter({ hasText: name });
  await expect(comment).toBeVisible({ timeout: 2000 });
  await expect(commentItems(watcher).first()).toContainText(name);
  await expect(watcher.getByRole('heading', { name: `Yorumlar (${before + 1})` })).toBeVisible();
  await expect(comment).toContainText('<b>kalın değil</b>');
  await expect(comment.locator('b')).toHaveCount(0);
  // The comments sit below the first screen, where the browser lays them out only in the frame
  // after they come near it (content-visibility); the line break is a matter of layout, so look
  // at it there.
  await comment.scrollIntoViewIfNeeded();
  await expect
    .poll(() => comment.locator('p').last().innerText())
    .toBe('İlk satır\n<b>kalın değil</b>');

  await moderate('comment', name, 'unpublish');
  await expect(comment).toHaveCount(0, { timeout: 2000 });
  await watcher.close();
});

test('a server refusal keeps both fields: "Yorum Gönderilemedi"', async ({ page }) => {
  await page.goto(POST);
  await commentForm(page).getByLabel('Adın').fill('Uzun Yazan');
  await commentForm(page)
    .getByLabel('Yorumun')
    .evaluate((el: HTMLTextAreaElement) => {
      el.removeAttribute('maxlength');
      el.value = 'x'.repeat(2001);
    });
  await commentForm(page).getByRole('button', { name: 'Yorumu Gönder' }).click();
  await expect(toast(page)).toContainText('Yorum Gönderilemedi');
  await expect(toast(page)).toContainText('Yorum en fazla 2.000 karakter olabilir.');
  await expect(commentForm(page).getByLabel('Adın')).toHaveValue('Uzun Yazan');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('blank answers 400 inline; success redirects to the comments with the message', async ({
    page,
  }) => {
    await page.goto(POST);
    await commentForm(page).getByLabel('Yorumun').fill('Adsız yorum');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      commentForm(page).getByRole('button', { name: 'Yorumu Gönder' }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByRole('alert').first()).toContainText(
      'Lütfen adınızı ve yorumunuzu girin.',
    );
    await expect(commentForm(page).getByLabel('Yorumun')).toHaveValue('Adsız yorum');

    await commentForm(page).getByLabel('Adın').fill(uniqueName('JS Olmadan'));
    await commentForm(page).getByRole('button', { name: 'Yorumu Gönder' }).click();
    await expect(page).toHaveURL(`${POST}#yorumlar`);
    await expect(page.getByRole('status').first()).toContainText('Yorumunuz Alındı');
  });
});
