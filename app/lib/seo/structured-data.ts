import { coachPortrait, officePhoto } from '#app/data/about.ts';
import type { SiteIdentity } from '#app/data/identity.ts';
import { ABOUT_PATH } from '#app/data/page-paths.ts';
import { pricePackages } from '#app/data/prices.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { formatTl } from '#app/lib/format.ts';
import type { JsonLdObject } from '#app/lib/seo/json-ld.ts';

// Stable node ids let the Person and the ProfessionalService point at each other when both
// appear in one @graph, instead of repeating each other's details.
const personId = (publicUrl: string) => `${publicUrl}/#koc`;
const serviceId = (publicUrl: string) => `${publicUrl}/#isletme`;

/** The social profiles; a deployment may point two networks at one address, listed once. */
function sameAs(identity: SiteIdentity): string[] {
  return [...new Set(Object.values(identity.social))];
}

/** "1.000 TL - 5.000 TL", from the listed session packages. */
function priceRange(): string {
  const prices = pricePackages.map((item) => item.price);
  return `${formatTl(Math.min(...prices))} - ${formatTl(Math.max(...prices))}`;
}

/** schema.org Person for the coach. */
export function personJsonLd(identity: SiteIdentity, publicUrl: string): JsonLdObject {
  return {
    '@type': 'Person',
    '@id': personId(publicUrl),
    name: identity.coachName,
    jobTitle: identity.coachTitle,
    url: `${publicUrl}${ABOUT_PATH}`,
    image: `${publicUrl}${coachPortrait.src}`,
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

/** schema.org ProfessionalService for the coaching practice: online and in one city. */
export function professionalServiceJsonLd(identity: SiteIdentity, publicUrl: string): JsonLdObject {
  return {
    '@type': 'ProfessionalService',
    '@id': serviceId(publicUrl),
    name: identity.siteName,
    description: sitePages.home.description,
    url: `${publicUrl}/`,
    image: `${publicUrl}${officePhoto.src}`,
    telephone: identity.phone,
    email: identity.email,
    priceRange: priceRange(),
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

/** Both nodes, for the pages that present the coach (home and about). */
export function coachJsonLd(identity: SiteIdentity, publicUrl: string): JsonLdObject[] {
  return [personJsonLd(identity, publicUrl), professionalServiceJsonLd(identity, publicUrl)];
}
