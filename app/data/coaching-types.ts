import type { Service, ServiceId } from '#app/data/content-schema.ts';

export type CoachingTypeCard = Pick<Service, 'id' | 'title' | 'icon'> & { lead: string };

/** The home page's order (docs/product.md#public-pages), which differs from the service list's. */
export const homeServiceOrder: ServiceId[] = [
  'nlp',
  'yasam',
  'quantum',
  'myk',
  'kariyer',
  'iliski',
  'takim',
  'performans',
  'ogrenci',
  'yatirim',
];
