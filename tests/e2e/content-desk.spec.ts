import { randomBytes } from 'node:crypto';

import type { Browser, Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './helpers.ts';
import { startServer, stopServer, type Started } from './server-processes.ts';

/*
 * The content desk in Chromium (docs/product.md#content-desk): every kind created, edited,
 * reordered, retired and brought back from a version, with JavaScript and without, each change
 * checked on the public page. A server of its own per worker: the shared one's pages are what the
 * other specs read, and a worker's tests run one after another, so lists and versions are theirs.
 */

const OWNER = { email: 'koc@icerik.test', password: 'icerik-masasi-parolasi-2026' };
let server: Started;

test.beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
});
test.afterAll(async () => {
  if (server) await stopServer(server);
});

async function deskPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: server.url });
  const page = await context.newPage();
  const answer = await page.request.post('/yonetim/giris', {
    form: OWNER,
    headers: { Origin: server.url },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  return page;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
};
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name]!);
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * Every control of the item form with the value the server gave it, read from its markup (the
 * same with and without JavaScript: no script of the page runs for it).
 */
async function formValues(page: Page): Promise<Array<[string, string, string]>> {
  const html = await page.locator('main form').first().innerHTML();
  const values: Array<[string, string, string]> = [];
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(tag, 'name');
    const type = attribute(tag, 'type') ?? 'text';
    if (!name || type === 'hidden' || type === 'submit') continue;
    const value =
      type === 'checkbox' ? String(/\schecked=""/.test(tag)) : (attribute(tag, 'value') ?? '');
    values.push([name, type, decode(value)]);
  }
  for (const [, attributes, text] of html.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const name = attribute(` ${attributes}`, 'name');
    // React writes a leading newline before a textarea's text that begins with one.
    if (name) values.push([name, 'textarea', decode(text ?? '').replace(/^\n/, '')]);
  }
  for (const [, attributes, options] of html.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = attribute(` ${attributes}`, 'name');
    const selected = /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(options ?? '')?.[1] ?? '';
    if (name) values.push([name, 'SELECT', decode(selected)]);
  }
  return values;
}

