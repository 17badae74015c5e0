import { readFileSync } from 'node:fs';

import { expect, test } from './fixtures.ts';

import { publicRoutes } from './routes.ts';

test('the home page makes no request to any other host', async ({ page, baseURL }) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).host));
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect([...hosts]).toEqual([new URL(baseURL!).host]);
});

test('pages load without console errors or CSP violations', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const { path } of publicRoutes) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  expect(problems).toEqual([]);
});

test('the inline theme script carries the nonce of the Content-Security-Policy', async ({
  request,
}) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  const html = await response.text();
  expect(html).toContain(`<script nonce="${nonce}">`);
  const second = await request.get('/');
  expect(second.headers()['content-security-policy']).not.toBe(csp);
});

test('hashed assets are cached as immutable; pages are compressed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(response.headers()['cache-control']).toContain('max-age=31536000');
  const page = await request.get('/hakkimda', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
});

test('the self-hosted font covers Turkish letters', async ({ page }) => {
  await page.goto('/');
  const loaded = await page.evaluate(async () => {
    await document.fonts.load('700 16px "Inter Variable"', 'ğĞıİşŞçÇöÖüÜ');
    return document.fonts.check('700 16px "Inter Variable"', 'ğĞıİşŞçÇöÖüÜ');
  });
  expect(loaded).toBe(true);
  await expect(page.locator('h1')).toHaveCSS('font-family', /Inter Variable/);
});

test('pages are compressed with brotli and revalidate by ETag without a stale nonce', async ({
  request,
}) => {
  const first = await request.get('/hakkimda', { headers: { 'Accept-Encoding': 'br' } });
  expect(first.headers()['content-encoding']).toBe('br');
  const etag = first.headers()['etag'];
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  expect(first.headers()['cache-control']).toBe('no-cache');
  const again = await request.get('/hakkimda', { headers: { 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);
  // The cached page keeps the policy that matches its own nonce.
  expect(again.headers()['content-security-policy']).toBeUndefined();
  const changed = await request.get('/hakkimda', { headers: { 'If-None-Match': 'W/"eski"' } });
  expect(changed.status()).toBe(200);
});

test('the font is one Latin + Turkish subset that arrives inside the page', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' && !request.url().startsWith('data:')) {
      fontRequests.push(request.url());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      sessionStorage.setItem(
        'fonts-at-parse',
        [...document.fonts].map((face) => `${face.family}:${face.status}`).join(','),
      );
    });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // No request and no preload: the build put the file itself in the stylesheet (decision 0014).
  expect(fontRequests).toEqual([]);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  const embedded = await page.evaluate(() =>
    [...document.querySelectorAll('style')]
      .map((style) => style.textContent ?? '')
      .join('')
      .match(/url\(["']?data:font\/woff2;base64,[^)"']+/g),
  );
  expect(embedded).toHaveLength(1);
  const bytes = Buffer.from(embedded![0]!.replace(/^.*base64,/, ''), 'base64');
  expect(bytes.equals(readFileSync('app/assets/fonts/inter-latin-tr.woff2'))).toBe(true);
  expect(bytes.length).toBeLessThan(20 * 1024);
  // Ready when the document is parsed, so the first paint already uses it.
  expect(await page.evaluate(() => sessionStorage.getItem('fonts-at-parse'))).toBe(
    'Inter Variable:loaded',
  );
  expect(
    await page.evaluate(() => document.fonts.check('16px "Inter Variable"', 'İğüşöçı ĞÜŞÖÇ ₺')),
  ).toBe(true);
});

test('a first visit paints from the HTML alone, then loads the scripts and hydrates', async ({
  page,
}) => {
  const response = await page.goto('/');
  const html = await response!.text();
  // The stylesheet is inside the document, and nothing in <head> asks for a script.
  expect(html).toMatch(/<style data-precedence="default" data-href="site">/);
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
  const timings = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timings.scripts.length).toBeGreaterThan(0);
  for (const start of timings.scripts) expect(start).toBeGreaterThanOrEqual(timings.firstPaint);
  // And the page works once they ran: the theme toggle answers.
  const toggle = page.getByRole('button', { name: 'Koyu tema' });
  const pressed = await toggle.getAttribute('aria-pressed');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
});
