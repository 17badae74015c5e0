import { randomBytes } from 'node:crypto';

import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';

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
