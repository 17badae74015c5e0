import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expect } from './fixtures.ts';

/**
 * A client address of its own for each test (documentation range 2001:db8::/32), sent as
 * X-Forwarded-For, which the server trusts from loopback: rate limits then count per test.
 */
export function uniqueClient(): Record<string, string> {
  return {
    'X-Forwarded-For': `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`,
  };
}

export function uniqueName(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString('hex')}`;
}

/** The coach's decision, through the test-only endpoint (the same domain operations as the moderation area). */
export async function moderate(
  request: APIRequestContext,
  type: 'story' | 'comment',
  authorName: string,
  action: 'approve' | 'unpublish' | 'delete',
): Promise<void> {
  const response = await request.post('/__e2e/moderate', { data: { type, authorName, action } });
  if (!response.ok()) throw new Error(`moderate ${action} ${authorName}: ${response.status()}`);
}

/** The visible toast of the "Notifications (F8)" region. */
export function toast(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' }).locator('li');
}

/** WCAG 2.2 AA and axe's best practices on the page as it is now; each violation names its nodes. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

/**
 * An illustration (public/images/….svg) as the page shows it: drawn in place as the file's own
 * `<svg>` (app/server/inline-images.server.ts), no request, in the proportions of the image.
 */
export async function expectIllustration(
  drawing: Locator,
  image: { src: string; width: number; height: number },
): Promise<void> {
  await expect(drawing).toBeVisible();
  const file = readFileSync(path.join('public', image.src), 'utf8');
  const body = /<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(file)?.[1] ?? '';
  const drawn = await drawing.evaluate((node) => ({
    tag: node.tagName,
    viewBox: node.getAttribute('viewBox'),
    shapes: Array.from(node.querySelectorAll('*'), (shape) => shape.tagName),
  }));
  expect(drawn, image.src).toEqual({
    tag: 'svg',
    viewBox: /\bviewBox="([^"]+)"/.exec(file)?.[1],
    shapes: Array.from(body.matchAll(/<([a-zA-Z]+)/g), (match) => match[1]),
  });
  const box = await drawing.boundingBox();
  expect((box?.width ?? 0) / (box?.height ?? 1), image.src).toBeCloseTo(
    image.width / image.height,
    1,
  );
}

/** The image files a page requests from now on. */
export function imageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** Scrolls down the page a screen at a time, as a reader would, so that lazy images load. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
}

/**
 * Waits until every image of the page has loaded or failed, for lazy images that a scroll has
 * just asked for. Waiting for "networkidle" does not: once a page has been idle for 500 ms that
 * state counts as reached, and on a busy CI machine the wait returned at once while six 0.7 KB
 * images asked for during a scroll were still in flight (1.1 s each).
 */
export async function expectImagesSettled(page: Page, context = page.url()): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .locator('img')
          .evaluateAll((images) =>
            (images as HTMLImageElement[])
              .filter((img) => !img.complete)
              .map((img) => img.getAttribute('src')),
          ),
      { message: `${context}: images still loading`, timeout: 15_000 },
    )
    .toEqual([]);
}
