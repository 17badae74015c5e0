import { randomBytes } from 'node:crypto';

import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { expect } from './fixtures.ts';
import { coachTest } from './coach.ts';

import { E2E_ADMIN } from '../../playwright.config.ts';
import {
  adminCli,
  commentItems,
  eachTestItsOwnClient,
  expectNoAxeViolations,
  PHONE_SCREEN,
  sendComment,
  sendStory,
  storyCards,
  toast,
  uniqueClient,
  uniqueName,
  visitorPage,
} from './helpers.ts';

const GENERIC = 'E-posta adresi veya şifre hatalı.';
const SLOWED = 'Çok fazla başarısız giriş denemesi yapıldı. Güvenliğiniz için';
const FOREIGN = 'Bu istek başka bir siteden geldiği için reddedildi.';
const POST = '/blog/yeniden-baslamak';

async function logIn(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await page.goto('/yonetim/giris');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
}

const test = coachTest;

async function submitStory(
  browser: Browser,
  name: string,
  { photo = false, story = 'Koçluk sayesinde kendime yeniden inandım.' } = {},
) {
  const page = await visitorPage(browser);
  await sendStory(page, {
    name,
    email: 'gizli.adres@ornek.com',
    text: story,
    photo: photo ? { width: 320, height: 200, fileName: 'foto.png' } : undefined,
  });
  await page.close();
}

async function submitComment(browser: Browser, name: string) {
  const page = await visitorPage(browser);
  await sendComment(page, POST, name, 'Bu yazı bana çok iyi geldi.');
  await page.close();
}

/** Deletes an item from the list it is on, through "Sil" and the confirmation. */
async function deleteItem(admin: Page, name: string, done: string) {
  const card = admin.getByRole('article', { name });
  await card.getByRole('link', { name: 'Sil' }).click();
  const question = card.getByRole('group', { name: 'Bu kaydı silmek istediğinize emin misiniz?' });
  await question.getByRole('button', { name: 'Evet, Sil' }).click();
  await expect(toast(admin)).toContainText(done);
  await expect(card).toHaveCount(0);
}

/** A visitor's page open before the item is approved; the item is not on it yet. */
async function watchFor(
  browser: Browser,
  path: string,
  items: (page: Page) => Locator,
  name: string,
): Promise<{ page: Page; live: Locator }> {
  const page = await browser.newPage();
  await page.goto(path);
  const live = items(page).filter({ hasText: name });
  await expect(live).toHaveCount(0);
  return { page, live };
}

/** Approves the item's card; the visitor's page shows it live. */
async function approve(card: Locator, live: Locator, noun: 'Hikâye' | 'Yorum') {
  await card.getByRole('button', { name: 'Onayla' }).click();
  await expect(toast(card.page())).toContainText(`${noun} yayımlandı.`);
  await expect(live).toBeVisible({ timeout: 2000 });
}

/** Takes a published item off the site (it leaves the visitor's page), then deletes it. */
async function unpublishAndDelete(
  admin: Page,
  desk: string,
  name: string,
  live: Locator,
  noun: 'Hikâye' | 'Yorum',
) {
  await admin.goto(`${desk}?durum=yayinda`);
  await admin
    .getByRole('article', { name })
    .getByRole('button', { name: 'Yayından Kaldır' })
    .click();
  await expect(toast(admin)).toContainText(`${noun} yayından kaldırıldı.`);
  await expect(live).toHaveCount(0, { timeout: 2000 });
  await admin.goto(desk);
  await deleteItem(admin, name, `${noun} silindi.`);
}

