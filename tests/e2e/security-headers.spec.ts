import http from 'node:http';

import type { APIResponse } from '@playwright/test';
import sharp from 'sharp';

import { E2E_ADMIN } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import {
  cookieProblems,
  cspNonce,
  securityHeaderProblems,
  type HeaderBag,
} from '../setup/security-headers.ts';
import { moderate, uniqueClient, uniqueName } from './helpers.ts';

/*
 * Every kind of answer the server gives carries the security headers, checked at the HTTP level
 * by one shared function: pages, errors, redirects, built and public files, uploaded photos,
 * resource routes, event streams, refused forms and the admin. The test server runs
 * on plain http (PUBLIC_URL http://koc.test): no HSTS, no Secure cookies; the https deployment
 * is covered by tests/integration/security-headers.test.ts.
 */

function expectHeaders(what: string, headers: HeaderBag, options: { csp?: boolean } = {}) {
  expect(securityHeaderProblems(headers, { https: false, ...options }), what).toEqual([]);
}

/** A Playwright answer: its headers, and its cookies checked too. */
function expectResponse(what: string, response: APIResponse, options: { csp?: boolean } = {}) {
  expectHeaders(what, response.headers(), options);
  const cookies = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value);
  expect(cookieProblems(cookies, { https: false }), what).toEqual([]);
  return cookies;
}

test('pages, the 404 page, redirects: the headers, and a fresh nonce on every script', async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (const [path, status] of [
    ['/', 200],
    ['/hakkimda', 200],
    ['/blog/yeniden-baslamak', 200],
    ['/yok-boyle-bir-sayfa', 404],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    expectResponse(path, response);
    const nonce = cspNonce(response.headers())!;
    nonces.add(nonce);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(4);

  for (const path of ['/yonetim', '/hizmetler/yok-boyle-bir-hizmet', '/blog/yok-boyle-bir-yazi']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeGreaterThanOrEqual(300);
    expect(response.status(), path).toBeLessThan(400);
    expectResponse(path, response);
  }
});

test('a page revalidated (304) keeps its cached policy; every other header is there', async ({
  request,
}) => {
  const first = await request.get('/hakkimda');
  const etag = first.headers().etag!;
  expect(etag).toBeTruthy();
  const again = await request.get('/hakkimda', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  expectResponse('304 /hakkimda', again, { csp: false });
});

test('built assets, fonts, public files and resource routes', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  // The stylesheet is inside the page (decision 0010); the fonts it names are files.
  const font = /url\((\/assets\/[^)]+\.woff2)\)/.exec(html)?.[1];
  expect(script).toBeTruthy();
  expect(font).toBeTruthy();
  for (const path of [
    script!,
    font!,
    '/favicon.ico',
    '/favicon.svg',
    '/images/og-default.png',
    '/robots.txt',
    '/sitemap.xml',
    '/blog/rss.xml',
    '/assets/yok-boyle-bir-dosya.js',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path.includes('yok-boyle') ? 404 : 200);
    expectResponse(path, response);
  }
  const cached = await request.get(script!, {
    headers: { 'If-None-Match': (await request.get(script!)).headers().etag! },
  });
  expect(cached.status()).toBe(304);
  expectResponse(`304 ${script}`, cached);
});

