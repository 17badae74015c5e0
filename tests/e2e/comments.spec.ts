import path from 'node:path';

import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures.ts';

import { messages } from '#app/data/messages/messages.ts';
import { commentConsentText } from '#app/data/publish-consent.ts';

import {
  commentItems,
  eachTestItsOwnClient,
  expectRefusedInline,
  moderate,
  toast,
  uniqueName,
} from './helpers.ts';

const POST = '/blog/yeniden-baslamak';
const commentForm = (page: Page) => page.locator('#yorumlar form');
const consentBox = (page: Page) =>
  commentForm(page).getByRole('checkbox', { name: /yayımlanmasına izin veriyorum/ });
const CONSENT_MISSING = messages.comment.consentMissing;

/** The consent texts stored with that author's comments, as the server wrote them. */
function storedConsents(name: string): Array<string | null> {
  const db = new Database(path.resolve('tests/.tmp/e2e-data/koc.sqlite'), { readonly: true });
  try {
    return db
      .prepare<[string], { text: string | null }>(
        'select publish_consent_text as text from blog_comments where author_name = ?',
      )
      .all(name)
      .map((row) => row.text);
  } finally {
    db.close();
  }
}

eachTestItsOwnClient();

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
  await expect(consentBox(page)).not.toBeChecked();
  await expect(
    commentForm(page).getByRole('link', { name: 'Aydınlatma Metni' }).first(),
  ).toHaveAttribute('href', '/kvkk');
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
  await consentBox(page).check();
  await commentForm(page).getByRole('button', { name: 'Yorumu Gönder' }).click();
  await expect(toast(page)).toContainText('Yorumunuz Alındı');
  await expect(toast(page)).toContainText('Yorumunuz onaylandıktan sonra yayınlanacaktır.');
  await expect(commentForm(page).getByLabel('Adın')).toHaveValue('');
  await expect(commentForm(page).getByLabel('Yorumun')).toHaveValue('');
  await expect(consentBox(page)).not.toBeChecked();
  expect(storedConsents(name)).toEqual([commentConsentText]);

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

test('an unticked consent box: refused beside the box and in a toast, keeping what was typed; nothing is stored', async ({
  page,
}) => {
  const name = uniqueName('İzinsiz Yorumcu');
  await page.goto(POST);
  await commentForm(page).getByLabel('Adın').fill(name);
  await commentForm(page).getByLabel('Yorumun').fill('Kutuyu işaretlemeyi unuttum.');
  await commentForm(page).getByRole('button', { name: 'Yorumu Gönder' }).click();
  await expect(toast(page)).toContainText('Yorum Gönderilemedi');
  await expect(toast(page)).toContainText(CONSENT_MISSING);
  await expect(consentBox(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(consentBox(page)).toHaveAccessibleDescription(CONSENT_MISSING);
  await expect(commentForm(page).getByLabel('Adın')).toHaveValue(name);
  await expect(commentForm(page).getByLabel('Yorumun')).toHaveValue('Kutuyu işaretlemeyi unuttum.');
  expect(storedConsents(name)).toEqual([]);
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
  await consentBox(page).check();
  await commentForm(page).getByRole('button', { name: 'Yorumu Gönder' }).click();
  await expect(toast(page)).toContainText('Yorum Gönderilemedi');
  await expect(toast(page)).toContainText('Yorum en fazla 2.000 karakter olabilir.');
  await expect(commentForm(page).getByLabel('Adın')).toHaveValue('Uzun Yazan');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('blank answers 400 inline, an unticked box too; success redirects to the comments with the message', async ({
    page,
  }) => {
    await page.goto(POST);
    await commentForm(page).getByLabel('Yorumun').fill('Adsız yorum');
    await expectRefusedInline(
      page,
      commentForm(page).getByRole('button', { name: 'Yorumu Gönder' }),
      'Lütfen adınızı ve yorumunuzu girin.',
    );
    await expect(commentForm(page).getByLabel('Yorumun')).toHaveValue('Adsız yorum');

    // The name given, the box still unticked: refused beside the box, the text kept.
    const name = uniqueName('JS Olmadan');
    await commentForm(page).getByLabel('Adın').fill(name);
    await commentForm(page).getByRole('button', { name: 'Yorumu Gönder' }).click();
    await expect(consentBox(page)).toHaveAccessibleDescription(CONSENT_MISSING);
    await expect(commentForm(page).getByLabel('Adın')).toHaveValue(name);

    await consentBox(page).check();
    await commentForm(page).getByRole('button', { name: 'Yorumu Gönder' }).click();
    await expect(page).toHaveURL(`${POST}#yorumlar`);
    await expect(page.getByRole('status').first()).toContainText('Yorumunuz Alındı');
  });
});
