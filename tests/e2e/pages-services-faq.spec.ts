import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectCard, expectIllustration, expectLink, openPage, SERVICE_IDS } from './helpers.ts';

import { generalFaq } from '#app/data/faq.ts';
import { demoIdentity } from '#app/data/identity.ts';
import { services } from '#app/data/services.ts';
import { sitePages } from '#app/data/site-pages.ts';

import { E2E_PUBLIC_URL } from '../../playwright.config.ts';

type JsonLdNode = Record<string, unknown> & { '@type': string };

/** Every structured-data node on the page; each <script> block must parse as JSON. */
async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  return blocks.flatMap((block) => {
    const parsed = JSON.parse(block) as Record<string, unknown>;
    expect(parsed['@context']).toBe('https://schema.org');
    return (Array.isArray(parsed['@graph']) ? parsed['@graph'] : [parsed]) as JsonLdNode[];
  });
}

function nodeOfType(nodes: JsonLdNode[], type: string): JsonLdNode {
  const matches = nodes.filter((node) => node['@type'] === type);
  expect(matches, type).toHaveLength(1);
  return matches[0]!;
}

function breadcrumbNames(node: JsonLdNode): string[] {
  return (node.itemListElement as Array<{ name: string }>).map((item) => item.name);
}

test.describe('/hizmetler', () => {
  test('shows hero, services, modes, call to action and prices in that order', async ({ page }) => {
    const main = await openPage(page, '/hizmetler', sitePages.services.heading);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Koçluk Alanlarım',
      'Yüz yüze mi, online mı?',
      'Hangi alanın sana uygun olduğundan emin değil misin?',
      'Fiyatlar ve Paketler',
    ]);
    await expectLink(main, 'Fiyatları İncele', '#fiyatlar');
  });

  test('has ten service cards, each an anchor with its id, image, texts and buttons', async ({
    page,
  }) => {
    expect(services.map((service) => service.id)).toEqual(SERVICE_IDS);
    await page.goto('/hizmetler');
    const grid = page.getByRole('region', { name: 'Koçluk Alanlarım', exact: true });
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(
      services.map((service) => service.title),
    );

    for (const service of services) {
      const card = grid.locator(`#${service.id}`);
      await expect(card).toHaveCount(1);
      await expectCard(card, {
        title: service.title,
        text: service.description,
        image: service.image,
      });

      await expect(card.getByText('Kimler için', { exact: true })).toBeVisible();
      await expect(card.getByText(service.who, { exact: true })).toBeVisible();
      await expect(card.getByText('Format', { exact: true })).toBeVisible();
      await expect(card.getByText(service.format, { exact: true })).toBeVisible();
      await expect(card.getByText(service.duration, { exact: true })).toBeVisible();

      await expect(card.getByRole('link', { name: 'Randevu Al', exact: true })).toHaveAttribute(
        'href',
        '/randevu-al',
      );
      await expect(
        card.getByRole('link', { name: `Detaylı Bilgi: ${service.title}`, exact: true }),
      ).toHaveAttribute('href', `/hizmetler/${service.id}`);
    }
  });

  test('each card’s "Neler kazanabilirsin?" opens on the first 3 details and "ve daha fazlası"', async ({
    page,
  }) => {
    await page.goto('/hizmetler');
    for (const service of services) {
      const collapsible = page.locator(`#${service.id} details`);
      await expect(collapsible).toHaveCount(1);
      const summary = collapsible.locator('summary');
      await expect(summary).toHaveText('Neler kazanabilirsin?');
      await expect(collapsible.locator('li').first()).toBeHidden();

      await summary.click();
      const items = collapsible.getByRole('listitem');
      await expect(items).toHaveCount(3);
      await expect(items).toHaveText(service.details.slice(0, 3));
      for (const item of await items.all()) await expect(item).toBeVisible();
      const more = collapsible.getByRole('link', { name: /^ve daha fazlası…/ });
      await expect(more).toBeVisible();
      await expect(more).toHaveAttribute('href', `/hizmetler/${service.id}`);
      await expect(collapsible).not.toContainText(service.details[3]!);

      await summary.click();
      await expect(collapsible.locator('li').first()).toBeHidden();
    }
  });

  test('/hizmetler#{id} scrolls the card into view below the sticky header', async ({ page }) => {
    await page.goto('/hizmetler#yatirim');
    const card = page.locator('#yatirim');
    await expect(card).toBeInViewport();
    expect((await card.boundingBox())!.y).toBeGreaterThanOrEqual(79);
  });

  test('the detail button opens the service page', async ({ page }) => {
    await page.goto('/hizmetler');
    await page.getByRole('link', { name: 'Detaylı Bilgi: NLP Koçluğu', exact: true }).click();
    await expect(page).toHaveURL('/hizmetler/nlp');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NLP Koçluğu');
  });

  test('the face-to-face and online blocks link to booking with ?type=', async ({ page }) => {
    await page.goto('/hizmetler');
    const faceToFace = page.locator('#yuz-yuze');
    const online = page.locator('#online');
    await expect(faceToFace.getByRole('heading', { level: 3 })).toHaveText('Yüz Yüze Koçluk');
    await expect(online.getByRole('heading', { level: 3 })).toHaveText('Online Koçluk');
    await expectLink(faceToFace, 'Yüz Yüze Randevu Al', '/randevu-al?type=yuz-yuze');
    await expectLink(online, 'Online Randevu Al', '/randevu-al?type=online');
    await online.getByRole('link', { name: 'Online Randevu Al' }).click();
    await expect(page).toHaveURL('/randevu-al?type=online');
  });

  test('the call-to-action block links to /randevu-al and /iletisim', async ({ page }) => {
    await page.goto('/hizmetler');
    const cta = page.getByRole('region', {
      name: 'Hangi alanın sana uygun olduğundan emin değil misin?',
    });
    await expectLink(cta, 'Ücretsiz Keşif Görüşmesi', '/randevu-al');
    await expectLink(cta, 'Bana Ulaş', '/iletisim');
  });

  test('the price section shows the three packages, badge, buy links and notes', async ({
    page,
  }) => {
    await page.goto('/hizmetler');
    const prices = page.locator('section#fiyatlar');
    await expect(prices.getByRole('heading', { level: 2 })).toHaveText('Fiyatlar ve Paketler');
    const packageCard = (title: string) =>
      prices
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

    await expect(prices.getByRole('heading', { level: 3 })).toHaveText([
      'Tek Seans',
      '3 Seanslık Paket',
      '6 Seanslık Paket',
    ]);

    const single = packageCard('Tek Seans');
    await expect(single.getByText('1.000 TL', { exact: true })).toBeVisible();
    await expect(single.locator('s, del')).toHaveCount(0);
    await expect(single).not.toContainText('tek tek');
    await expect(single).not.toContainText('Önerilen');

    const three = packageCard('3 Seanslık Paket');
    await expect(three.getByText('2.500 TL', { exact: true })).toBeVisible();
    // A bundle of sessions, not a discount from a struck-through earlier price.
    await expect(three.locator('s, del')).toHaveCount(0);
    await expect(
      three.getByText('Seanslar tek tek alındığında 3.000 TL', { exact: true }),
    ).toBeVisible();
    await expect(three.getByText('Paket olarak 500 TL daha uygun', { exact: true })).toBeVisible();
    await expect(three.getByText('Önerilen', { exact: true })).toBeVisible();

    const six = packageCard('6 Seanslık Paket');
    await expect(six.getByText('5.000 TL', { exact: true })).toBeVisible();
    await expect(six.locator('s, del')).toHaveCount(0);
    await expect(
      six.getByText('Seanslar tek tek alındığında 6.000 TL', { exact: true }),
    ).toBeVisible();
    await expect(six.getByText('Paket olarak 1.000 TL daha uygun', { exact: true })).toBeVisible();
    await expect(six).not.toContainText('Önerilen');

    await expect(prices.getByText('Önerilen', { exact: true })).toHaveCount(1);

    const buy = prices.getByRole('link', { name: /^Satın Al/ });
    await expect(buy).toHaveCount(3);
    for (const link of await buy.all()) await expect(link).toHaveAttribute('href', '/iletisim');

    for (const note of [
      'İlk tanışma görüşmesi ücretsizdir.',
      'yalnızca keşif görüşmesi ücretsizdir',
      'Kişiye özel ve kurumsal programlar ayrıca fiyatlandırılır',
      '1 seans = 60 dakika',
      'İzmir',
      'haftada bir veya iki haftada bir',
      'Fiyatlara KDV dâhildir.',
      'Cayma hakkı: sözleşmeden itibaren 14 gün içinde',
      'en az 24 saat önceden haber vererek',
    ]) {
      await expect(prices).toContainText(note);
    }

    await buy.first().click();
    await expect(page).toHaveURL('/iletisim');
  });

  test('has a BreadcrumbList that parses', async ({ page }) => {
    await page.goto('/hizmetler');
    const breadcrumb = nodeOfType(await jsonLdNodes(page), 'BreadcrumbList');
    expect(breadcrumbNames(breadcrumb)).toEqual(['Ana Sayfa', 'Hizmetler']);
    expect((breadcrumb.itemListElement as Array<{ item: string }>)[1]!.item).toBe(
      `${E2E_PUBLIC_URL}/hizmetler`,
    );
  });
});

