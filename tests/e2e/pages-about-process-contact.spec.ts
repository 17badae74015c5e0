import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectIllustration, expectLink, openPage } from './helpers.ts';

import { aboutStory, competences, coreValues, officePhoto, pillars } from '#app/data/about.ts';
import { diplomas } from '#app/data/diplomas.ts';
import { demoIdentity } from '#app/data/identity.ts';
import { processSteps, sessionExpectations, whoIsItFor } from '#app/data/process.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { testimonials } from '#app/data/testimonials.ts';
import { whatsappHref } from '#app/lib/contact-links.ts';

import { E2E_PUBLIC_URL } from '../../playwright.config.ts';

type JsonLdNode = { '@type': string } & Record<string, unknown>;

/** Every JSON-LD node on the page; each script must parse as JSON. */
async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  return texts.flatMap((text) => {
    const data = JSON.parse(text) as JsonLdNode & { '@graph'?: JsonLdNode[] };
    expect(data['@context']).toBe('https://schema.org');
    return data['@graph'] ?? [data];
  });
}

async function expectBreadcrumb(page: Page, name: string, path: string) {
  const nodes = await jsonLdNodes(page);
  const breadcrumb = nodes.find((node) => node['@type'] === 'BreadcrumbList');
  expect(breadcrumb?.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Ana Sayfa', item: `${E2E_PUBLIC_URL}/` },
    { '@type': 'ListItem', position: 2, name, item: `${E2E_PUBLIC_URL}${path}` },
  ]);
}

/**
 * Every picture in the page body has a Turkish description and keeps its place: an image by its
 * alt text and width and height, an illustration drawn in the page by its name and viewBox.
 */
