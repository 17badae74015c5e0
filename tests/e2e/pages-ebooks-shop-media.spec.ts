import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectCard, expectOwnHostOnly } from './helpers.ts';

import { ebooks } from '#app/data/ebooks.ts';
import { demoIdentity } from '#app/data/identity.ts';
import { mediaItems } from '#app/data/media.ts';
import { products } from '#app/data/products.ts';
import { extractVideoId, watchUrl } from '#app/lib/video/video.ts';

import { E2E_PUBLIC_URL } from '../../playwright.config.ts';

type JsonLdItem = { '@type': string } & Record<string, unknown>;

/** Every structured-data item on the page; each script must be valid JSON. */
async function jsonLdItems(page: Page): Promise<JsonLdItem[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as JsonLdItem & { '@graph'?: JsonLdItem[] };
    return data['@graph'] ?? [data];
  });
}

function ofType(items: JsonLdItem[], type: string): JsonLdItem[] {
  return items.filter((item) => item['@type'] === type);
}

/** The link's own text, without the visually hidden additions for screen readers. */
async function visibleText(link: Locator): Promise<string> {
  return link.evaluate((element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .trim(),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function expectNewTab(link: Locator) {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test.describe('/e-kitaplar', () => {
  test('banner for the book site, links to /blog and /medya', async ({ page }) => {
    await page.goto('/e-kitaplar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-Kitaplar');
    const main = page.getByRole('main');
    const banner = main.getByRole('link', { name: /^Kitap Sitesine Git/ });
    await expect(banner).toHaveAttribute('href', demoIdentity.bookSiteUrl);
    await expectNewTab(banner);
    await expect(main.getByRole('link', { name: 'İlham Notları', exact: true })).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(main.getByRole('link', { name: 'Videolar', exact: true })).toHaveAttribute(
      'href',
      '/medya',
    );
  });

  test('13 books with cover, title, category, tags and a "Kitaba Git" link', async ({ page }) => {
    await page.goto('/e-kitaplar');
    const main = page.getByRole('main');
    expect(ebooks).toHaveLength(13);
    const links = main.getByRole('link', { name: /^Kitaba Git/ });
    await expect(links).toHaveCount(13);
    for (const [index, book] of ebooks.entries()) {
      await expect(
        main.getByRole('heading', { level: 3, name: book.title, exact: true }),
      ).toBeVisible();
      // The grid filters in the browser, so its covers are images, not drawings in the page.
      const cover = main.getByRole('img', { name: book.cover.alt, exact: true });
      await expect(cover).toHaveAttribute('src', book.cover.src);
      await expect(cover).toHaveAttribute('width', String(book.cover.width));
      await expect(cover).toHaveAttribute('height', String(book.cover.height));
      await expect(main.getByRole('list', { name: `${book.title} etiketleri` })).toHaveText(
        book.tags.map((tag) => `#${tag}`).join(''),
      );
      const link = links.nth(index);
      await expect(link).toHaveAttribute('href', book.externalLink);
      await expect(link).toHaveAccessibleName(
        new RegExp(`^Kitaba Git.*${escapeRegExp(book.title)}`),
      );
      await expectNewTab(link);
      expect(await visibleText(link)).toBe('Kitaba Git');
    }
    await expect(main.getByText(ebooks[0]!.category).first()).toBeVisible();
  });

  test('structured data: 13 Book items and a BreadcrumbList', async ({ page }) => {
    await page.goto('/e-kitaplar');
    const items = await jsonLdItems(page);
    const books = ofType(items, 'Book');
    expect(books).toHaveLength(13);
    expect(books[0]).toMatchObject({
      name: ebooks[0]!.title,
      genre: ebooks[0]!.category,
      url: ebooks[0]!.externalLink,
      image: `${E2E_PUBLIC_URL}${ebooks[0]!.cover.src}`,
      author: { '@type': 'Person', name: demoIdentity.coachName },
    });
    const [breadcrumb] = ofType(items, 'BreadcrumbList');
    expect(breadcrumb).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Ana Sayfa', item: `${E2E_PUBLIC_URL}/` },
        { position: 2, name: 'E-Kitaplar', item: `${E2E_PUBLIC_URL}/e-kitaplar` },
      ],
    });
  });
});

test.describe('/dukkan', () => {
  test('four products with price, channel badge and buy link', async ({ page }) => {
    await page.goto('/dukkan');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dijital Dükkan');
    const main = page.getByRole('main');
    expect(products).toHaveLength(4);
    await expect(main.getByText('1.000,00 TL')).toHaveCount(4);

    const badges = main.getByRole('link', { name: /^Telkin Videosu/ });
    await expect(badges).toHaveCount(4);
    const buyLinks = main.getByRole('link', { name: /^Satın Al/ });
    await expect(buyLinks).toHaveCount(4);

    for (const [index, product] of products.entries()) {
      await expectCard(main, {
        title: product.name,
        text: product.description,
        image: product.image,
      });
      await expect(main.getByText(product.subtitle, { exact: true })).toBeVisible();
      await expect(main.getByText(product.features[0]!, { exact: true })).toBeVisible();
      await expect(main.getByText(product.benefits[0]!, { exact: true })).toBeVisible();
      await expect(main.getByText(product.callToAction, { exact: true })).toBeVisible();

      await expect(badges.nth(index)).toHaveAttribute('href', demoIdentity.videoChannelUrl);
      await expectNewTab(badges.nth(index));
      const buy = buyLinks.nth(index);
      await expect(buy).toHaveAttribute('href', product.purchaseUrl);
      await expect(buy).toHaveAccessibleName(
        new RegExp(`^Satın Al.*${escapeRegExp(product.name)}`),
      );
      await expectNewTab(buy);
      expect(await visibleText(buy)).toBe('Satın Al');
    }
    await expect(
      main.getByRole('heading', { level: 4, name: products[0]!.featuresTitle, exact: true }),
    ).toHaveCount(products.filter((p) => p.featuresTitle === products[0]!.featuresTitle).length);
  });

  test('the long description opens on request', async ({ page }) => {
    await page.goto('/dukkan');
    const main = page.getByRole('main');
    const longText = main.getByText(products[0]!.longDescription, { exact: true });
    await expect(longText).toBeHidden();
    await main.getByText('Ayrıntılı açıklama').first().click();
    await expect(longText).toBeVisible();
  });

  test('the "how do I buy" box has three steps', async ({ page }) => {
    await page.goto('/dukkan');
    const box = page.getByRole('region', { name: 'Nasıl satın alırım?' });
    const steps = box.getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Satın Al');
    await expect(steps.nth(1)).toContainText('pazar yeri');
    await expect(steps.nth(2)).toContainText('e-posta');
  });

  test('structured data: 4 Product items with TRY offers and a BreadcrumbList', async ({
    page,
  }) => {
    await page.goto('/dukkan');
    const items = await jsonLdItems(page);
    const list = ofType(items, 'Product');
    expect(list).toHaveLength(4);
    for (const [index, product] of products.entries()) {
      expect(list[index]).toMatchObject({
        name: product.name,
        image: `${E2E_PUBLIC_URL}${product.image.src}`,
        offers: {
          '@type': 'Offer',
          price: '1000.00',
          priceCurrency: 'TRY',
          availability: 'https://schema.org/InStock',
          url: product.purchaseUrl,
        },
      });
    }
    expect(ofType(items, 'BreadcrumbList')).toHaveLength(1);
  });
});

test.describe('/medya', () => {
  test('four videos with posters, play buttons, watch links and no frame yet', async ({ page }) => {
    await page.goto('/medya');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medya');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: /^Videoyu oynat: / })).toHaveCount(4);
    await expect(page.locator('iframe')).toHaveCount(0);
    const watchLinks = main.getByRole('link', { name: /^YouTube’da izle/ });
    await expect(watchLinks).toHaveCount(4);
    for (const [index, item] of mediaItems.entries()) {
      await expectCard(main, { title: item.title, text: item.description, image: item.poster });
      await expect(
        main.getByRole('button', { name: `Videoyu oynat: ${item.title}`, exact: true }),
      ).toBeVisible();
      const id = extractVideoId(item.sourceUrl);
      expect(id).not.toBeNull();
      await expect(watchLinks.nth(index)).toHaveAttribute('href', watchUrl(id!));
      await expectNewTab(watchLinks.nth(index));
    }
  });

  test('follow buttons for Instagram and YouTube open in a new tab', async ({ page }) => {
    await page.goto('/medya');
    const main = page.getByRole('main');
    const youtube = main.getByRole('link', { name: /^YouTube’da Abone Ol/ });
    const instagram = main.getByRole('link', { name: /^Instagram’da Takip Et/ });
    await expect(youtube).toHaveAttribute('href', demoIdentity.social.youtube);
    await expect(instagram).toHaveAttribute('href', demoIdentity.social.instagram);
    await expectNewTab(youtube);
    await expectNewTab(instagram);
  });

  test('loading the page makes no request to any other host', async ({ page, baseURL }) => {
    await expectOwnHostOnly(page, baseURL, '/medya');
  });

  test('clicking play inserts exactly one privacy-enhanced frame', async ({ page }) => {
    await page.route('**/*youtube-nocookie.com/**', (route) => route.abort());
    await page.goto('/medya', { waitUntil: 'networkidle' });
    const first = mediaItems[0]!;
    const button = page.getByRole('button', { name: `Videoyu oynat: ${first.title}`, exact: true });
    // goto has waited for hydration (fixtures.ts), so one click must be enough. A retried click
    // failed on a slow machine: the first one had worked, and its button was gone.
    await button.click();
    await expect(page.locator('iframe')).toHaveCount(1);
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/Q7xK2pLm9Zt\?/,
    );
    await expect(frame).toHaveAttribute('title', first.title);
    await expect(page.getByRole('button', { name: /^Videoyu oynat: / })).toHaveCount(3);
  });

  test('structured data: a BreadcrumbList', async ({ page }) => {
    await page.goto('/medya');
    const items = await jsonLdItems(page);
    expect(ofType(items, 'BreadcrumbList')).toHaveLength(1);
  });
});

test('without JavaScript the books, products, posters and watch links are there', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/e-kitaplar');
  let main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /^Kitaba Git/ })).toHaveCount(13);
  for (const book of ebooks) {
    await expect(
      main.getByRole('heading', { level: 3, name: book.title, exact: true }),
    ).toBeVisible();
  }

  await page.goto('/dukkan');
  main = page.getByRole('main');
  for (const product of products) {
    await expect(
      main.getByRole('heading', { level: 3, name: product.name, exact: true }),
    ).toBeVisible();
  }
  await expect(main.getByText('1.000,00 TL')).toHaveCount(4);
  await expect(main.getByRole('link', { name: /^Satın Al/ })).toHaveCount(4);

  await page.goto('/medya');
  main = page.getByRole('main');
  for (const item of mediaItems) {
    await expect(main.getByRole('img', { name: item.poster.alt, exact: true })).toBeVisible();
  }
  const watchLinks = main.getByRole('link', { name: /^YouTube’da izle/ });
  await expect(watchLinks).toHaveCount(4);
  for (const link of await watchLinks.all()) await expect(link).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);

  await context.close();
});
