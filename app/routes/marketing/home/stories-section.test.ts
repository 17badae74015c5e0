import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';

import { storyConsentText } from '#app/data/publish-consent.ts';
import { testimonials } from '#app/data/testimonials.ts';
import type { PublicStory } from '#app/db/stories.server.ts';
import { StoriesSection } from '#app/routes/marketing/home/stories-section.tsx';

function render(stories: PublicStory[] | Promise<PublicStory[]>): string {
  // The story form takes its one-time key from the root route's data, as on the real page.
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => null,
        children: [
          {
            index: true,
            element: createElement(StoriesSection, {
              stories,
              testimonials: testimonials.slice(0, 9),
              consentText: storyConsentText,
            }),
          },
        ],
      },
    ],
    { hydrationData: { loaderData: { root: { submissionKey: 'anahtar' } } } },
  );
  return renderToString(createElement(RouterProvider, { router }));
}

test('while the stories are on their way the loading text shows', () => {
  const html = render(new Promise<PublicStory[]>(() => {}));
  expect(html).toContain('Hikayeler yükleniyor, lütfen bekleyin...');
  expect(html).toContain('role="status"');
});

test('with no approved story the empty message shows beside the testimonials', () => {
  const html = render([]);
  expect(html).toContain(
    'Henüz paylaşılmış bir dönüşüm hikayesi bulunmuyor. İlk hikayeyi sen paylaş!',
  );
  expect(html).not.toContain('Hikayeler yükleniyor');
});

test('stories come first, at most nine cards, quotes cut to 150 characters', () => {
  const story = (id: number): PublicStory => ({
    id,
    authorName: `Yazar ${id}`,
    story: 'ç'.repeat(200),
    imageUrl: null,
    createdAt: `2026-01-${String(10 + id).padStart(2, '0')}T10:00:00.000Z`,
  });
  const html = render([story(2), story(1)]);
  expect(html.match(/Dönüşüm hikâyesi ·/g)).toHaveLength(2);
  expect(html.match(/<li/g)?.length).toBeLessThanOrEqual(9);
  expect(html.indexOf('Yazar 2')).toBeLessThan(html.indexOf('Yazar 1'));
  expect(html).toContain(`${'ç'.repeat(150)}…`);
});

test('the publishing consent box is unticked, required, and labelled with its text and the notice', () => {
  const html = render([]);
  const box = /<input type="checkbox"[^>]*>/.exec(html)?.[0] ?? '';
  expect(box).toContain('name="publishConsent"');
  expect(box).toContain('required=""');
  expect(box).not.toContain('checked');
  const label = /<label for="hikaye-izin"[^>]*>(.*?)<\/label>/.exec(html)?.[1] ?? '';
  expect(label.startsWith(storyConsentText)).toBe(true);
  expect(label).toContain('href="/kvkk"');
});

test('the built-in testimonials filling the free cards are labelled as examples', () => {
  const html = render([]);
  expect(html.match(/>Örnek içerik</g)).toHaveLength(testimonials.length);
});