async function expectImagesDescribed(page: Page) {
  const main = page.getByRole('main');
  const images = await main.locator('img').evaluateAll((nodes) =>
    nodes.map((node) => ({
      src: node.getAttribute('src') ?? '',
      alt: node.getAttribute('alt') ?? '',
      width: node.getAttribute('width'),
      height: node.getAttribute('height'),
    })),
  );
  for (const image of images) {
    expect(image.src, image.src).toMatch(/^\/images\//);
    expect(image.alt.length, image.src).toBeGreaterThan(5);
    expect(image.width, image.src).toMatch(/^\d+$/);
    expect(image.height, image.src).toMatch(/^\d+$/);
  }
  const drawings = await main
    .locator('svg[role="img"]')
    .evaluateAll((nodes) =>
      nodes.map(
        (node) => `${node.getAttribute('aria-label') ?? ''} | ${node.getAttribute('viewBox')}`,
      ),
    );
  expect(images.length + drawings.length).toBeGreaterThan(0);
  for (const drawing of drawings) expect(drawing).toMatch(/^.{6,} \| 0 0 \d+ \d+$/);
}

/** The booking page's introduction under its heading, in whichever of its three wordings. */
function bookingIntro(page: Page) {
  return page
    .getByRole('main')
    .getByRole('paragraph')
    .filter({ hasText: /^(Yüz yüze çalışmak için|Online görüşme için|İster online ister)/ });
}

async function expectNoPlaceholder(page: Page) {
  await expect(page.getByText('Bu sayfa hazırlanıyor')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(/lorem/i);
}

test.describe('about /hakkimda', () => {
  test('hero, story with five pillars, values, competences and diplomas', async ({ page }) => {
    const main = await openPage(page, '/hakkimda', sitePages.about.heading);
    await expectLink(main, 'Hizmetlerimi İncele', '/hizmetler');
    await expectLink(main, 'Bana Ulaş', '/iletisim');

    const story = page.getByRole('region', { name: 'Hikâyem', exact: true });
    for (const paragraph of aboutStory) await expect(story).toContainText(paragraph);
    const pillarItems = story.getByRole('list').getByRole('listitem');
    await expect(pillarItems).toHaveCount(5);
    for (const [index, pillar] of pillars.entries()) {
      await expect(pillarItems.nth(index)).toContainText(pillar.title);
    }

    const values = page.getByRole('region', { name: 'Temel Değerlerim', exact: true });
    await expect(values.getByRole('heading', { level: 3 })).toHaveText(
      coreValues.map((value) => value.title),
    );
    await expect(values.getByRole('listitem').locator('svg')).toHaveCount(6);

    const skills = page.getByRole('region', { name: 'Yetkinliklerim', exact: true });
    await expect(skills.getByRole('listitem')).toHaveCount(17);
    await expect(skills.getByRole('heading', { level: 3 })).toHaveText(
      competences.map((item) => item.title),
    );

    const certificates = page.getByRole('region', {
      name: 'Diplomalar ve Sertifikalar',
      exact: true,
    });
    await expect(certificates.getByRole('heading', { level: 3 })).toHaveText(
      diplomas.map((item) => item.title),
    );
    for (const diploma of diplomas) {
      await expectIllustration(
        certificates.getByRole('img', { name: diploma.image.alt, exact: true }),
        diploma.image,
      );
    }
    await expectImagesDescribed(page);
    await expectNoPlaceholder(page);
  });

  test('promo video loads nothing until asked; six testimonials; call to action', async ({
    page,
  }) => {
    await page.goto('/hakkimda');
    const video = page.getByRole('region', { name: 'Tanıtım Videosu', exact: true });
    await expect(video.getByRole('button', { name: /^Videoyu oynat/ })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    const watch = video.getByRole('link', { name: /YouTube’da izle/ });
    await expect(watch).toHaveAttribute(
      'href',
      `https://www.youtube.com/watch?v=${demoIdentity.promoVideoId}`,
    );
    await expect(watch).toHaveAttribute('target', '_blank');
    await expect(watch).toHaveAttribute('rel', 'noopener noreferrer');

    const reviews = page.getByRole('region', { name: 'Danışanlarım Ne Diyor?', exact: true });
    const cards = reviews.getByRole('figure');
    await expect(cards).toHaveCount(6);
    await expect(reviews.getByRole('img', { name: '5 üzerinden 5 yıldız' })).toHaveCount(6);
    for (const [index, testimonial] of testimonials.slice(0, 6).entries()) {
      await expect(cards.nth(index)).toContainText(testimonial.name);
      await expect(cards.nth(index)).toContainText(testimonial.role);
      await expect(cards.nth(index)).toContainText(testimonial.quote);
      await expectIllustration(
        cards.nth(index).getByRole('img', { name: testimonial.image.alt, exact: true }),
        testimonial.image,
      );
    }

    const cta = page.getByRole('region', { name: 'Birlikte çalışmaya hazır mısın?' });
    await expect(
      cta.getByRole('link', { name: 'Ücretsiz Keşif Görüşmesi Planla' }),
    ).toHaveAttribute('href', '/randevu-al');
  });

  test('the social and chat block is hidden on large screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/hakkimda');
    const block = page.getByRole('region', { name: 'Bağlantıda Kalalım', includeHidden: true });
    await expect(block).toHaveCount(1);
    await expect(block).toBeHidden();
  });

  test('JSON-LD: Person, ProfessionalService and BreadcrumbList', async ({ page }) => {
    await page.goto('/hakkimda');
    const nodes = await jsonLdNodes(page);
    expect(nodes.map((node) => node['@type'])).toEqual(
      expect.arrayContaining(['Person', 'ProfessionalService', 'BreadcrumbList']),
    );
    const person = nodes.find((node) => node['@type'] === 'Person');
    expect(person).toMatchObject({
      name: demoIdentity.coachName,
      jobTitle: demoIdentity.coachTitle,
      worksFor: { '@type': 'ProfessionalService', name: demoIdentity.siteName },
      sameAs: Object.values(demoIdentity.social),
    });
    const business = nodes.find((node) => node['@type'] === 'ProfessionalService');
    expect(business).toMatchObject({
      name: demoIdentity.siteName,
      url: `${E2E_PUBLIC_URL}/`,
      telephone: demoIdentity.phone,
      email: demoIdentity.email,
      priceRange: '1.000 TL - 5.000 TL',
      areaServed: { '@type': 'City', name: 'İzmir' },
      address: { addressLocality: 'Karşıyaka', addressRegion: 'İzmir', addressCountry: 'TR' },
      sameAs: Object.values(demoIdentity.social),
    });
    await expectBreadcrumb(page, 'Hakkımda', '/hakkimda');
  });
});

test.describe('about /hakkimda on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the social links and the chat link with the greeting', async ({ page }) => {
    await page.goto('/hakkimda');
    const block = page.getByRole('region', { name: 'Bağlantıda Kalalım' });
    await expect(block).toBeVisible();
    await expect(block.getByRole('heading', { name: 'Bağlantıda Kalalım' })).toBeVisible();
    const social = block.getByRole('list').getByRole('link');
    await expect(social).toHaveCount(5);
    for (const url of Object.values(demoIdentity.social)) {
      const link = social.and(page.locator(`[href="${url}"]`));
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const chat = block.getByRole('link', { name: /^WhatsApp’tan Sohbet Başlat/ });
    await expect(chat).toHaveAttribute(
      'href',
      whatsappHref(demoIdentity.whatsappNumber, demoIdentity.whatsappGreeting),
    );
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('coaching process /kocluk-sureci', () => {
  test('hero links, five-step timeline with a free first step, expectations, who-for, CTA', async ({
    page,
  }) => {
    const main = await openPage(page, '/kocluk-sureci', sitePages.process.heading);
    await expectLink(main, 'Ücretsiz Keşif Görüşmesi Al', '/randevu-al');
    await expectLink(main, 'Hizmetleri İncele', '/hizmetler');

    const timeline = page
      .getByRole('region', { name: 'Beş Adımda Koçluk Süreci', exact: true })
      .getByRole('list');
    await expect(timeline).toHaveJSProperty('tagName', 'OL');
    const steps = timeline.locator(':scope > li');
    await expect(steps).toHaveCount(5);
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText(
      processSteps.map((step) => `${step.step}. adım: ${step.title}`),
    );
    await expect(steps.nth(0)).toContainText('Ücretsiz');
    await expect(steps.filter({ hasText: 'Ücretsiz' })).toHaveCount(1);

    const expectations = page.getByRole('region', {
      name: 'Seanslarda Seni Neler Bekliyor?',
      exact: true,
    });
    await expect(expectations.getByRole('heading', { level: 3 })).toHaveText(
      sessionExpectations.map((item) => item.title),
    );

    const whoFor = page.getByRole('region', { name: 'Koçluk Kimler İçin?', exact: true });
    await expect(whoFor.getByRole('listitem')).toHaveText(whoIsItFor);
    await expect(whoFor.getByRole('listitem')).toHaveCount(7);

    const cta = page.getByRole('region', { name: 'İlk adım ücretsiz', exact: true });
    await expectLink(cta, 'Keşif Görüşmesi Planla', '/randevu-al');
    await expectNoPlaceholder(page);
    await expectBreadcrumb(page, 'Koçluk Süreci', '/kocluk-sureci');
  });
});

test.describe('booking /randevu-al', () => {
  test('two cards: the free 20-30 minute call and the e-mail and chat links', async ({ page }) => {
    await openPage(page, '/randevu-al', sitePages.booking.heading);

    const discovery = page.getByRole('region', { name: 'Ücretsiz Keşif Görüşmesi', exact: true });
    await expect(discovery).toContainText('20–30 dakika');
    await expect(discovery).toContainText('Online');
    await expectLink(discovery, 'İletişim Bilgilerine Git', '/iletisim');

    const write = page.getByRole('region', {
      name: 'E-posta veya WhatsApp ile Randevu Al',
      exact: true,
    });
    await expect(write.getByRole('link', { name: 'E-posta Gönder' })).toHaveAttribute(
      'href',
      `mailto:${demoIdentity.email}?subject=${encodeURIComponent('Ücretsiz keşif görüşmesi randevusu')}`,
    );
    const chat = write.getByRole('link', { name: /^WhatsApp’tan Yaz/ });
    await expect(chat).toHaveAttribute(
      'href',
      whatsappHref(demoIdentity.whatsappNumber, demoIdentity.whatsappAppointmentGreeting),
    );
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoPlaceholder(page);
    await expectBreadcrumb(page, 'Randevu Al', '/randevu-al');
  });

  test('the wording follows ?type=, with a neutral text for anything else', async ({ page }) => {
    const intro = bookingIntro(page);

    await page.goto('/randevu-al?type=yuz-yuze');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sitePages.booking.heading);
    await expect(intro).toContainText('keşif görüşmesiyle İzmir ofisinde tanışalım');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'E-posta Gönder' }),
    ).toHaveAttribute(
      'href',
      `mailto:${demoIdentity.email}?subject=${encodeURIComponent('Yüz yüze koçluk için keşif görüşmesi randevusu')}`,
    );

    await page.goto('/randevu-al?type=online');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sitePages.booking.heading);
    await expect(intro).toContainText('Online görüşme için');
    await expect(intro).not.toContainText('ofisinde');

    for (const path of ['/randevu-al', '/randevu-al?type=baska']) {
      await page.goto(path);
      await expect(intro).toContainText('İster online ister İzmir ofisinde yüz yüze');
      await expect(intro).not.toContainText('görüşme için');
    }
  });
});