test.describe('login', () => {
  eachTestItsOwnClient();

  test('wrong credentials: one generic message for a wrong password and an unknown address', async ({
    page,
  }) => {
    await logIn(page, E2E_ADMIN.email, 'yanlis-parola-1234');
    await expect(page.getByRole('alert')).toHaveText(GENERIC);
    await expect(page.getByLabel('E-posta')).toHaveValue(E2E_ADMIN.email);
    await logIn(page, `kimse-${randomBytes(3).toString('hex')}@koc.test`, E2E_ADMIN.password);
    await expect(page.getByRole('alert')).toHaveText(GENERIC);
    await expect(page).toHaveURL(/\/yonetim\/giris/);
  });

  test('guesses from fresh addresses wait account-wide (429, the wait in Turkish); the coach’s own browser signs in at once', async ({
    page,
    baseURL,
  }) => {
    test.slow(); // a command-line run loads the server bundle
    const email = `yavas-${randomBytes(3).toString('hex')}@koc.test`;
    const password = 'yavaslatma-testi-parolasi-1';
    expect((await adminCli('create', '--email', email, '--password', password)).code).toBe(0);
    // Her browser signed in before: it holds the account's device cookie.
    await logIn(page, email, password);
    await expect(page).toHaveURL('/yonetim');
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();

    // Other browsers, each guess from a new address: three checked, then they wait.
    const post = (context: APIRequestContext, pass: string) =>
      context.post('/yonetim/giris', {
        headers: { ...uniqueClient(), Origin: baseURL!, Accept: 'text/html' },
        form: { email, password: pass },
        maxRedirects: 0,
      });
    const guesser = await playwrightRequest.newContext({ baseURL });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await post(guesser, `yanlis-parola-${i}`);
      statuses.push(response.status());
      const text = await response.text();
      if (response.status() === 400) expect(text).toContain(GENERIC);
      if (response.status() === 429) {
        expect(Number(response.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(text).toMatch(
          new RegExp(`${SLOWED} lütfen \\d+ (saniye|dakika) bekleyip tekrar deneyin\\.`),
        );
      }
    }
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6);
    await guesser.dispose();

    // In her own browser: signed in at once.
    await logIn(page, email, password);
    await expect(page).toHaveURL('/yonetim');
  });

  test('the command line creates an account once and resets its password; the old one stops working', async ({
    page,
  }) => {
    test.slow(); // five command-line runs, each loading the server bundle
    const email = `cli-${randomBytes(3).toString('hex')}@koc.test`;
    const created = await adminCli('create', '--email', email, '--password', 'ilk-parola-12345');
    expect(created).toEqual({ code: 0, output: `Yönetici hesabı oluşturuldu: ${email}\n` });
    const again = await adminCli('create', '--email', email, '--password', 'ilk-parola-12345');
    expect(again.code).toBe(1);
    expect(again.output).toContain('zaten var');
    expect((await adminCli('create', '--email', email, '--password', 'kisa')).code).toBe(2);

    await logIn(page, email, 'ilk-parola-12345');
    await expect(page).toHaveURL('/yonetim');
    const reset = await adminCli(
      'reset-password',
      '--email',
      email,
      '--password',
      'ikinci-parola-6789',
    );
    expect(reset.code).toBe(0);
    expect(reset.output).not.toContain('ikinci-parola-6789');
    // The reset ended the open session.
    await page.goto('/yonetim');
    await expect(page).toHaveURL(/\/yonetim\/giris/);
    await logIn(page, email, 'ilk-parola-12345');
    await expect(page.getByRole('alert')).toHaveText(GENERIC);
    await logIn(page, email, 'ikinci-parola-6789');
    await expect(page).toHaveURL('/yonetim');
    expect(
      (await adminCli('reset-password', '--email', 'yok@koc.test', '--password', 'x'.repeat(12)))
        .code,
    ).toBe(1);
  });

  test('"Çıkış Yap" ends the session; signed in, the login page sends back to the area', async ({
    page,
  }) => {
    await logIn(page);
    await expect(page).toHaveURL('/yonetim');
    await page.goto('/yonetim/giris');
    await expect(page).toHaveURL('/yonetim');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'yonetim_oturum');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 11 * 3600);
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL('/yonetim/giris');
    await expect(toast(page)).toContainText('Oturumunuz kapatıldı.');
    await page.goto('/yonetim');
    await expect(page).toHaveURL('/yonetim/giris?redirectTo=%2Fyonetim');
  });
});