test('an uploaded photo, its 304, and a photo that does not exist', async ({ request }) => {
  const name = uniqueName('Başlıklı Fotoğraf');
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const sent = await request.post('/?index', {
    headers: { ...uniqueClient(), Accept: 'text/html' },
    multipart: {
      authorName: name,
      email: 'foto@ornek.com',
      story: 'Fotoğrafımla birlikte hikayem.',
      publishConsent: 'evet',
      photo: { name: 'yuz.png', mimeType: 'image/png', buffer: png },
    },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  expectResponse('story form 303', sent);
  await moderate('story', name, 'approve');

  const home = await (await request.get('/')).text();
  const src = new RegExp(`<img src="(/fotograflar/[^"]+)" alt="${name} fotoğrafı"`).exec(home)?.[1];
  expect(src).toBeTruthy();
  const photo = await request.get(src!);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/webp');
  expectResponse(src!, photo);
  const cached = await request.get(src!, { headers: { 'If-None-Match': photo.headers().etag! } });
  expect(cached.status()).toBe(304);
  expectResponse(`304 ${src}`, cached);
  const missing = await request.get('/fotograflar/yok-boyle-bir-fotograf-000.webp');
  expect(missing.status()).toBe(404);
  expectResponse('missing photo', missing);
});

test('live event streams', async ({ baseURL }) => {
  for (const path of ['/canli/hikayeler', '/canli/yorumlar/yeniden-baslamak']) {
    const stop = new AbortController();
    const response = await fetch(new URL(path, baseURL), { signal: stop.signal });
    expect(response.headers.get('content-type'), path).toContain('text/event-stream');
    expectHeaders(path, Object.fromEntries(response.headers));
    stop.abort();
  }
});

test('refused forms (400, 413, 429), a success with its flash cookie, a malformed request', async ({
  request,
  baseURL,
}) => {
  const client = uniqueClient();
  const post = (form: Record<string, string>) =>
    request.post('/bulten', {
      headers: { ...client, Accept: 'text/html' },
      form,
      maxRedirects: 0,
    });
  const invalid = await post({ email: 'gecersiz' });
  expect(invalid.status()).toBe(400);
  expectResponse('400', invalid);
  const tooLarge = await post({ email: `${'a'.repeat(70 * 1024)}@ornek.com` });
  expect(tooLarge.status()).toBe(413);
  expectResponse('413', tooLarge);
  const success = await post({ email: `${uniqueName('guvenli').replace(' ', '.')}@ornek.com` });
  expect(success.status()).toBe(303);
  const cookies = expectResponse('303 with a flash toast', success);
  expect(cookies.some((cookie) => cookie.startsWith('flash_toast='))).toBe(true);
  // The flash message is read (and its cookie cleared) by the next page.
  const next = await request.get('/', { headers: { Cookie: cookies[0]!.split(';')[0]! } });
  const cleared = expectResponse('page that reads the flash toast', next);
  expect(cleared.some((cookie) => cookie.startsWith('flash_toast=;'))).toBe(true);

  let limited: APIResponse | undefined;
  for (let i = 0; i < 6 && limited?.status() !== 429; i += 1) limited = await post({ email: 'x' });
  expect(limited!.status()).toBe(429);
  expectResponse('429', limited!);

  // A Host that makes no URL never reaches a route: Express answers, with the same headers.
  const { port } = new URL(baseURL!);
  const malformed = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: '/', headers: { Host: 'a b' }, setHost: false },
        resolve,
      )
      .on('error', reject);
  });
  malformed.resume();
  expect(malformed.statusCode).toBe(400);
  expectHeaders('invalid Host', malformed.headers);
});

test('the admin: login page, session cookie, pages, CSV, foreign origin, logout', async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const origin = { Origin: baseURL!, ...uniqueClient() };
  expectResponse('login page', await request.get('/yonetim/giris'));
  const login = await request.post('/yonetim/giris', {
    headers: { ...origin, Accept: 'text/html' },
    form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  const cookies = expectResponse('login', login);
  expect(cookies.some((cookie) => cookie.startsWith('yonetim_oturum='))).toBe(true);
  for (const path of ['/yonetim', '/yonetim/hikayeler', '/yonetim/aboneler.csv']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectResponse(path, response);
  }
  const foreign = await request.post('/yonetim/cikis', {
    headers: { Origin: 'https://kotu.example' },
  });
  expect(foreign.status()).toBe(403);
  expectResponse('403 foreign origin', foreign);
  const logout = await request.post('/yonetim/cikis', { headers: origin, maxRedirects: 0 });
  expect(logout.status()).toBe(303);
  expectResponse('logout', logout);
  await request.dispose();
});

test('HSTS only for requests that came over https through the trusted local proxy', async ({
  request,
}) => {
  const plain = await request.get('/');
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
  const proxied = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(securityHeaderProblems(proxied.headers(), { https: true })).toEqual([]);
});

test('Chromium accepts the policies: no script blocked, no policy error on a page', async ({
  page,
}) => {
  // Chromium reports a CSP violation and an unknown Permissions-Policy feature on the console.
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) {
      complaints.push(message.text());
    }
  });
  for (const path of ['/', '/blog/yeniden-baslamak', '/medya']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(complaints).toEqual([]);
});
