import { expect, test } from 'vitest';

import { breadcrumbJsonLd, serializeJsonLd } from '#app/lib/seo/json-ld.ts';

test('JSON-LD cannot close its script element', () => {
  const text = serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
  expect(text).not.toContain('<');
  expect(JSON.parse(text)).toMatchObject({
    '@context': 'https://schema.org',
    name: '</script><script>alert(1)</script>',
  });
});

test('breadcrumbs start at the home page with absolute URLs', () => {
  expect(
    breadcrumbJsonLd('https://koc.example', [{ name: 'Hizmetler', path: '/hizmetler' }]),
  ).toEqual({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Ana Sayfa', item: 'https://koc.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Hizmetler',
        item: 'https://koc.example/hizmetler',
      },
    ],
  });
});