test('without a session every page and action leads to the login, and nothing changes', async ({
  request,
  page,
  baseURL,
}) => {
  for (const path of [
    '/yonetim',
    '/yonetim/hikayeler',
    '/yonetim/hikayeler?durum=yayinda&sayfa=2',
    '/yonetim/yazilar?durum=taslak&ara=a',
    '/yonetim/yorumlar',
    '/yonetim/aboneler?ara=a',
    '/yonetim/aboneler.csv',
    '/yonetim/randevular?gorunum=liste',
    '/yonetim/randevular/ayarlar',
    '/yonetim/hesap',
    '/yonetim/cikis',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(
      `/yonetim/giris?redirectTo=${encodeURIComponent(path)}`,
    );
  }
  for (const path of [
    '/yonetim/hikayeler',
    '/yonetim/yorumlar',
    '/yonetim/aboneler',
    '/yonetim/randevular',
    '/yonetim/hesap',
    '/yonetim/cikis',
  ]) {
    const response = await request.post(path, {
      headers: { Origin: baseURL! },
      form: { intent: 'delete', id: '1' },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toMatch(/^\/yonetim\/giris\?redirectTo=/);
  }
  // After signing in, the visitor is back where they wanted to go.
  await page.goto('/yonetim/yorumlar?durum=yayinda');
  await expect(page).toHaveURL('/yonetim/giris?redirectTo=%2Fyonetim%2Fyorumlar%3Fdurum%3Dyayinda');
  await page.getByLabel('E-posta').fill(E2E_ADMIN.email);
  await page.getByLabel('Şifre').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(page).toHaveURL('/yonetim/yorumlar?durum=yayinda');
});

test('a request from another origin changes nothing (403), with a valid session', async ({
  admin,
  browser,
}) => {
  const name = uniqueName('Başka Siteden');
  await submitStory(browser, name);
  await admin.goto('/yonetim/hikayeler');
  const card = admin.getByRole('article', { name });
  const id = await card.locator('input[name="id"]').first().inputValue();

  const foreign: Record<string, string>[] = [
    { Origin: 'https://kotu.example' },
    {},
    { Referer: 'https://kotu.example/sayfa' },
  ];
  for (const headers of foreign) {
    const response = await admin.request.post('/yonetim/hikayeler', {
      headers,
      form: { intent: 'approve', id },
      maxRedirects: 0,
    });
    expect(response.status(), JSON.stringify(headers)).toBe(403);
    expect(await response.text()).toBe(FOREIGN);
  }
  const logout = await admin.request.post('/yonetim/cikis', {
    headers: { Origin: 'https://kotu.example' },
  });
  expect(logout.status()).toBe(403);
  const login = await admin.request.post('/yonetim/giris', {
    headers: { Origin: 'https://kotu.example' },
    form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(403);

  await admin.reload();
  await expect(admin.getByRole('article', { name })).toBeVisible();
  await deleteItem(admin, name, 'Hikâye silindi.');
});

test('approve: the story appears live on an open home page; unpublish: it disappears live', async ({
  admin,
  browser,
}) => {
  const name = uniqueName('Onaylanan Hikaye');
  await submitStory(browser, name);
  const { page: home, live } = await watchFor(browser, '/', storyCards, name);

  await admin.goto('/yonetim/hikayeler');
  const card = admin.getByRole('article', { name });
  await expect(card).toContainText('gizli.adres@ornek.com');
  await expect(card.getByRole('link', { name: 'gizli.adres@ornek.com' })).toHaveAttribute(
    'href',
    'mailto:gizli.adres@ornek.com',
  );
  await expect(card).toContainText('Koçluk sayesinde kendime yeniden inandım.');
  await approve(card, live, 'Hikâye');
  await expect(card).toHaveCount(0);
  await expect(admin).toHaveURL('/yonetim/hikayeler');
  await unpublishAndDelete(admin, '/yonetim/hikayeler', name, live, 'Hikâye');
  await home.close();
});

test('comments: approved it appears live on the open post, unpublished it disappears; the card names the post', async ({
  admin,
  browser,
}) => {
  const name = uniqueName('Yorumcu');
  await submitComment(browser, name);
  const { page: post, live } = await watchFor(browser, POST, commentItems, name);

  await admin.goto('/yonetim/yorumlar');
  const card = admin.getByRole('article', { name });
  await expect(card.getByRole('link', { name: /Yeniden Başlamak/ })).toHaveAttribute('href', POST);
  await approve(card, live, 'Yorum');
  await unpublishAndDelete(admin, '/yonetim/yorumlar', name, live, 'Yorum');
  await post.close();
});

test('deleting a story deletes its photo (404); the log on the dashboard says who did what, when', async ({
  admin,
  browser,
}) => {
  const name = uniqueName('Fotoğraflı');
  await submitStory(browser, name, { photo: true });
  await admin.goto('/yonetim/hikayeler');
  const card = admin.getByRole('article', { name });
  const photo = card.getByRole('img', { name: `${name} fotoğrafı` });
  await expect(photo).toHaveAttribute('width', '160');
  const src = (await photo.getAttribute('src'))!;
  expect(src).toMatch(/^\/fotograflar\/[\w-]+\.webp$/);
  expect((await admin.request.get(src)).status()).toBe(200);
  const id = await card.locator('input[name="id"]').first().inputValue();

  // "Vazgeç" leaves everything as it was.
  await card.getByRole('link', { name: 'Sil' }).click();
  await card.getByRole('link', { name: 'Vazgeç' }).click();
  await expect(card.getByRole('link', { name: 'Sil' })).toBeVisible();
  await deleteItem(admin, name, 'Hikâye silindi.');
  expect((await admin.request.get(src)).status()).toBe(404);

  await admin.goto('/yonetim');
  const entry = admin
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: `Hikâye #${id} silindi` });
  await expect(entry).toContainText(E2E_ADMIN.email);
  await expect(entry).toContainText(
    /\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4} \d{2}:\d{2}/,
  );
});

test('subscribers: search, CSV with BOM and Turkish letters (formulas defused), delete', async ({
  admin,
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  // A Turkish domain is stored and exported in its ASCII spelling, and shown and found as written.
  const turkish = `şükrü.öğün.${tag}@örnek.com.tr`;
  const stored = `şükrü.öğün.${tag}@xn--rnek-4qa.com.tr`;
  const formula = `=1+2.${tag}@ornek.com`;
  for (const email of [turkish, formula]) {
    const response = await request.post('/bulten', {
      headers: { ...uniqueClient(), Accept: 'text/html' },
      form: { email },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
  }

  const csv = await admin.request.get('/yonetim/aboneler.csv');
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers()['content-disposition']).toMatch(
    /^attachment; filename="aboneler-[\d-]+\.csv"$/,
  );
  expect(csv.headers()['x-robots-tag']).toContain('noindex');
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('E-posta;Kayıt Tarihi;Durum');
  // Not confirmed yet (double opt-in): the list says so.
  expect(lines.find((line) => line.startsWith(stored))).toMatch(
    /^şükrü\.öğün\.\w+@xn--rnek-4qa\.com\.tr;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};Onay bekliyor$/,
  );
  expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^'=1\\+2\\.${tag}@ornek\\.com;`)));

  await admin.goto('/yonetim/aboneler');
  await admin.getByLabel('E-posta ara').fill(`öğün.${tag}@örnek`);
  await admin.getByRole('button', { name: 'Ara' }).click();
  await expect(admin).toHaveURL(/\?ara=/);
  const items = admin.getByRole('list', { name: 'Aboneler' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(turkish);
  await items.getByRole('link', { name: 'Sil' }).click();
  await items.getByRole('button', { name: 'Evet, Sil' }).click();
  await expect(toast(admin)).toContainText('Abone silindi.');
  await expect(admin.getByText('Bu aramaya uyan abone yok.')).toBeVisible();
  const after = (await (await admin.request.get('/yonetim/aboneler.csv')).body()).toString('utf8');
  expect(after).not.toContain(stored);
});

test('the posts list: imported posts with status, date and comments; filters and title search', async ({
  admin,
}) => {
  await admin.goto('/yonetim/yazilar');
  await expect(admin.getByRole('heading', { level: 1, name: 'Yazılar' })).toBeVisible();
  const filters = admin.getByRole('navigation', { name: 'Durum' });
  await expect(filters.getByRole('link', { name: /^Tümü \(\d+\)$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Search is in Turkish case rules: "HAYATINI" finds "Hayatını".
  await admin.getByLabel('Başlıkta ara').fill('nlp HAYATINI');
  await admin.getByRole('button', { name: 'Ara' }).click();
  await expect(admin).toHaveURL(/\?ara=nlp\+HAYATINI$/);
  const items = admin.getByRole('list', { name: 'Yazılar' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('NLP Hayatını Nasıl Değiştirebilir?');
  await expect(items).toContainText('Yayında');
  await expect(items).toContainText('12 Mart 2024');
  await expect(items).toContainText(/\d+ yorum/);
  await expect(items.getByRole('link', { name: /^Düzenle: NLP/ })).toHaveAttribute(
    'href',
    /^\/yonetim\/yazilar\/\d+$/,
  );
  await expect(items.getByRole('link', { name: /^Önizle: NLP/ })).toHaveAttribute(
    'href',
    /^\/yonetim\/yazilar\/\d+\/onizleme$/,
  );
  await items.getByRole('link', { name: /^Sayfasını aç: NLP/ }).click();
  await expect(admin).toHaveURL('/blog/nlp-ile-hayatini-degistir');
  // The filter keeps the search; no imported post is a draft.
  await admin.goto('/yonetim/yazilar?ara=nlp');
  await filters.getByRole('link', { name: /^Taslak/ }).click();
  await expect(admin).toHaveURL('/yonetim/yazilar?ara=nlp&durum=taslak');
  await expect(admin.getByText('Bu aramaya uyan yazı yok.')).toBeVisible();
});

test('lists are paginated: 20 per page with "Sayfa X / Y", Önceki and Sonraki', async ({
  admin,
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  for (let i = 0; i < 21; i += 1) {
    const response = await request.post('/bulten', {
      headers: { ...uniqueClient(), Accept: 'text/html' },
      form: { email: `sayfa.${tag}.${i}@ornek.com` },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
  }
  await admin.goto(`/yonetim/aboneler?ara=sayfa.${tag}`);
  const items = admin.getByRole('list', { name: 'Aboneler' }).getByRole('listitem');
  await expect(items).toHaveCount(20);
  const pages = admin.getByRole('navigation', { name: 'Sayfalar' });
  await expect(pages).toContainText('Sayfa 1 / 2');
  await expect(pages.getByRole('link', { name: 'Önceki' })).toHaveCount(0);
  await pages.getByRole('link', { name: 'Sonraki' }).click();
  await expect(admin).toHaveURL(new RegExp(`\\?ara=sayfa\\.${tag}&sayfa=2$`));
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(`sayfa.${tag}.0@ornek.com`);
  await expect(pages).toContainText('Sayfa 2 / 2');
  await expect(pages.getByRole('link', { name: 'Önceki' })).toBeVisible();
  // A page past the end shows the last one.
  await admin.goto(`/yonetim/aboneler?ara=sayfa.${tag}&sayfa=9`);
  await expect(admin).toHaveURL(new RegExp(`sayfa=2$`));
});

test('admin pages are noindex (meta and header); public pages and the sitemap do not point to them', async ({
  admin,
  request,
}) => {
  for (const path of [
    '/yonetim',
    '/yonetim/yazilar',
    '/yonetim/hikayeler',
    '/yonetim/yorumlar',
    '/yonetim/aboneler',
  ]) {
    const response = await admin.goto(path);
    expect(response!.headers()['x-robots-tag'], path).toContain('noindex');
    expect(response!.headers()['cache-control'], path).toBe('no-store');
    await expect(admin.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
    await expect(admin.locator('meta[name="robots"]')).toHaveCount(1);
  }
  const login = await request.get('/yonetim/giris');
  expect(login.headers()['x-robots-tag']).toContain('noindex');
  expect(await login.text()).toContain('<meta name="robots" content="noindex"/>');

  for (const path of ['/', '/blog', '/iletisim']) {
    expect(await (await request.get(path)).text()).not.toContain('/yonetim');
  }
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/yonetim');
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /yonetim');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('login, approve, delete with confirmation and sign out all work', async ({
    page,
    browser,
  }) => {
    const name = uniqueName('JS Yok');
    await submitStory(browser, name);

    await page.goto('/yonetim/hikayeler');
    await expect(page).toHaveURL(/\/yonetim\/giris\?redirectTo=/);
    await page.getByLabel('E-posta').fill(E2E_ADMIN.email);
    await page.getByLabel('Şifre').fill('yanlis-parola-0000');
    const [failed] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Giriş Yap', exact: true }).click(),
    ]);
    expect(failed.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(GENERIC);
    await page.getByLabel('Şifre').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
    await expect(page).toHaveURL('/yonetim/hikayeler');

    await page.getByRole('article', { name }).getByRole('button', { name: 'Onayla' }).click();
    await expect(page).toHaveURL('/yonetim/hikayeler');
    await expect(page.getByRole('status').first()).toContainText('Hikâye yayımlandı.');
    await expect(page.getByRole('article', { name })).toHaveCount(0);

    await page.goto('/yonetim/hikayeler?durum=yayinda');
    const card = page.getByRole('article', { name });
    await card.getByRole('link', { name: 'Sil' }).click();
    await expect(page).toHaveURL(/\?durum=yayinda&sil=\d+#kayit-\d+$/);
    await expect(card).toContainText('Bu kaydı silmek istediğinize emin misiniz?');
    await card.getByRole('button', { name: 'Evet, Sil' }).click();
    await expect(page).toHaveURL('/yonetim/hikayeler?durum=yayinda');
    await expect(page.getByRole('status').first()).toContainText('Hikâye silindi.');
    await expect(card).toHaveCount(0);

    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL('/yonetim/giris');
    await expect(page.getByRole('status').first()).toContainText('Oturumunuz kapatıldı.');
  });
});

// The light theme on a phone, the dark one on a desktop screen: the coach works from both, and
// target sizes (WCAG 2.5.8) differ with the width.
for (const theme of ['light', 'dark'] as const) {
  test(`the login page and the dashboard have no axe violations in the ${theme} theme`, async ({
    page,
  }) => {
    if (theme === 'light') await page.setViewportSize(PHONE_SCREEN);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const check = async () => {
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*dark)/);
      await expectNoAxeViolations(page);
    };
    await page.goto('/yonetim/giris');
    await check();
    await logIn(page);
    await expect(page).toHaveURL('/yonetim');
    await check();
    await page.goto('/yonetim/hikayeler');
    await check();
    await page.goto('/yonetim/yazilar');
    await check();
  });
}

test('on a 390 px phone nothing overflows sideways, long words and addresses included', async ({
  admin,
  browser,
}) => {
  const name = uniqueName('Telefonda');
  await submitStory(browser, name, { story: `Bölünmeyen${'uzunkelime'.repeat(20)}` });
  await admin.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    '/yonetim',
    '/yonetim/yazilar',
    '/yonetim/hikayeler',
    '/yonetim/yorumlar',
    '/yonetim/aboneler',
  ]) {
    await admin.goto(path);
    const overflow = await admin.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await admin.goto('/yonetim/hikayeler');
  await expect(admin.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
  await deleteItem(admin, name, 'Hikâye silindi.');
});