test.describe('/hizmetler/{slug}', () => {
  const service = services[0]!;

  test('every service page answers 200 with its title as h1', async ({ request }) => {
    for (const { id, title } of services) {
      const response = await request.get(`/hizmetler/${id}`);
      expect(response.status(), id).toBe(200);
      expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    }
  });

  test('shows image, title, description, 8 details, side panel and calls to action', async ({
    page,
  }) => {
    const main = await openPage(page, `/hizmetler/${service.id}`, service.title);
    await expect(main.getByText(service.description, { exact: true })).toBeVisible();
    await expectIllustration(
      main.getByRole('img', { name: service.image.alt, exact: true }),
      service.image,
    );

    const gains = page.getByRole('region', { name: 'Neler kazanabilirsin?' });
    await expect(gains.getByRole('listitem')).toHaveCount(8);
    await expect(gains.getByRole('listitem')).toHaveText(service.details);

    const panel = page.getByRole('complementary', { name: 'Hizmet Bilgileri' });
    for (const label of ['Kimler için', 'Format', 'Yer', 'Seans süresi']) {
      await expect(panel.getByText(label, { exact: true })).toBeVisible();
    }
    for (const value of [service.who, service.format, service.location, service.duration]) {
      await expect(panel.getByText(value, { exact: true })).toBeVisible();
    }
    await expectLink(panel, 'Randevu Al', '/randevu-al');

    const cta = page.getByRole('region', { name: `${service.title} ile ilk adımı at` });
    await expectLink(cta, 'Ücretsiz Keşif Görüşmesi', '/randevu-al');

    await main.getByRole('link', { name: 'Tüm hizmetlere dön' }).click();
    await expect(page).toHaveURL('/hizmetler');
  });

  test('the FAQ accordion has 5 questions, one open at a time, and collapses', async ({ page }) => {
    await page.goto(`/hizmetler/${service.id}`);
    const faq = page.getByRole('region', { name: 'Sıkça Sorulan Sorular' });
    const items = faq.locator('details');
    await expect(items).toHaveCount(5);
    await expect(faq.getByRole('heading', { level: 3 })).toHaveText(
      service.faq.map((entry) => entry.question),
    );

    const first = service.faq[0]!;
    const second = service.faq[1]!;
    await expect(faq.getByText(first.answer)).toBeHidden();
    await faq.getByRole('heading', { name: first.question }).click();
    await expect(faq.getByText(first.answer)).toBeVisible();
    await faq.getByRole('heading', { name: second.question }).click();
    await expect(faq.getByText(second.answer)).toBeVisible();
    await expect(faq.getByText(first.answer)).toBeHidden();
    await expect(items.nth(0)).toHaveJSProperty('open', false);
    await faq.getByRole('heading', { name: second.question }).click();
    await expect(faq.getByText(second.answer)).toBeHidden();

    // By keyboard too: Enter opens a question, Space closes it again.
    const third = service.faq[2]!;
    await faq.locator('summary', { hasText: third.question }).focus();
    await page.keyboard.press('Enter');
    await expect(faq.getByText(third.answer)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(faq.getByText(third.answer)).toBeHidden();
  });

  test('carries Service, FAQPage and BreadcrumbList structured data', async ({ page }) => {
    await page.goto(`/hizmetler/${service.id}`);
    const nodes = await jsonLdNodes(page);

    const serviceNode = nodeOfType(nodes, 'Service');
    expect(serviceNode.name).toBe(service.title);
    expect(serviceNode.description).toBe(service.description);
    expect(serviceNode.url).toBe(`${E2E_PUBLIC_URL}/hizmetler/${service.id}`);
    expect(serviceNode.areaServed).toMatchObject({ name: 'İzmir' });
    expect(serviceNode.provider).toMatchObject({
      '@type': 'ProfessionalService',
      name: demoIdentity.siteName,
    });

    const faqNode = nodeOfType(nodes, 'FAQPage');
    expect(faqNode.mainEntity).toEqual(
      service.faq.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    );

    const breadcrumb = nodeOfType(nodes, 'BreadcrumbList');
    expect(breadcrumbNames(breadcrumb)).toEqual(['Ana Sayfa', 'Hizmetler', service.title]);
  });

  test('an unknown slug redirects to /404', async ({ page }) => {
    const response = await page.goto('/hizmetler/boyle-bir-hizmet-yok');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL('/404');
  });
});

test.describe('/sss', () => {
  test('has the general group of 6 and a group of 5 per service, and a contact link', async ({
    page,
  }) => {
    const main = await openPage(page, '/sss', sitePages.faq.heading);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Soru grupları',
      'Genel Sorular',
      ...services.map((service) => service.title),
      'Sorunun yanıtını bulamadın mı?',
    ]);
    await expect(main.locator('details')).toHaveCount(6 + 50);

    const general = page.getByRole('region', { name: 'Genel Sorular', exact: true });
    await expect(general.locator('details')).toHaveCount(6);
    await expect(general.getByRole('heading', { level: 3 })).toHaveText(
      generalFaq.map((entry) => entry.question),
    );

    for (const service of services) {
      const group = page.getByRole('region', { name: service.title, exact: true });
      await expect(group.locator('details')).toHaveCount(5);
      await expect(group.getByRole('heading', { level: 3 })).toHaveText(
        service.faq.map((entry) => entry.question),
      );
      await expect(group.getByRole('link')).toHaveAttribute('href', `/hizmetler/${service.id}`);
    }

    const index = page.getByRole('navigation', { name: 'Soru grupları' });
    await expect(index.getByRole('link')).toHaveCount(11);
    await expectLink(index, 'Genel Sorular', '#genel-sorular');

    const contact = page.getByRole('region', { name: 'Sorunun yanıtını bulamadın mı?' });
    await expectLink(contact, 'İletişime Geçin', '/iletisim');
  });

  test('each group is single-open and collapsible', async ({ page }) => {
    await page.goto('/sss');
    const general = page.getByRole('region', { name: 'Genel Sorular', exact: true });
    const first = generalFaq[0]!;
    const second = generalFaq[1]!;
    await expect(general.getByText(first.answer)).toBeHidden();
    await general.getByRole('heading', { name: first.question }).click();
    await expect(general.getByText(first.answer)).toBeVisible();
    await general.getByRole('heading', { name: second.question }).click();
    await expect(general.getByText(second.answer)).toBeVisible();
    await expect(general.getByText(first.answer)).toBeHidden();
    await general.getByRole('heading', { name: second.question }).click();
    await expect(general.getByText(second.answer)).toBeHidden();

    const nlp = page.getByRole('region', { name: 'NLP Koçluğu', exact: true });
    const nlpFirst = services[0]!.faq[0]!;
    const nlpSecond = services[0]!.faq[1]!;
    await nlp.getByRole('heading', { name: nlpFirst.question }).click();
    await nlp.getByRole('heading', { name: nlpSecond.question }).click();
    await expect(nlp.getByText(nlpSecond.answer)).toBeVisible();
    await expect(nlp.getByText(nlpFirst.answer)).toBeHidden();
    await expect(nlp.locator('details[open]')).toHaveCount(1);
  });

  test('carries FAQPage with all 56 questions and a BreadcrumbList', async ({ page }) => {
    await page.goto('/sss');
    const nodes = await jsonLdNodes(page);
    const faqNode = nodeOfType(nodes, 'FAQPage');
    const questions = faqNode.mainEntity as Array<{
      '@type': string;
      name: string;
      acceptedAnswer: { '@type': string; text: string };
    }>;
    expect(questions).toHaveLength(56);
    expect(questions.map((question) => question.name)).toEqual([
      ...generalFaq.map((entry) => entry.question),
      ...services.flatMap((service) => service.faq.map((entry) => entry.question)),
    ]);
    for (const question of questions) {
      expect(question['@type']).toBe('Question');
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(0);
    }
    expect(breadcrumbNames(nodeOfType(nodes, 'BreadcrumbList'))).toEqual([
      'Ana Sayfa',
      'Sıkça Sorulan Sorular',
    ]);
  });
});

