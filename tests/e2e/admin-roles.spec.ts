import { randomBytes } from 'node:crypto';

import type { APIRequestContext } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { createCookie } from 'react-router';

import routes from '../../app/routes.ts';
import { E2E_SERVER_ENV } from '../../playwright.config.ts';
import { PUBLIC_ADMIN_ROUTES as PUBLIC } from '../setup/admin-routes.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './coach.ts';
import { adminCli, expectNoAxeViolations, uniqueClient } from './helpers.ts';

/*
 * Roles on the server (docs/product.md#accounts): every /yonetim route of app/routes.ts, read
 * and posted to as a signed-out visitor, with forged cookies and as an assistant. The lists
 * below are the roles' definition: a new route that is in none of them fails the first test, so
 * no page can be added without deciding who may open it.
 */

/**
 * What the test posts: an intent no form has, so a route that lets the request through refuses
 * it (400) instead of deleting the shared test data, while a refusal by role comes first.
 */
const PROBE = { intent: 'rol-denetimi', id: '999999' };

/** The site's public address, in every page's data. */
const SITE_EMAIL = 'merhaba@ayseornek.example';

/** The owner's alone: an assistant gets 403 (issue 29). */
const OWNER_ONLY = new Set([
  '/yonetim/aboneler',
  '/yonetim/aboneler.csv',
  '/yonetim/aboneler-iys.csv',
  '/yonetim/kisisel-veri',
  '/yonetim/bulten',
  '/yonetim/bulten/yeni',
  '/yonetim/bulten/:id',
  '/yonetim/randevular',
  '/yonetim/randevular/ayarlar',
  '/yonetim/kayitlar',
  '/yonetim/hesaplar',
  '/yonetim/icerik.yaml',
]);
/** An assistant's too: moderation, the publishing desk, her own account. */
const ASSISTANT = new Set([
  '/yonetim',
  '/yonetim/cikis',
  '/yonetim/hikayeler',
  '/yonetim/yorumlar',
  '/yonetim/yazilar',
  '/yonetim/yazilar/yeni',
  '/yonetim/yazilar/gorsel',
  '/yonetim/yazilar/:id',
  '/yonetim/yazilar/:id/onizleme',
  '/yonetim/yazilar/:id/surumler',
  // Texts, yes; prices, identity and the seller's details only the owner (each page says so).
  '/yonetim/icerik/*',
  '/yonetim/hesap',
  '/yonetim/hesap/iki-adim',
  '/yonetim/hesap/gecis-anahtari/secenekler',
  '/yonetim/hesap/gecis-anahtari/dogrula',
  '/yonetim/hesap/gecis-anahtari/kaldir',
]);

type Entry = { path?: string; children?: Entry[] };

function adminPatterns(): string[] {
  const found: string[] = [];
  const walk = (entries: Entry[]) => {
    for (const entry of entries) {
      if (entry.path?.startsWith('yonetim')) found.push(`/${entry.path}`);
      if (entry.children) walk(entry.children);
    }
  };
  walk(routes as Entry[]);
  return found;
}

/** A pattern made a real path: the first post and newsletter ids exist or not, either will do. */
const pathOf = (pattern: string) => pattern.replace(/:[a-z]+/g, '1');

const guarded = () => adminPatterns().filter((pattern) => !PUBLIC.has(pattern));