test.describe('contact /iletisim', () => {
  test('buttons, phone, e-mail, district with the address note, social links, office photo, no form', async ({
    page,
  }) => {
    const main = await openPage(page, '/iletisim', sitePages.contact.heading);
    await expect(main.getByRole('link', { name: 'E-posta Gönder' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${demoIdentity.email}\\?subject=`),
    );
    const chat = main.getByRole('link', { name: /^WhatsApp’tan Yaz/ });
    await expect(chat).toHaveAttribute(
      'href',
      whatsappHref(demoIdentity.whatsappNumber, demoIdentity.whatsappGreeting),
    );
    await expect(chat).toHaveAttribute('target', '_blank');

    const details = page.getByRole('region', { name: 'İletişim Bilgileri', exact: true });
    await expect(details.getByRole('link', { name: demoIdentity.phone })).toHaveAttribute(
      'href',
      'tel:+905550000000',
    );
    await expect(details.getByRole('link', { name: demoIdentity.email })).toHaveAttribute(
      'href',
      `mailto:${demoIdentity.email}`,
    );
    await expect(details).toContainText('Karşıyaka, İzmir');
    await expect(details).toContainText('Detaylı adres randevu sırasında paylaşılır.');

    const social = page.getByRole('region', { name: 'Beni Takip Et', exact: true });
    const links = social.getByRole('link');
    const expected = [
      ['LinkedIn', demoIdentity.social.linkedin],
      ['Instagram', demoIdentity.social.instagram],
      ['YouTube', demoIdentity.social.youtube],
      ['Facebook', demoIdentity.social.facebook],
      ['X (Twitter)', demoIdentity.social.x],
    ] as const;
    await expect(links).toHaveCount(expected.length);
    for (const [index, [label, url]] of expected.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(`${label} (yeni sekmede açılır)`);
      await expect(links.nth(index)).toHaveAttribute('href', url);
      await expect(links.nth(index)).toHaveAttribute('target', '_blank');
      await expect(links.nth(index)).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const office = page.getByRole('region', { name: 'Ofisim', exact: true });
    const photo = office.getByRole('img', { name: officePhoto.alt, exact: true });
    await expect(photo).toHaveAttribute('src', officePhoto.src);
    await expect(photo).toHaveAttribute('width', String(officePhoto.width));
    await expect(photo).toHaveAttribute('height', String(officePhoto.height));
    await expect(office).toContainText('Karşıyaka, İzmir');

    await expect(main.locator('form')).toHaveCount(0);
    await expectImagesDescribed(page);
    await expectNoPlaceholder(page);
    await expectBreadcrumb(page, 'İletişim', '/iletisim');
  });
});

test('without JavaScript the four pages show the same content', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/hakkimda');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sitePages.about.heading);
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(region('Hikâyem').getByRole('listitem')).toHaveCount(5);
  await expect(region('Temel Değerlerim').getByRole('listitem')).toHaveCount(6);
  await expect(region('Yetkinliklerim').getByRole('listitem')).toHaveCount(17);
  await expect(region('Diplomalar ve Sertifikalar').getByRole('listitem')).toHaveCount(3);
  await expect(region('Danışanlarım Ne Diyor?').getByRole('figure')).toHaveCount(6);
  await expect(page.getByRole('link', { name: /YouTube’da izle/ })).toBeVisible();

  await page.goto('/kocluk-sureci');
  await expect(
    region('Beş Adımda Koçluk Süreci').getByRole('list').locator(':scope > li'),
  ).toHaveCount(5);
  await expect(region('Seanslarda Seni Neler Bekliyor?').getByRole('listitem')).toHaveCount(4);
  await expect(region('Koçluk Kimler İçin?').getByRole('listitem')).toHaveCount(7);

  await page.goto('/randevu-al?type=yuz-yuze');
  await expect(bookingIntro(page)).toContainText('keşif görüşmesiyle İzmir ofisinde tanışalım');
  await expect(
    page.getByRole('region', { name: 'Ücretsiz Keşif Görüşmesi', exact: true }),
  ).toBeVisible();

  await page.goto('/iletisim');
  await expect(page.getByRole('region', { name: 'İletişim Bilgileri', exact: true })).toContainText(
    'Detaylı adres randevu sırasında paylaşılır.',
  );
  await expect(
    page.getByRole('region', { name: 'Beni Takip Et', exact: true }).getByRole('link'),
  ).toHaveCount(5);
  await expect(page.getByRole('img', { name: officePhoto.alt, exact: true })).toBeVisible();

  await context.close();
});