test.describe('without JavaScript', () => {
  test('services, a service page and the FAQ show the same content', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/hizmetler');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sitePages.services.heading);
    for (const service of services) {
      const collapsible = page.locator(`#${service.id} details`);
      await expect(collapsible).toContainText(service.details[0]!);
      await expect(collapsible).toContainText('ve daha fazlası');
    }
    await page.locator('#nlp summary').click();
    await expect(page.locator('#nlp').getByText(services[0]!.details[0]!)).toBeVisible();
    await expect(page.locator('#fiyatlar')).toContainText('2.500 TL');
    await expect(page.locator('#fiyatlar')).toContainText('Seanslar tek tek alındığında 3.000 TL');
    await expect(page.locator('#fiyatlar')).toContainText('Seanslar tek tek alındığında 6.000 TL');

    const service = services[0]!;
    await page.goto(`/hizmetler/${service.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
    const faq = page.getByRole('region', { name: 'Sıkça Sorulan Sorular' }).locator('details');
    await expect(faq).toHaveCount(5);
    for (const [index, entry] of service.faq.entries()) {
      await expect(faq.nth(index)).toContainText(entry.answer);
    }
    await expect(
      page.getByRole('region', { name: 'Neler kazanabilirsin?' }).getByRole('listitem'),
    ).toHaveCount(8);
    await faq.first().locator('summary').click();
    await expect(page.getByText(service.faq[0]!.answer)).toBeVisible();

    await page.goto('/sss');
    const questions = page.getByRole('main').locator('details');
    await expect(questions).toHaveCount(56);
    for (const [index, entry] of generalFaq.entries()) {
      await expect(questions.nth(index)).toContainText(entry.answer);
    }
    await expect(questions.nth(6)).toContainText(service.faq[0]!.answer);
    await expect(questions.nth(55)).toContainText(services[9]!.faq[4]!.answer);

    await context.close();
  });
});
