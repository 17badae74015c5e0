import { describe, expect, test } from 'vitest';

import { coachPortrait, officePhoto } from '#app/data/about.ts';
import { demoIdentity } from '#app/data/identity.ts';
import { pricePackages } from '#app/data/prices.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { serializeJsonLd } from '#app/lib/seo/json-ld.ts';
import {
  coachJsonLd,
  personJsonLd,
  professionalServiceJsonLd,
  type CoachContent,
} from '#app/lib/seo/structured-data.ts';

const publicUrl = 'https://koc.example';
const content: CoachContent = {
  identity: demoIdentity,
  about: { portrait: coachPortrait, officePhoto },
  pricePackages,
  pages: sitePages,
};

/** Paths of every empty string, array, object or missing value inside a JSON value. */
function emptyFields(value: unknown, path = '$'): string[] {
  if (value === null || value === undefined) return [path];
  if (typeof value === 'string') return value.trim() === '' ? [path] : [];
  if (Array.isArray(value)) {
    return value.length === 0
      ? [path]
      : value.flatMap((item, index) => emptyFields(item, `${path}[${index}]`));
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0
      ? [path]
      : entries.flatMap(([key, item]) => emptyFields(item, `${path}.${key}`));
  }
  return [];
}

describe('personJsonLd', () => {
  const person = personJsonLd(content, publicUrl);

  test('describes the coach with job title, employer and profiles', () => {
    expect(person).toMatchObject({
      '@type': 'Person',
      '@id': 'https://koc.example/#koc',
      name: 'Ayşe Örnek',
      jobTitle: 'Yaşam ve NLP Koçu',
      url: 'https://koc.example/hakkimda',
      image: 'https://koc.example/images/about/coach.svg',
      email: demoIdentity.email,
      telephone: demoIdentity.phone,
      worksFor: {
        '@type': 'ProfessionalService',
        '@id': 'https://koc.example/#isletme',
        name: 'Ayşe Örnek Koçluk',
      },
    });
    expect(person.sameAs).toEqual(Object.values(demoIdentity.social));
  });

  test('has no empty field', () => {
    expect(emptyFields(person)).toEqual([]);
  });
});

describe('professionalServiceJsonLd', () => {
  const service = professionalServiceJsonLd(content, publicUrl);

  test('serves İzmir, with locality, region, contact, prices and profiles', () => {
    expect(service).toMatchObject({
      '@type': 'ProfessionalService',
      '@id': 'https://koc.example/#isletme',
      name: 'Ayşe Örnek Koçluk',
      url: 'https://koc.example/',
      telephone: '+90 555 000 00 00',
      email: 'merhaba@ayseornek.example',
      priceRange: '1.000 TL - 5.000 TL',
      areaServed: { '@type': 'City', name: 'İzmir' },
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Karşıyaka',
        addressRegion: 'İzmir',
        addressCountry: 'TR',
      },
      founder: { '@type': 'Person', '@id': 'https://koc.example/#koc' },
    });
    expect(service.sameAs).toEqual(Object.values(demoIdentity.social));
  });

  test('lists a profile shared by two networks once', () => {
    const shared = 'https://www.instagram.com/ayseornek.koc';
    const other = professionalServiceJsonLd(
      {
        ...content,
        identity: { ...demoIdentity, social: { ...demoIdentity.social, facebook: shared } },
      },
      publicUrl,
    );
    expect(other.sameAs).toHaveLength(4);
    expect(other.sameAs).toContain(shared);
  });

  test('has no empty field', () => {
    expect(emptyFields(service)).toEqual([]);
  });

  test('follows an overridden identity', () => {
    const other = professionalServiceJsonLd(
      {
        ...content,
        identity: {
          ...demoIdentity,
          city: 'Ankara',
          district: 'Çankaya',
          phone: '+90 312 000 00 00',
        },
      },
      'https://baska.example',
    );
    expect(other).toMatchObject({
      url: 'https://baska.example/',
      telephone: '+90 312 000 00 00',
      areaServed: { name: 'Ankara' },
      address: { addressLocality: 'Çankaya', addressRegion: 'Ankara' },
    });
  });
});

test('coachJsonLd is a graph of the two nodes that serialises to valid JSON', () => {
  const graph = coachJsonLd(content, publicUrl);
  expect(graph.map((node) => node['@type'])).toEqual(['Person', 'ProfessionalService']);
  const parsed = JSON.parse(serializeJsonLd(graph)) as { '@graph': unknown[] };
  expect(parsed['@graph']).toHaveLength(2);
});
