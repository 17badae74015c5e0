import { z } from 'zod';

// Shapes of the built-in content (docs/product.md#built-in-content); content.test.ts parses every data module with them.

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const httpsUrl = z.url({ protocol: /^https$/ });

export const ImageSchema = z.object({
  src: z.string().startsWith('/images/'),
  alt: text,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof ImageSchema>;

export const FaqEntrySchema = z.object({
  question: text,
  answer: text,
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

export const TitledTextSchema = z.object({
  title: text,
  text: text,
});
export type TitledText = z.infer<typeof TitledTextSchema>;

// Services

// A service's address under /hizmetler, made from its title (docs/decisions/0049).
export const ServiceIdSchema = slug;
export type ServiceId = z.infer<typeof ServiceIdSchema>;

export const ServiceIconSchema = z.enum([
  'Brain',
  'Compass',
  'Sparkles',
  'Award',
  'Briefcase',
  'Users',
  'Heart',
  'TrendingUp',
  'GraduationCap',
  'PiggyBank',
]);
export type ServiceIcon = z.infer<typeof ServiceIconSchema>;

export const ServiceSchema = z.object({
  id: ServiceIdSchema,
  title: text,
  icon: ServiceIconSchema,
  description: text,
  details: z.array(text).length(8),
  who: text,
  format: text,
  location: text,
  duration: text,
  image: ImageSchema,
  faq: z.array(FaqEntrySchema).length(5),
});
export type Service = z.infer<typeof ServiceSchema>;

// Prices

export const PricePackageSchema = z.object({
  id: slug,
  title: text,
  price: z.number().int().positive(),
  originalPrice: z.number().int().positive().nullable(),
  saveAmount: z.number().int().positive().nullable(),
  /** A former price shown crossed out: set only through a price list, by the 30-day rule. */
  insteadOf: z.number().int().positive().optional(),
  description: text,
  isPopular: z.boolean(),
  features: z.array(text).min(3).max(4),
});
export type PricePackage = z.infer<typeof PricePackageSchema>;

export const PriceNotesSchema = z.object({
  scope: text,
  firstMeetingFree: text,
  paidSessions: text,
  customPrograms: text,
  sessionLength: text,
  location: text,
  frequency: text,
  vat: text,
  withdrawal: text,
  rescheduling: text,
});
export type PriceNotes = z.infer<typeof PriceNotesSchema>;

// Testimonials and diplomas

/** Where a testimonial came from: a visitor's story, with the publishing consent she gave there. */
export const TestimonialSourceSchema = z.object({
  type: z.literal('story'),
  storyId: z.number().int().positive(),
  consentText: text,
  consentedAt: z.iso.datetime(),
});
export type TestimonialSource = z.infer<typeof TestimonialSourceSchema>;

export const TestimonialSchema = z.object({
  id: slug,
  name: text,
  role: text,
  /** None when the client gave no rating (a story has none): the card shows no stars then. */
  stars: z.number().int().min(1).max(5).optional(),
  quote: text,
  image: ImageSchema,
  source: TestimonialSourceSchema.optional(),
  /** A built-in, made-up testimonial: labelled "Örnek içerik" until the coach replaces it. */
  demo: z.literal(true).optional(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const DiplomaSchema = z.object({
  id: slug,
  image: ImageSchema,
  title: text,
  description: text,
});
export type Diploma = z.infer<typeof DiplomaSchema>;

// E-books

export const EbookSchema = z.object({
  id: slug,
  title: text,
  description: text,
  category: text,
  tags: z.array(text).min(2).max(4),
  externalLink: httpsUrl,
  cover: ImageSchema,
});
export type Ebook = z.infer<typeof EbookSchema>;

// Shop products

export const deliveryOptions = [
  'MP4 indirme',
  'E-posta',
  'WhatsApp',
  'PDF bağlantısı',
] as const;
export const DeliveryOptionSchema = z.enum(deliveryOptions);
export type DeliveryOption = z.infer<typeof DeliveryOptionSchema>;

export const ProductSchema = z.object({
  id: slug,
  name: text,
  category: z.literal('Telkin Videosu'),
  subtitle: text,
  description: text,
  longDescription: text,
  price: z.number().positive(),
  currency: z.literal('TRY'),
  image: ImageSchema,
  purchaseUrl: httpsUrl,
  featuresTitle: text,
  features: z.array(text).min(4).max(6),
  benefitsTitle: text,
  benefits: z.array(text).min(4).max(6),
  callToAction: text,
  deliveryOptions: z.array(DeliveryOptionSchema).min(1),
});
export type Product = z.infer<typeof ProductSchema>;

// Media

export const MediaItemSchema = z.object({
  id: slug,
  platform: z.literal('youtube'),
  title: text,
  description: text,
  sourceUrl: httpsUrl,
  poster: ImageSchema,
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

// About page

export const AboutHeroSchema = z.object({
  title: text,
  subtitle: text,
});
export type AboutHero = z.infer<typeof AboutHeroSchema>;

export const AboutStorySchema = z.array(text).min(3).max(4);

export const ValueIconSchema = z.enum([
  'ShieldCheck',
  'Handshake',
  'Lightbulb',
  'Target',
  'Sprout',
  'Heart',
]);
export type ValueIcon = z.infer<typeof ValueIconSchema>;

export const CoreValueSchema = TitledTextSchema.extend({
  icon: ValueIconSchema,
});
export type CoreValue = z.infer<typeof CoreValueSchema>;

// Coaching process page

export const ProcessStepSchema = z.object({
  step: z.number().int().min(1).max(5),
  title: text,
  text: text,
  badge: text.optional(),
});
export type ProcessStep = z.infer<typeof ProcessStepSchema>;

export const WhoForListSchema = z.array(text);

// Single documents and cards the desk edits (docs/decisions/0049)

export const AboutTextsSchema = z.object({
  hero: AboutHeroSchema,
  portrait: ImageSchema,
  officePhoto: ImageSchema,
  story: AboutStorySchema,
  pillars: z.array(TitledTextSchema).min(1),
  coreValues: z.array(CoreValueSchema).min(1),
  competences: z.array(TitledTextSchema).min(1),
});
export type AboutTexts = z.infer<typeof AboutTextsSchema>;

export const ProcessTextsSchema = z.object({
  steps: z.array(ProcessStepSchema).min(1).max(5),
  sessionExpectations: z.array(TitledTextSchema).min(1),
  whoIsItFor: WhoForListSchema.min(1),
});
export type ProcessTexts = z.infer<typeof ProcessTextsSchema>;

/** A home page card: one service and the line that introduces it. */
export const CoachingTypeSchema = z.object({
  service: ServiceIdSchema,
  lead: text,
});
export type CoachingType = z.infer<typeof CoachingTypeSchema>;

/** What the coach may change of a page: the rest (address, listed in the sitemap) is the code's. */
export const PageTextSchema = z.object({
  title: text,
  description: text,
  heading: text,
});
export type PageText = z.infer<typeof PageTextSchema>;


// Site identity and the seller's details

// The same rules as the environment variables that give the first values (README).
const phone = z.string().trim().regex(/^\+?[\d ()-]{7,20}$/);
const webUrl = z.url({ protocol: /^https?$/ });
const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

export const SellerSchema = z.object({
  /** Trade name, or the coach's full name as a sole trader. */
  name: optional(text),
  taxOffice: optional(text),
  /** VKN (10 digits) or, for a sole trader, TCKN (11 digits). */
  taxNumber: optional(z.string().regex(/^[0-9]{10,11}$/)),
  mersisNumber: optional(z.string().regex(/^[0-9]{16}$/)),
  kepAddress: optional(z.email()),
});
export type Seller = z.infer<typeof SellerSchema>;

export const IdentitySchema = z.object({
  siteName: text,
  coachName: text,
  coachTitle: text,
  phone,
  whatsappNumber: z.string().regex(/^\d{8,15}$/),
  whatsappGreeting: text,
  whatsappAppointmentGreeting: text,
  email: z.email(),
  social: z.object({
    instagram: webUrl,
    facebook: webUrl,
    linkedin: webUrl,
    x: webUrl,
    youtube: webUrl,
  }),
  videoChannelUrl: webUrl,
  promoVideoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
  city: text,
  district: text,
  postalAddress: text,
  bookSiteUrl: webUrl,
  seller: SellerSchema,
});
export type EditableIdentity = z.infer<typeof IdentitySchema>;
