import { randomBytes } from 'node:crypto';

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

import {
  commentItems,
  eachTestItsOwnClient,
  moderate,
  sendComment,
  storyCards,
  toast,
} from './helpers.ts';
import { publicRoutes } from './routes.ts';

/*
 * WCAG 1.4.10 (reflow): every public page reads on a 320 px wide phone without sideways
 * scrolling, long Turkish button labels and visitors' unbroken words included.
 */
const PHONE = { width: 320, height: 640 };
const POST = '/blog/yeniden-baslamak';

test.use({ viewport: PHONE });

eachTestItsOwnClient();

/**
 * How wide the page scrolls once its web font has settled the text's widths. Sections below the
 * first are laid out only near the screen (content-visibility: auto, app/app.css), and their
 * paint containment clips what overflows them instead of widening the page; text cut off is as
 * lost as text off to the side, so they are measured as plain blocks.
 */
async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
    return document.documentElement.scrollWidth;
  });
}

/** One unbroken word of `length` letters, unique to this run so the coach's list finds it. */
function unbrokenWord(prefix: string, length: number): string {
  const start = `${prefix}${randomBytes(3).toString('hex')}`;
  return `${start}${'ş'.repeat(length - start.length)}`;
}

test('every public page fits 320 px without sideways scrolling', async ({ page }) => {
  for (const { path } of publicRoutes) {
    await page.goto(path);
    expect(await scrollWidth(page), path).toBeLessThanOrEqual(PHONE.width);
  }
});

test('an approved story and comment with words longer than the screen break instead of widening the page', async ({
  page,
}) => {
  // A name may have at most 100 characters; the texts get 300 without a space.
  const storyAuthor = unbrokenWord('Hikayeci', 100);
  await page.goto('/#hikayeni-paylas');
  const story = page.locator('#hikayeni-paylas form');
  await story.getByLabel('Adın Soyadın').fill(storyAuthor);
  await story.getByLabel('E-posta adresin').fill('uzun.kelime@ornek.com');
  await story.getByLabel('Dönüşüm hikâyen').fill(unbrokenWord('Dönüşüm', 300));
  await story.getByLabel(/sitede yayımlanmasına izin veriyorum/).check();
  await story.getByRole('button', { name: 'Hikâyemi Gönder' }).click();
  await expect(toast(page)).toContainText('Başarıyla Gönderildi! 🎉');

  const commentAuthor = unbrokenWord('Yorumcu', 100);
  await sendComment(page, POST, commentAuthor, unbrokenWord('Teşekkür', 300));

  await moderate('story', storyAuthor, 'approve');
  await moderate('comment', commentAuthor, 'approve');

  await page.goto('/');
  await expect(storyCards(page).filter({ hasText: storyAuthor })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.goto(POST);
  await expect(commentItems(page).filter({ hasText: commentAuthor })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

  await moderate('story', storyAuthor, 'delete');
  await moderate('comment', commentAuthor, 'delete');
});
