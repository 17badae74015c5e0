import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';

import { StoryItem } from '#app/components/admin/moderation-items.tsx';
import { storyConsentText } from '#app/data/story-consent.ts';
import type { Story } from '#app/db/stories.server.ts';

function render(story: Story): string {
  const router = createMemoryRouter([
    { path: '/', element: createElement(StoryItem, { story, confirming: false }) },
  ]);
  return renderToString(createElement(RouterProvider, { router }));
}

const story: Story = {
  id: 7,
  authorName: 'Deniz Kaya',
  email: 'deniz@ornek.com',
  story: 'Koçlukla hayatım değişti.',
  imageUrl: null,
  createdAt: '2026-11-27T07:00:00.000Z',
  isApproved: false,
  publishConsent: null,
};

test('a story with its publishing consent shows when, in Türkiye time, and the text ticked', () => {
  const html = render({
    ...story,
    publishConsent: { at: '2026-11-27T07:00:00.000Z', text: storyConsentText },
  });
  expect(html).toContain(
    'Yayın izni: <time dateTime="2026-11-27T07:00:00.000Z">27 Kasım 2026 10:00',
  );
  expect(html).toContain('(Türkiye saati)');
  expect(html).toContain(storyConsentText);
});

test('a story sent before the consent box says it has no record', () => {
  expect(render(story)).toContain('Yayın izni kaydı yok (eski gönderi)');
});
