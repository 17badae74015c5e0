import { expect, test } from 'vitest';

import { sitePages } from '#app/data/site-pages.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';

const root = {
  id: 'root',
  loaderData: { publicUrl: 'https://koc.example', identity: { siteName: 'Ayşe Örnek Koçluk' } },
};

test('title, description, canonical and Open Graph from PUBLIC_URL', () => {
  const meta = pageMeta({ matches: [root], location: { pathname: '/hakkimda' } }, sitePages.about);
  expect(meta).toContainEqual({ title: 'Hakkımda | Ayşe Örnek Koçluk' });
  expect(meta).toContainEqual({
    tagName: 'link',
    rel: 'canonical',
    href: 'https://koc.example/hakkimda',
  });
  expect(meta).toContainEqual({ property: 'og:url', content: 'https://koc.example/hakkimda' });
  expect(meta).toContainEqual({ property: 'og:locale', content: 'tr_TR' });
  expect(meta).toContainEqual({ name: 'description', content: sitePages.about.description });
});

test('every fixed page has a unique title and description', () => {
  const pages = Object.values(sitePages);
  expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
  expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
  for (const page of pages) expect(page.description.length).toBeLessThanOrEqual(160);
});
