import type { AboutTexts, PricePackage } from '#app/data/content-schema.ts';
import type { SiteIdentity } from '#app/data/identity.ts';
import { ABOUT_PATH } from '#app/data/page-paths.ts';
import type { SitePage } from '#app/data/site-pages.ts';
import { formatTl } from '#app/lib/format.ts';
import type { JsonLdObject } from '#app/lib/seo/json-ld.ts';

/** The parts of the site's content the coach's nodes show. */
export type CoachContent = {
  identity: SiteIdentity;
  about: Pick<AboutTexts, 'portrait' | 'officePhoto'>;
  pricePackages: ReadonlyArray<Pick<PricePackage, 'price'>>;
  pages: { home: Pick<SitePage, 'description'> };
};

// Stable ids let Person and ProfessionalService point at each other in one @graph.
const personId = (publicUrl: string) => `${publicUrl}/#koc`;
const serviceId = (publicUrl: string) => `${publicUrl}/#isletme`;

function sameAs(identity: SiteIdentity): string[] {
  return [...new Set(Object.values(identity.social))];
}

function priceRange(pricePackages: CoachContent['pricePackages']): string {
  const prices = pricePackages.map((item) => item.price);
  return `${formatTl(Math.min(...prices))} - ${formatTl(Math.max(...prices))}`;
}

export function personJsonLd({ identity, about }: CoachContent, publicUrl: string): JsonLdObject {
  return {
    '@type': 'Person',
    '@id': personId(publicUrl),
    name: identity.coachName,
    jobTitle: identity.coachTitle,
    url: `${publicUrl}${ABOUT_PATH}`,
    image: `${publicUrl}${about.portrait.src}`,
    email: identity.email,
    telephone: identity.phone,
    worksFor: {
      '@type': 'ProfessionalService',
      '@id': serviceId(publicUrl),
      name: identity.siteName,
    },
    sameAs: sameAs(identity),
  };
}

export function professionalServiceJsonLd(
  { identity, about, pricePackages, pages }: CoachContent,
  publicUrl: string,
): JsonLdObject {
  return {
    '@type': 'ProfessionalService',
    '@id': serviceId(publicUrl),
    name: identity.siteName,
    description: pages.home.description,
    url: `${publicUrl}/`,
    image: `${publicUrl}${about.officePhoto.src}`,
    telephone: identity.phone,
    email: identity.email,
    priceRange: priceRange(pricePackages),
    currenciesAccepted: 'TRY',
    areaServed: { '@type': 'City', name: identity.city },
    address: {
      '@type': 'PostalAddress',
      addressLocality: identity.district,
      addressRegion: identity.city,
      addressCountry: 'TR',
    },
    founder: { '@type': 'Person', '@id': personId(publicUrl), name: identity.coachName },
    sameAs: sameAs(identity),
  };
}

export function coachJsonLd(content: CoachContent, publicUrl: string): JsonLdObject[] {
  return [personJsonLd(content, publicUrl), professionalServiceJsonLd(content, publicUrl)];
}
