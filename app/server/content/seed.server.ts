import {
  aboutHero,
  aboutStory,
  coachPortrait,
  competences,
  coreValues,
  officePhoto,
  pillars,
} from '#app/data/about.ts';
import { homeServiceOrder } from '#app/data/coaching-types.ts';
import { diplomas } from '#app/data/diplomas.ts';
import { ebooks } from '#app/data/ebooks.ts';
import { generalFaq } from '#app/data/faq.ts';
import type { SiteIdentity } from '#app/data/identity.ts';
import { mediaItems } from '#app/data/media.ts';
import { priceNotes, pricePackages } from '#app/data/prices.ts';
import { processSteps, sessionExpectations, whoIsItFor } from '#app/data/process.ts';
import { products } from '#app/data/products.ts';
import { services } from '#app/data/services.ts';
import { sitePages } from '#app/data/site-pages.ts';
import type { ImportPrice } from '#app/db/content.server.ts';
import { testimonials } from '#app/data/testimonials.ts';
import { SINGLE_KEY, type ContentData, type ContentKind } from '#app/lib/content/content-kinds.ts';
import { slugFromTitle } from '#app/lib/slug.ts';

export type SeedItem = {
  [K in ContentKind]: { kind: K; key: string; data: ContentData<K> };
}[ContentKind];

/** The first sentence of a service's description: the home card's line until the coach writes one. */
function leadOf(description: string): string {
  return description.split(/(?<=\.)\s/)[0] ?? description;
}

/**
 * app/data as the desk's items, in the order the pages show them: the content of a fresh site,
 * imported once (docs/decisions/0049). The identity is the environment's, over the demo one.
 */
export function seedItems(identity: SiteIdentity): SeedItem[] {
  const { hosting: _hosting, mailService: _mailService, ...editable } = identity;
  const many = <K extends ContentKind>(
    kind: K,
    list: ContentData<K>[],
    key: (item: ContentData<K>) => string,
  ) => list.map((data) => ({ kind, key: key(data), data }) as SeedItem);
  const single = <K extends ContentKind>(kind: K, data: ContentData<K>) =>
    ({ kind, key: SINGLE_KEY, data }) as SeedItem;
  return [
    ...many('service', services, (service) => service.id),
    ...many(
      'package',
      pricePackages.map(({ price: _p, originalPrice: _o, saveAmount: _s, ...item }) => item),
      (item) => item.id,
    ),
    single('price-notes', priceNotes),
    ...many('faq', generalFaq, (entry) => slugFromTitle(entry.question)),
    ...many('product', products, (product) => product.id),
    ...many('ebook', ebooks, (book) => book.id),
    ...many('video', mediaItems, (video) => video.id),
    ...many('testimonial', testimonials, (testimonial) => testimonial.id),
    ...many('diploma', diplomas, (diploma) => diploma.id),
    single('about', {
      hero: aboutHero,
      portrait: coachPortrait,
      officePhoto,
      story: aboutStory,
      pillars,
      coreValues,
      competences,
    }),
    single('process', { steps: processSteps, sessionExpectations, whoIsItFor }),
    ...many(
      'coaching-type',
      homeServiceOrder.map((id) => ({
        service: id,
        lead: leadOf(services.find((service) => service.id === id)?.description ?? ''),
      })),
      (card) => card.service,
    ),
    ...Object.entries(sitePages).map(([key, { title, description, heading }]): SeedItem => ({
      kind: 'page',
      key,
      data: { title, description, heading },
    })),
    single('identity', editable),
  ];
}

/** Today's prices, the first price list. */
export function seedPrices(): ImportPrice[] {
  return pricePackages.map(({ id, price, originalPrice, saveAmount }) => ({
    packageKey: id,
    price,
    originalPrice,
    saveAmount,
    insteadOf: null,
  }));
}
