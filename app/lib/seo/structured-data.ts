import { coachPortrait, officePhoto } from '#app/data/about.ts';
import type { SiteIdentity } from '#app/data/identity.ts';
import { ABOUT_PATH } from '#app/data/page-paths.ts';
import { pricePackages } from '#app/data/prices.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { formatTl } from '#app/lib/format.ts';
import type { JsonLdObject } from '#app/lib/seo/json-ld.ts';

// Stable ids let Person and ProfessionalService point at each other in one @graph.
const personId = (publicUrl: string) => `${publicUrl}/#koc`;
const serviceId = (publicUrl: string) => `${publicUrl}/#isletme`;

function sameAs(identity: SiteIdentity): string[] {
  return [...new Set(Object.values(identity.social))];
}

function priceRange(): string {
  const prices = pricePackages.map((item) => item.price);
  return `${formatTl(Math.min(...prices))} - ${formatTl(Math.max(...prices))}`;
}

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

export function coachJsonLd(identity: SiteIdentity, publicUrl: string): JsonLdObject[] {
  return [personJsonLd(identity, publicUrl), professionalServiceJsonLd(identity, publicUrl)];
}