async function fill(page: Page, values: Array<[string, string, string]>) {
  for (const [name, type, value] of values) {
    const control = page.locator(`main form [name="${name}"]`);
    if (type === 'checkbox') await control.setChecked(value === 'true');
    else if (type === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}

type Kind = {
  segment: string;
  /** The field that names an item, its new value, and where visitors see it. */
  field: string;
  title: string;
  publicPath: (key: string) => string;
  /** Fields to set besides the title for a new item. */
  extra?: Record<string, string>;
  /** What the desk's list calls the item, when not the field's value (a card: its service). */
  listed?: string;
};

/** A new item made from the first one's values, published; its key from the title. */
async function create(page: Page, kind: Kind): Promise<string> {
  await page.goto(`/yonetim/icerik/${kind.segment}`);
  // Loaded whole, not by the router: its markup holds the values (formValues).
  await page.goto((await page.locator('main ol > li h2 a').first().getAttribute('href')) ?? '');
  const values = (await formValues(page)).filter(([name]) => name !== '_key');
  await page.goto(`/yonetim/icerik/${kind.segment}/yeni`);
  await fill(page, values);
  await page.locator(`main form [name="${kind.field}"]`).fill(kind.title);
  for (const [name, value] of Object.entries(kind.extra ?? {})) {
    const control = page.locator(`main form [name="${name}"]`);
    if ((await control.evaluate((el) => el.tagName)) === 'SELECT')
      await control.selectOption(value);
    else await control.fill(value);
  }
  await page.getByRole('button', { name: 'Yayımla' }).click();
  await expect(page).toHaveURL(new RegExp(`/yonetim/icerik/${kind.segment}/(?!yeni$)[a-z0-9-]+$`));
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

/** Whether `text` is on the public page, as a first-time visitor (no cookie) gets it. */
async function onSite(path: string, text: string): Promise<boolean> {
  return (await (await fetch(`${server.url}${path}`)).text()).includes(text);
}

/** The version the item's page shows. */
async function versionOf(page: Page): Promise<number> {
  const shown = await page.getByText(/^\d+\. sürüm,/).textContent();
  return Number(/^(\d+)/.exec(shown ?? '')?.[1]);
}

/** The item's page once the answer to a save has come: with JavaScript it comes later. */
const atVersion = (page: Page, version: number) =>
  expect(page.getByText(new RegExp(`^${version}\\. sürüm,`))).toBeVisible();

/**
 * Create, edit, move up and back down, retire, and bring the first version back. `priced`: what
 * makes the new item show (a package: a price list giving it a price).
 */
async function lifeCycle(page: Page, kind: Kind, priced?: (key: string) => Promise<void>) {
  const key = await create(page, kind);
  await atVersion(page, 1);
  const where = kind.publicPath(key);
  if (priced) {
    const itemPage = page.url();
    expect(await onSite(where, kind.title), `${kind.segment}: not shown before its price`).toBe(
      false,
    );
    await priced(key);
    await page.goto(itemPage);
  }
  expect(await onSite(where, kind.title), `${kind.segment}: created`).toBe(true);

  const edited = `${kind.title} düzenlendi`;
  await page.locator(`main form [name="${kind.field}"]`).fill(edited);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await atVersion(page, 2);
  expect(await onSite(where, edited), `${kind.segment}: edited`).toBe(true);

  await page.goto(`/yonetim/icerik/${kind.segment}`);
  const listed = kind.listed ?? edited;
  const titles = () => page.locator('main ol > li h2').allTextContents();
  const before = await titles();
  const row = () => page.locator('main ol > li', { hasText: listed });
  await row().getByRole('button', { name: 'Yukarı' }).click();
  await expect.poll(titles).not.toEqual(before);
  expect((await titles()).indexOf(listed)).toBe(before.indexOf(listed) - 1);
  await row().getByRole('button', { name: 'Aşağı' }).click();
  await expect.poll(titles).toEqual(before);

  await page.locator('main ol > li h2 a', { hasText: listed }).click();
  await page.getByRole('button', { name: 'Yayından kaldır' }).click();
  await atVersion(page, 3);
  await expect(page.getByText('Yayından kaldırıldı', { exact: true })).toBeVisible();
  expect(await onSite(where, edited), `${kind.segment}: retired`).toBe(false);

  await page.getByRole('link', { name: 'Sürümler' }).click();
  await page.getByRole('button', { name: 'Bu sürümü geri yükle' }).last().click();
  await atVersion(page, 4);
  await expect(page.locator(`main form [name="${kind.field}"]`)).toHaveValue(kind.title);
  await page.getByRole('button', { name: 'Yeniden yayımla' }).click();
  await atVersion(page, 5);
  expect(await onSite(where, kind.title), `${kind.segment}: restored`).toBe(true);
}

/**
 * A one-of document: a field changed and seen on its page, then its first version back.
 * `shown`: how the page shows the field's value, when not as it is.
 */
async function documentCycle(
  page: Page,
  mark: string,
  address: string,
  field: string,
  publicPath: string,
  shown = (value: string) => value,
) {
  await page.goto(address);
  const version = await versionOf(page);
  const control = page.locator(`main form [name="${field}"]`);
  const original = await control.inputValue();
  const changed = `${original} ${mark}`;
  await control.fill(changed);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await atVersion(page, version + 1);
  expect(await onSite(publicPath, shown(changed)), `${address}: saved`).toBe(true);
  await page.getByRole('link', { name: 'Sürümler' }).click();
  await page.getByRole('button', { name: 'Bu sürümü geri yükle' }).last().click();
  await atVersion(page, version + 2);
  await expect(control).toHaveValue(original);
  expect(await onSite(publicPath, shown(changed)), `${address}: restored`).toBe(false);
}

const tag = randomBytes(2).toString('hex');

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.slow();
    const suffix = javaScriptEnabled ? 'js' : 'html';
    // What keeps this run's items and this mode's apart: both modes may share a worker's server.
    const m = `${tag}${suffix}`;
    let page: Page;
    test.beforeEach(async ({ browser }) => {
      page = await deskPage(browser, javaScriptEnabled);
    });
    test.afterEach(() => page.context().close());

    test('services and their home cards', async () => {
      await lifeCycle(page, {
        segment: 'hizmetler',
        field: 'title',
        title: `Nefes Koçluğu ${m}`,
        publicPath: () => '/hizmetler',
      });
      await lifeCycle(page, {
        segment: 'kocluk-turleri',
        field: 'lead',
        title: `Nefesinle sakinleşmeyi öğren ${m}.`,
        publicPath: () => '/',
        extra: { service: `nefes-koclugu-${m}` },
        listed: `Nefes Koçluğu ${m}`,
      });
    });

    test('packages, priced by a price list that refuses a fake discount', async () => {
      await lifeCycle(
        page,
        {
          segment: 'fiyat-paketleri',
          field: 'title',
          title: `10 Seanslık Paket ${m}`,
          publicPath: () => '/hizmetler',
        },
        async (key) => {
          await page.goto('/yonetim/icerik/fiyatlar');
          await page.locator(`main form [name="price.${key}"]`).fill('8.500');
          await page.locator('main form [name="insteadOf.uc-seans"]').fill('3.000');
          await page.getByRole('button', { name: 'Fiyat listesini kaydet' }).click();
          // Refused next to its field, the rest of what she typed kept.
          await expect(page.locator('#fiyat-insteadOf\\.uc-seans-hata')).toContainText(
            'Son 30 günde uygulanan en düşük fiyat 2.500 TL',
          );
          await expect(page.locator(`main form [name="price.${key}"]`)).toHaveValue('8.500');
          await page.locator('main form [name="insteadOf.uc-seans"]').fill('');
          await page.getByRole('button', { name: 'Fiyat listesini kaydet' }).click();
          await expect(page.getByText('Şu an geçerli').first()).toBeVisible();
          expect(await onSite('/hizmetler', '8.500 TL')).toBe(true);
        },
      );
    });

    test('questions, e-books and testimonials', async () => {
      await lifeCycle(page, {
        segment: 'sss',
        field: 'question',
        title: `Seanslar kaydediliyor mu ${m}?`,
        publicPath: () => '/sss',
      });
      await lifeCycle(page, {
        segment: 'e-kitaplar',
        field: 'title',
        title: `Sakin Sabahlar ${m}`,
        publicPath: () => '/e-kitaplar',
      });
      await lifeCycle(page, {
        segment: 'referanslar',
        field: 'quote',
        title: `Her seanstan bir adımla çıktım ${m}.`,
        publicPath: () => '/',
        extra: { name: `Deneme D. ${m}` },
        listed: `Deneme D. ${m}`,
      });
    });

    test('products, videos and certificates', async () => {
      await lifeCycle(page, {
        segment: 'urunler',
        field: 'name',
        title: `Derin Uyku Telkini ${m}`,
        publicPath: () => '/dukkan',
      });
      await lifeCycle(page, {
        segment: 'videolar',
        field: 'title',
        title: `Nefes Egzersizi ${m}`,
        publicPath: () => '/medya',
      });
      await lifeCycle(page, {
        segment: 'sertifikalar',
        field: 'title',
        title: `Nefes Koçluğu Sertifikası ${m}`,
        publicPath: () => '/hakkimda',
      });
    });

    test('the about text previewed in both themes, the process, the price notes and a page title', async () => {
      // Previewed before it is saved: the public page does not change.
      await page.goto('/yonetim/icerik/hakkimda/site');
      await page.locator('main form [name="hero.title"]').fill(`Merhaba, ben Ayşe ${m}`);
      await page.getByRole('button', { name: 'Önizle' }).click();
      const preview = page.getByRole('region', { name: 'Önizleme (kaydedilmedi)' });
      await expect(preview.getByText(`Merhaba, ben Ayşe ${m}`)).toHaveCount(2);
      await expect(preview.locator('.dark')).toHaveCount(1);
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      expect(await onSite('/hakkimda', `Merhaba, ben Ayşe ${m}`)).toBe(false);

      await documentCycle(page, m, '/yonetim/icerik/hakkimda/site', 'hero.title', '/hakkimda');
      await documentCycle(
        page,
        m,
        '/yonetim/icerik/kocluk-sureci/site',
        'steps.0.title',
        '/kocluk-sureci',
      );
      await documentCycle(page, m, '/yonetim/icerik/fiyat-notlari/site', 'vat', '/hizmetler');
      // A page's title in the tab and in search results.
      await documentCycle(
        page,
        m,
        '/yonetim/icerik/sayfalar/ebooks',
        'title',
        '/e-kitaplar',
        (value) => `<title>${value} |`,
      );
      if (javaScriptEnabled) {
        for (const address of ['/yonetim/icerik', '/yonetim/icerik/fiyatlar']) {
          await page.goto(address);
          await expectNoAxeViolations(page);
        }
      }
    });

    test('the identity and the seller: a bad tax number refused by its field, then shown, then the first version back', async () => {
      await page.goto('/yonetim/icerik/kimlik/site');
      const version = await versionOf(page);
      await page.locator('main form [name="seller.name"]').fill(`Ayşe Örnek ${m}`);
      await page.locator('main form [name="seller.taxOffice"]').fill('Karşıyaka');
      await page.locator('main form [name="seller.taxNumber"]').fill('12345');
      await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
      await expect(page.locator('#icerik-seller\\.taxNumber-hata')).toHaveText(
        'Vergi kimlik numarası 10, TC kimlik numarası 11 rakamdır.',
      );
      await expect(page.locator('main form [name="seller.name"]')).toHaveValue(`Ayşe Örnek ${m}`);
      await page.locator('main form [name="seller.taxNumber"]').fill('1234567890');
      await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
      await atVersion(page, version + 1);
      expect(await onSite('/iletisim', `Ayşe Örnek ${m}`)).toBe(true);
      expect(await onSite('/', 'Vergi no: 1234567890')).toBe(true);
      await page.getByRole('link', { name: 'Sürümler' }).click();
      await page.getByRole('button', { name: 'Bu sürümü geri yükle' }).last().click();
      await atVersion(page, version + 2);
      expect(await onSite('/iletisim', 'Satıcı Bilgileri')).toBe(false);
    });
  });
}
