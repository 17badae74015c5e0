import type {
  AboutTexts,
  Diploma,
  Ebook,
  FaqEntry,
  MediaItem,
  PriceNotes,
  PricePackage,
  ProcessTexts,
  Product,
  Service,
  Testimonial,
} from '#app/data/content-schema.ts';
import type { CoachingTypeCard } from '#app/data/coaching-types.ts';
import type { SiteIdentity } from '#app/data/identity.ts';
import { sitePages, type SitePage } from '#app/data/site-pages.ts';
import type { PriceList, StoredItem } from '#app/db/content.server.ts';
import {
  SINGLE_KEY,
  type ContentData,
  type ContentKind,
  type Package,
} from '#app/lib/content/content-kinds.ts';
import type { IdentityOverrides } from '#app/server/config.server.ts';
import { seedItems } from '#app/server/content/seed.server.ts';

export type SitePageKey = keyof typeof sitePages;
export type SitePages = Record<SitePageKey, SitePage>;

/** Everything the public pages show apart from posts, as the loaders read it (docs/decisions/0049). */
export type SiteContent = {
  services: Service[];
  pricePackages: PricePackage[];
  priceNotes: PriceNotes;
  generalFaq: FaqEntry[];
  products: Product[];
  ebooks: Ebook[];
  videos: MediaItem[];
  testimonials: Testimonial[];
  diplomas: Diploma[];
  about: AboutTexts;
  process: ProcessTexts;
  coachingTypes: CoachingTypeCard[];
  pages: SitePages;
  identity: SiteIdentity;
};

/** What a deployment fixes: the environment's identity in force, the providers it names. */
export type Deployment = {
  identity: SiteIdentity;
  overrides: IdentityOverrides;
};

type ItemsByKind = { [K in ContentKind]: Array<{ key: string; data: ContentData<K> }> };

function byKind(items: ReadonlyArray<StoredItem>): ItemsByKind {
  const grouped = {} as Record<ContentKind, Array<{ key: string; data: unknown }>>;
  for (const item of items) (grouped[item.kind] ??= []).push({ key: item.key, data: item.data });
  return grouped as ItemsByKind;
}

/** The price list in force at `now`: the latest whose time has come. */
export function listInForce(lists: ReadonlyArray<PriceList>, now: number): PriceList | undefined {
  let found: PriceList | undefined;
  for (const list of lists) if (Date.parse(list.effectiveAt) <= now) found = list;
  return found;
}

function packagesWithPrices(
  packages: ReadonlyArray<{ data: Package }>,
  list: PriceList | undefined,
) {
  const priced: PricePackage[] = [];
  for (const { data } of packages) {
    const entry = list?.entries.get(data.id);
    // A package without a price in force is not offered.
    if (!entry) continue;
    const { id, title, ...rest } = data;
    const { insteadOf, ...prices } = entry;
    priced.push({ id, title, ...prices, ...rest, ...(insteadOf ? { insteadOf } : {}) });
  }
  return priced;
}

/** The identity the pages show: what the coach saved, under what the environment sets. */
export function identityInForce(
  saved: ContentData<'identity'> | undefined,
  deployment: Deployment,
): SiteIdentity {
  const { hosting, mailService } = deployment.identity;
  const { hosting: _h, mailService: _m, ...first } = deployment.identity;
  const base = saved ?? first;
  return {
    ...base,
    ...deployment.overrides,
    social: { ...base.social, ...deployment.overrides.social },
    hosting,
    mailService,
  };
}

/** The content of a snapshot of the database at `now`, with the deployment's identity. */
export function buildSiteContent(
  items: ReadonlyArray<StoredItem>,
  lists: ReadonlyArray<PriceList>,
  deployment: Deployment,
  now: number,
): SiteContent {
  const kinds = byKind(items);
  const seed = byKind(seedItems(deployment.identity));
  const list = <K extends ContentKind>(kind: K) => (kinds[kind] ?? []).map((item) => item.data);
  // A document cannot be removed on the desk; the seed stands in for one removed by hand.
  const single = <K extends ContentKind>(kind: K) =>
    (kinds[kind]?.find((item) => item.key === SINGLE_KEY) ?? seed[kind][0])?.data as ContentData<K>;
  const services = list('service');
  const pages = Object.fromEntries(
    Object.entries(sitePages).map(([key, page]) => {
      const saved = kinds.page?.find((item) => item.key === key)?.data;
      return [key, saved ? { ...page, ...saved } : page];
    }),
  ) as SitePages;
  return {
    services,
    pricePackages: packagesWithPrices(kinds.package ?? [], listInForce(lists, now)),
    priceNotes: single('price-notes'),
    generalFaq: list('faq'),
    products: list('product'),
    ebooks: list('ebook'),
    videos: list('video'),
    testimonials: list('testimonial'),
    diplomas: list('diploma'),
    about: single('about'),
    process: single('process'),
    coachingTypes: list('coaching-type').flatMap(({ service: id, lead }) => {
      const service = services.find((each) => each.id === id);
      return service ? [{ id: service.id, title: service.title, icon: service.icon, lead }] : [];
    }),
    pages,
    identity: identityInForce(kinds.identity?.[0]?.data, deployment),
  };
}