async function signedInContext(baseURL: string, email: string, password: string) {
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { ...uniqueClient(), Origin: baseURL },
  });
  const answer = await context.post('/yonetim/giris', {
    form: { email, password },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  return context;
}

/**
 * A signed-out visitor, or one with a forged cookie: every page and action leads to the sign-in;
 * the editor's JSON endpoints answer 401, and a route without a loader or an action 405.
 */
async function expectSignInEverywhere(context: APIRequestContext, baseURL: string, who: string) {
  for (const pattern of guarded()) {
    const path = pathOf(pattern);
    const read = await context.get(path, { maxRedirects: 0 });
    const write = await context.post(path, {
      headers: { Origin: baseURL },
      form: PROBE,
      maxRedirects: 0,
    });
    for (const [method, answer] of [
      ['GET', read],
      ['POST', write],
    ] as const) {
      expect([302, 401, 405], `${who} ${method} ${path}`).toContain(answer.status());
      // To the sign-in, or (a form's GET) to its page, which this test checks itself.
      if (answer.status() === 302) {
        expect(answer.headers().location, `${who} ${method} ${path}`).toMatch(
          /^\/yonetim\/(giris\?redirectTo=|hesap$)/,
        );
      }
    }
  }
}

test('every /yonetim route is given to the owner, to both roles or to anyone', () => {
  const patterns = adminPatterns();
  const unclassified = patterns.filter(
    (pattern) => !PUBLIC.has(pattern) && !OWNER_ONLY.has(pattern) && !ASSISTANT.has(pattern),
  );
  expect(unclassified).toEqual([]);
  for (const known of [...PUBLIC, ...OWNER_ONLY, ...ASSISTANT]) {
    expect(patterns, `${known} is still a route`).toContain(known);
  }
});

test('signed out, or with a forged cookie, every page and action leads to the sign-in', async ({
  baseURL,
}) => {
  const signedOut = await playwrightRequest.newContext({ baseURL });
  await expectSignInEverywhere(signedOut, baseURL!, 'signed out');
  await signedOut.dispose();

  // Random bytes, and a token signed with the real secret that no session has.
  const signed = await createCookie('yonetim_oturum', {
    secrets: [E2E_SERVER_ENV.SESSION_SECRET],
  }).serialize(randomBytes(32).toString('base64url'));
  for (const cookie of [`yonetim_oturum=${randomBytes(40).toString('base64url')}`, signed]) {
    const forged = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: cookie.split(';')[0]! },
    });
    await expectSignInEverywhere(forged, baseURL!, `forged ${cookie.slice(0, 30)}`);
    await forged.dispose();
  }
});

test('an assistant opens moderation, posts and her account; every owner page and action answers 403', async ({
  baseURL,
  page,
}) => {
  test.slow(); // command-line runs load the server bundle
  const email = `asistan-${randomBytes(4).toString('hex')}@koc.test`;
  const password = `asistan-parolasi-${randomBytes(4).toString('hex')}`;
  const wrong = await adminCli('create', '--email', email, '--password', password, '--role', 'x');
  expect(wrong.code).toBe(2);
  expect(wrong.output).toContain('--role sahip ya da asistan olmalı.');
  const created = await adminCli(
    'create',
    '--email',
    email,
    '--password',
    password,
    '--role',
    'asistan',
  );
  expect(created).toEqual({ code: 0, output: `Asistan hesabı oluşturuldu: ${email}\n` });
  const assistant = await signedInContext(baseURL!, email, password);

  for (const pattern of guarded()) {
    const path = pathOf(pattern);
    if (pattern === '/yonetim/cikis') continue;
    const read = await assistant.get(path, { maxRedirects: 0 });
    const write = await assistant.post(path, {
      form: PROBE,
      maxRedirects: 0,
    });
    if (OWNER_ONLY.has(pattern)) {
      expect(read.status(), `GET ${path}`).toBe(403);
      expect(await read.text(), `GET ${path}`).toContain(
        'Bu işlem yalnızca site sahibinin hesabına açık.',
      );
      expect([403, 405], `POST ${path}`).toContain(write.status());
      // The data request of the page says no as well.
      if (!path.endsWith('.csv')) {
        const data = await assistant.get(`${path}.data`, { maxRedirects: 0 });
        expect(data.status(), `GET ${path}.data`).toBe(403);
        const body = await data.text();
        expect(body).toContain('Bu işlem yalnızca site sahibinin hesabına açık.');
        // No address but her own and the site's public one (the layout's and the root's data).
        const addresses = body.match(/[\w.+-]+@[\w-]+\.[\w.-]+/g) ?? [];
        expect(addresses.filter((address) => address !== email && address !== SITE_EMAIL)).toEqual(
          [],
        );
      }
    } else {
      expect([200, 302, 404, 405], `GET ${path}`).toContain(read.status());
      expect(write.status(), `POST ${path}`).not.toBe(403);
    }
  }
  await assistant.dispose();

  // In the browser: her menu has only what her role opens; an owner's page says why not.
  await page.context().setExtraHTTPHeaders(uniqueClient());
  await signIn(page, '/yonetim', { email, password });
  await expect(
    page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link'),
  ).toHaveText(['Panel', 'Yazılar', 'İçerik', 'Hikâyeler', 'Yorumlar', 'Hesabım']);
  await page.goto('/yonetim/aboneler');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İşlem yapılamadı');
  await expect(page.getByText('Bu işlem yalnızca site sahibinin hesabına açık.')).toBeVisible();
  await expectNoAxeViolations(page);
});
