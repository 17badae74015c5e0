import { expect, test } from './fixtures.ts';

import { expectOwnHostOnly } from './helpers.ts';
import { publicRoutes } from './routes.ts';

test('the home page makes no request to any other host', async ({ page, baseURL }) => {
  await expectOwnHostOnly(page, baseURL, '/');
});

test('pages load without console errors or CSP violations, and set no cookie', async ({ page }) => {
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
  // The KVKK notice: a visitor who only reads gets no cookie (the session cookie is the panel's).
  expect(await page.context().cookies()).toEqual([]);
});

test('a reaction to a post stays in the browser: nothing is sent', async ({ page }) => {
  await page.goto('/blog/yeniden-baslamak', { waitUntil: 'networkidle' });
  const requests: string[] = [];
  // React Router asks for the manifest of the links on screen once, on its own timer after
  // hydration; under load that can fall after the click, and it carries paths, not the reaction.
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/__manifest') {
      requests.push(`${request.method()} ${request.url()}`);
    }
  });
  const useful = page.getByRole('button', { name: 'Evet, faydalı' });
  await useful.click();
  await expect(useful).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('tepki:yeniden-baslamak'))).toBe('useful');
  expect(requests).toEqual([]);
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
  const response = await request.get(asset!, {
    headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
  });
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(response.headers()['cache-control']).toContain('max-age=31536000');
  // The brotli copy made at build time, the same script once decoded.
  expect(response.headers()['content-encoding']).toBe('br');
  const plain = await request.get(asset!, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect((await response.body()).equals(await plain.body())).toBe(true);
  const page = await request.get('/hakkimda', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
  // A stored page goes to a browser as the gzip copy made when it was stored, carrying the
  // nonce of its own answer's policy. (A test in the other worker may empty the store at any
  // time; the page is then rendered and compressed again, so a few tries are allowed.)
  const encodings: string[] = [];
  for (let tries = 0; tries < 5 && !encodings.includes('gzip'); tries += 1) {
    const answer = await request.get('/hakkimda', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    encodings.push(answer.headers()['content-encoding'] ?? 'yok');
    const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(await answer.text()).toContain(`<script nonce="${nonce}">`);
  }
  expect(encodings).toContain('gzip');
  expect(encodings.every((encoding) => encoding === 'gzip' || encoding === 'br')).toBe(true);
});

test('the framework script asks for eager compilation; other scripts do not', async ({
  request,
}) => {
  const html = await (await request.get('/blog')).text();
  const scripts = [...new Set(html.match(/\/assets\/[\w-]+\.js/g))];
  const framework = scripts.filter((src) => src.startsWith('/assets/framework-'));
  expect(framework).toHaveLength(1);
  for (const src of scripts) {
    const body = await (await request.get(src)).text();
    expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(framework.includes(src));
  }
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

test('the font is one Latin + Turkish subset, preloaded', async ({ page }) => {
  const fonts: Array<{ url: string; bytes: number }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'font') {
      fonts.push({ url: response.url(), bytes: (await response.body()).length });
    }
  });
  const answer = await page.goto('/', { waitUntil: 'networkidle' });
  const preloads = page.locator('link[rel="preload"][as="font"]');
  await expect(preloads).toHaveCount(1);
  // The page's headers already name the font, so it is fetched before any HTML is parsed; the
  // <link> in <head> names the same file and costs no second request.
  const header = `<${await preloads.getAttribute('href')}>; rel=preload; as=font; type="font/woff2"; crossorigin`;
  expect(await answer!.headerValue('link')).toBe(header);
  // The same page again, now from the page cache, keeps the header.
  expect((await page.request.get('/')).headers()['link']).toBe(header);
  const names = fonts.map((font) =>
    new URL(font.url).pathname.replace(/^.*\/|-[\w]+\.woff2$/g, ''),
  );
  expect(names).toEqual(['inter-latin-tr']);
  expect(new URL(fonts[0]!.url).pathname).toBe(await preloads.getAttribute('href'));
  expect(fonts[0]!.bytes).toBeLessThan(20 * 1024);
  // Turkish text is drawn with it, not with a fallback.
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
