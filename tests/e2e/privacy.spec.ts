import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';

import { demoIdentity } from '#app/data/identity.ts';

import { E2E_PUBLIC_URL, E2E_SERVER_ENV } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { AXE_TAGS, expectNoAxeViolations, uniqueClient } from './helpers.ts';
import { latestMail, subscribeConfirmed } from './newsletter-mail.ts';

const NOTICE = 'Kişisel Verilerin Korunması ve Gizlilik';
const OUTBOX = path.join(E2E_SERVER_ENV.DATA_DIR, 'outbox');
const address = () => `ayrilan.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@ornek.com`;

/** Signs `email` up without JavaScript and confirms it: the welcome mail then goes out. */
const subscribe = subscribeConfirmed;

/**
 * The unsubscribe link of `email`'s welcome mail, read from the .eml file the test server
 * writes (it has no SMTP server), as the List-Unsubscribe header carries it.
 */
async function unsubscribeLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const files = (await readdir(OUTBOX).catch(() => [])).filter((file) =>
        file.endsWith('-newsletter-welcome.eml'),
      );
      for (const file of files) {
        const raw = (await readFile(path.join(OUTBOX, file), 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
        if (!raw.includes(`\nTo: ${email}\n`)) continue;
        expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
        link = raw.match(/^List-Unsubscribe: <([^>]+)>$/m)?.[1];
      }
      return link;
    })
    .toBeDefined();
  expect(link!.startsWith(`${E2E_PUBLIC_URL}/bulten/ayril/`)).toBe(true);
  // The test server's public address is a name; the browser reaches it on the local port.
  return link!.slice(E2E_PUBLIC_URL.length);
}

test('/kvkk names the data controller from the site identity and says what each form keeps', async ({
  page,
}) => {
  await page.goto('/kvkk');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(NOTICE);
  await expect(page).toHaveTitle(/KVKK Aydınlatma Metni ve Gizlilik/);
  await expect(main).toContainText(`Veri sorumlusu: ${demoIdentity.coachName}`);
  await expect(main).toContainText('6698 sayılı Kişisel Verilerin Korunması Kanunu');
  await expect(main).toContainText(
    /Son güncelleme: \d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}/,
  );
  await expect(main.getByRole('link', { name: demoIdentity.email }).first()).toHaveAttribute(
    'href',
    `mailto:${demoIdentity.email}`,
  );
  for (const heading of [
    'Bülten formu',
    'Dönüşüm hikâyesi formu',
    'Yorum formu',
    '3. Çerezler ve tarayıcı depolaması',
    '4. İşleme amaçları ve hukuki sebepler',
    '5. Saklama süreleri',
    '6. Kimlere aktarılır?',
    '7. KVKK 11. madde kapsamındaki hakların',
    '8. Başvuru ve verilerinin silinmesi',
  ]) {
    await expect(main.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(main).toContainText(`Posta adresi: ${demoIdentity.postalAddress}`);
  await expect(
    main.getByRole('heading', { name: 'Yurt dışına aktarım (KVKK m. 9)' }),
  ).toBeVisible();
  await expect(main).toContainText(
    'yorumlar gönderildikten, yayından kaldırılanlar kaldırıldıktan 90 gün sonra otomatik olarak silinir',
  );
  await expect(main).toContainText('en geç 30 gün içinde');
  await expect(main).toContainText('(EXIF) silinir');
  await expect(main).toContainText('Yorum formunda e-posta adresi istenmez');
  await expect(main.getByRole('region', { name: /11\. madde/ }).getByRole('listitem')).toHaveCount(
    9,
  );
});

test('the sitemap lists /kvkk; the unsubscribe pages stay out of it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${E2E_PUBLIC_URL}/kvkk</loc>`);
  expect(sitemap).not.toContain('/bulten/ayril');
});

