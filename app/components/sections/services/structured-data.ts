import type { FaqEntry, Service } from '#app/data/content-schema.ts';
import type { SiteIdentity } from '#app/data/identity.ts';
import { SERVICES_PATH } from '#app/data/page-paths.ts';
import type { JsonLdObject } from '#app/lib/seo/json-ld.ts';

/** schema.org FAQPage: every question with its answer, as shown on the page. */
export function faqPageJsonLd(entries: FaqEntry[]): JsonLdObject {
  return {
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** schema.org Service offered by the coach's practice, with absolute URLs from PUBLIC_URL. */
export function serviceJsonLd(
  service: Service,
  identity: SiteIdentity,
  publicUrl: string,
): JsonLdObject {
  return {
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: `${publicUrl}${SERVICES_PATH}/${service.id}`,
    image: `${publicUrl}${service.image.src}`,
    areaServed: { '@type': 'City', name: identity.city },
    provider: {
      '@type': 'ProfessionalService',
      name: identity.siteName,
      url: publicUrl,
      telephone: identity.phone,
      email: identity.email,
      address: {
        '@type': 'PostalAddress',
        addressLocality: identity.district,
        addressRegion: identity.city,
        addressCountry: 'TR',
      },
    },
  };
}
