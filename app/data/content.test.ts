import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  aboutHero,
  aboutStory,
  coachPortrait,
  competences,
  coreValues,
  officePhoto,
  pillars,
} from '#app/data/about.ts';
import {
  AboutHeroSchema,
  AboutStorySchema,
  CoreValueSchema,
  DiplomaSchema,
  EbookSchema,
  FaqEntrySchema,
  ImageSchema,
  MediaItemSchema,
  PriceNotesSchema,
  PricePackageSchema,
  ProcessStepSchema,
  ProductSchema,
  ServiceSchema,
  TestimonialSchema,
  TitledTextSchema,
  WhoForListSchema,
  type Image,
} from '#app/data/content-schema.ts';
import { diplomas } from '#app/data/diplomas.ts';
import { ebooks } from '#app/data/ebooks.ts';
import { generalFaq } from '#app/data/faq.ts';
import { mediaItems } from '#app/data/media.ts';
import { priceNotes, pricePackages } from '#app/data/prices.ts';
import {
  processSteps,
  sessionExpectations,
  whoIsItFor,
} from '#app/data/process.ts';
import { products } from '#app/data/products.ts';
import { services } from '#app/data/services.ts';
import { defaultAvatar } from '#app/data/avatar.ts';
import { testimonials } from '#app/data/testimonials.ts';

function expectUniqueIds(items: { id: string }[]) {
  const ids = items.map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
}

describe('services', () => {
  const parsed = z.array(ServiceSchema).parse(services);

  test('ten services in the order of the service list', () => {
    expect(parsed.map((service) => service.id)).toEqual([
      'nlp',
      'yasam',
      'quantum',
      'myk',
      'kariyer',
      'takim',
      'iliski',
      'performans',
      'ogrenci',
      'yatirim',
    ]);
    expectUniqueIds(parsed);
  });

  test('each has 8 details and 5 FAQ entries', () => {
    for (const service of parsed) {
      expect(service.details, service.id).toHaveLength(8);
      expect(service.faq, service.id).toHaveLength(5);
      expect(service.image.src).toBe(`/images/services/${service.id}.svg`);
    }
  });
});

describe('prices', () => {
  test('three packages with their prices, savings and most popular mark', () => {
    const parsed = z.array(PricePackageSchema).parse(pricePackages);
    expectUniqueIds(parsed);
    expect(
      parsed.map(({ title, price, originalPrice, saveAmount, isPopular }) => ({
        title,
        price,
        originalPrice,
        saveAmount,
        isPopular,
      })),
    ).toEqual([
      {
        title: 'Tek Seans',
        price: 1000,
        originalPrice: null,
        saveAmount: null,
        isPopular: false,
      },
      {
        title: '3 Seanslık Paket',
        price: 2500,
        originalPrice: 3000,
        saveAmount: 500,
        isPopular: true,
      },
      {
        title: '6 Seanslık Paket',
        price: 5000,
        originalPrice: 6000,
        saveAmount: 1000,
        isPopular: false,
      },
    ]);
    for (const pack of parsed) {
      if (pack.originalPrice !== null) {
        expect(pack.originalPrice - pack.price).toBe(pack.saveAmount);
      }
    }
  });

  test('price notes', () => {
    PriceNotesSchema.parse(priceNotes);
  });
});

describe('testimonials and diplomas', () => {
  test('six made-up testimonials, all 5 stars, each marked as demo and with no source', () => {
    const parsed = z.array(TestimonialSchema).parse(testimonials);
    expect(parsed).toHaveLength(6);
    expectUniqueIds(parsed);
    expect(parsed.every((testimonial) => testimonial.stars === 5)).toBe(true);
    expect(parsed.every((testimonial) => testimonial.demo === true)).toBe(true);
    expect(parsed.some((testimonial) => testimonial.source)).toBe(false);
  });

  test('three diplomas', () => {
    const parsed = z.array(DiplomaSchema).parse(diplomas);
    expect(parsed).toHaveLength(3);
    expectUniqueIds(parsed);
  });
});

describe('e-books, products and media', () => {
  test('13 e-books on the book site', () => {
    const parsed = z.array(EbookSchema).parse(ebooks);
    expect(parsed).toHaveLength(13);
    expectUniqueIds(parsed);
    for (const book of parsed) {
      expect(book.externalLink).toBe(
        `https://kitap.example/ayse-ornek/${book.id}`,
      );
    }
  });

  test('four products at 1000 TRY', () => {
    const parsed = z.array(ProductSchema).parse(products);
    expect(parsed).toHaveLength(4);
    expectUniqueIds(parsed);
    for (const product of parsed) {
      expect(product.price).toBe(1000);
      expect(product.currency).toBe('TRY');
      expect(product).not.toHaveProperty('youtubeChannelUrl');
    }
  });

  test('four videos, each with an 11-character id in its URL', () => {
    const parsed = z.array(MediaItemSchema).parse(mediaItems);
    expect(parsed).toHaveLength(4);
    expectUniqueIds(parsed);
    const idPattern =
      /(?:[?&]v=|youtu\.be\/|\/shorts\/|\/embed\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;
    for (const item of parsed) {
      expect(item.sourceUrl, item.id).toMatch(idPattern);
    }
  });
});

describe('FAQ, about and process', () => {
  test('six general questions', () => {
    expect(z.array(FaqEntrySchema).parse(generalFaq)).toHaveLength(6);
  });

  test('about page content', () => {
    AboutHeroSchema.parse(aboutHero);
    AboutStorySchema.parse(aboutStory);
    expect(z.array(TitledTextSchema).parse(pillars)).toHaveLength(5);
    expect(z.array(CoreValueSchema).parse(coreValues)).toHaveLength(6);
    expect(z.array(TitledTextSchema).parse(competences)).toHaveLength(17);
  });

  test('coaching process content', () => {
    const steps = z.array(ProcessStepSchema).parse(processSteps);
    expect(steps.map((step) => step.step)).toEqual([1, 2, 3, 4, 5]);
    expect(steps[0]?.badge).toBe('Ücretsiz');
    expect(z.array(TitledTextSchema).parse(sessionExpectations)).toHaveLength(
      4,
    );
    expect(WhoForListSchema.parse(whoIsItFor)).toHaveLength(7);
  });
});

describe('images', () => {
  const images: Image[] = [
    ...services.map((service) => service.image),
    ...testimonials.map((testimonial) => testimonial.image),
    ...diplomas.map((diploma) => diploma.image),
    ...ebooks.map((book) => book.cover),
    ...products.map((product) => product.image),
    ...mediaItems.map((item) => item.poster),
    defaultAvatar,
    coachPortrait,
    officePhoto,
  ];

  test.each(images.map((image) => [image.src, image] as const))(
    '%s exists with the declared size',
    (_src, image) => {
      ImageSchema.parse(image);
      const file = path.join(process.cwd(), 'public', image.src);
      expect(existsSync(file)).toBe(true);
      const root = /<svg\b[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0] ?? '';
      expect(root).toContain(`width="${image.width}"`);
      expect(root).toContain(`height="${image.height}"`);
      expect(root).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
    },
  );
});