test.describe('the notice is one click away from the footer and every form', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const places = [
        { path: '/hakkimda', scope: () => page.getByRole('contentinfo') },
        { path: '/', scope: () => page.locator('#hikayeni-paylas form') },
        { path: '/blog/yeniden-baslamak', scope: () => page.locator('#yorumlar form') },
        { path: '/bulten', scope: () => page.getByRole('main').locator('form') },
      ];
      for (const { path: where, scope } of places) {
        await page.goto(where);
        // The story and comment forms name it twice: in the consent box and under the button.
        const links = scope().getByRole('link', { name: 'Aydınlatma Metni' });
        await expect(links.first(), where).toHaveAttribute('href', '/kvkk');
        const targets = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
        expect(new Set(targets), where).toEqual(new Set(['/kvkk']));
        await expect(scope().getByText('Kişisel veri', { exact: false }).first()).toBeVisible();
      }
      await page.goto('/sss');
      await page.getByRole('contentinfo').getByRole('link', { name: 'KVKK ve Gizlilik' }).click();
      await expect(page).toHaveURL('/kvkk');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOTICE);
      await context.close();
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`on a 390 px phone in the ${theme} theme the lines fit and stay readable`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      for (const where of ['/', '/blog/yeniden-baslamak', '/kvkk']) {
        await page.goto(where);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, where).toBe(0);
        for (const link of await page.getByRole('link', { name: 'Aydınlatma Metni' }).all()) {
          const box = (await link.boundingBox())!;
          expect(box.x + box.width, where).toBeLessThanOrEqual(390);
        }
      }
      await page.goto('/');
      const results = await new AxeBuilder({ page })
        .include('#hikayeni-paylas form')
        .include('footer')
        .withTags(AXE_TAGS)
        .analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  }
});

test.describe('unsubscribe link of the welcome mail', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript: opening the link only asks; the button ends the subscription; the link then answers 404`, async ({
      browser,
      request,
    }) => {
      const email = address();
      await subscribe(request, email);
      const link = await unsubscribeLink(email);
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();

      // Opening the link twice (a mail scanner, then the person) changes nothing.
      for (let i = 0; i < 2; i += 1) {
        const response = await page.goto(link);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toBe('no-store');
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Bülten Aboneliğinden Ayrıl',
      );
      await expect(page.getByRole('main')).toContainText(`a***@ornek.com`);
      const again = await request.post('/bulten', {
        headers: { ...uniqueClient(), Accept: 'text/html' },
        form: { email },
        maxRedirects: 0,
      });
      // Still subscribed: answered as any sign-up, and the address itself is told.
      expect(again.status(), 'a known address is answered as a new one').toBe(303);
      expect(await latestMail(email, 'newsletter-already')).toContain(
        'Bu adres zaten abone: yapman gereken bir şey yok',
      );
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Abonelikten Ayrıl' }).click();
      await expect(page).toHaveURL('/bulten/ayrildi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Bülten aboneliğin sona erdi.',
      );
      await expect(page.getByRole('main')).toContainText('Sana artık bülten göndermeyeceğim.');

      const used = await page.goto(link);
      expect(used?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Bu ayrılma bağlantısı geçersiz ya da daha önce kullanılmış.',
      );
      await expect(page.getByRole('button', { name: 'Abonelikten Ayrıl' })).toHaveCount(0);
      // Signing up anew works: a new consent, confirmed through a new link.
      await subscribe(request, email);
      await context.close();
    });
  }

  test('a mail program’s one-click POST (no cookies, no Origin) ends the subscription with 200', async ({
    playwright,
    request,
    baseURL,
  }) => {
    const email = address();
    await subscribe(request, email);
    const link = await unsubscribeLink(email);
    // A client of its own: no cookie of the browser tests, and no Origin or Referer header.
    const mailProgram = await playwright.request.newContext({ baseURL });
    const oneClick = () =>
      mailProgram.post(link, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
    const response = await oneClick();
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Bülten aboneliğin sona erdi.');
    expect((await oneClick()).status()).toBe(404);
    expect((await request.get(link)).status()).toBe(404);
    await mailProgram.dispose();
  });

  test('an unknown link answers 404 with a Turkish message and the contact address', async ({
    page,
  }) => {
    const response = await page.goto('/bulten/ayril/bilinmeyen-bir-baglanti-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Bu ayrılma bağlantısı geçersiz ya da daha önce kullanılmış.',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: demoIdentity.email }),
    ).toBeVisible();
  });
});
