import type { z } from 'zod';

import {
  AboutTextsSchema,
  CoachingTypeSchema,
  DiplomaSchema,
  EbookSchema,
  FaqEntrySchema,
  IdentitySchema,
  MediaItemSchema,
  PageTextSchema,
  PriceNotesSchema,
  PricePackageSchema,
  ProcessTextsSchema,
  ProductSchema,
  ServiceSchema,
  TestimonialSchema,
} from '#app/data/content-schema.ts';

/** A package as the desk stores it: its price is in the price lists (docs/decisions/0049). */
export const PackageSchema = PricePackageSchema.omit({
  price: true,
  originalPrice: true,
  saveAmount: true,
  insteadOf: true,
});
export type Package = z.infer<typeof PackageSchema>;

type Kind = {
  schema: z.ZodType;
  /** Several ordered items, or one document (its key is SINGLE_KEY). */
  many: boolean;
  /** Prices, identity and the seller's details: the owner's alone (docs/product.md#content-desk). */
  ownerOnly: boolean;
};

export const SINGLE_KEY = 'site';

/** Every kind of content the desk edits, with the schema that checks each write. */
export const contentKinds = {
  service: { schema: ServiceSchema, many: true, ownerOnly: false },
  package: { schema: PackageSchema, many: true, ownerOnly: false },
  'price-notes': { schema: PriceNotesSchema, many: false, ownerOnly: false },
  faq: { schema: FaqEntrySchema, many: true, ownerOnly: false },
  product: { schema: ProductSchema, many: true, ownerOnly: false },
  ebook: { schema: EbookSchema, many: true, ownerOnly: false },
  video: { schema: MediaItemSchema, many: true, ownerOnly: false },
  testimonial: { schema: TestimonialSchema, many: true, ownerOnly: false },
  diploma: { schema: DiplomaSchema, many: true, ownerOnly: false },
  about: { schema: AboutTextsSchema, many: false, ownerOnly: false },
  process: { schema: ProcessTextsSchema, many: false, ownerOnly: false },
  'coaching-type': { schema: CoachingTypeSchema, many: true, ownerOnly: false },
  page: { schema: PageTextSchema, many: true, ownerOnly: false },
  identity: { schema: IdentitySchema, many: false, ownerOnly: true },
} as const satisfies Record<string, Kind>;

export type ContentKind = keyof typeof contentKinds;
export type ContentData<K extends ContentKind> = z.infer<(typeof contentKinds)[K]['schema']>;

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === 'string' && Object.hasOwn(contentKinds, value);
}
