import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';

import type { ReactElement } from 'react';

import { CommentItem, StoryItem } from '#app/components/admin/moderation-items.tsx';
import { commentConsentText, storyConsentText } from '#app/data/publish-consent.ts';
import type { Story } from '#app/db/stories.server.ts';
import type { ModerationComment } from '#app/server/admin/desks/lists.server.ts';

function renderElement(element: ReactElement): string {
  const router = createMemoryRouter([{ path: '/', element }]);
  return renderToString(createElement(RouterProvider, { router }));
}

function render(story: Story): string {
  return renderElement(createElement(StoryItem, { story, confirming: false }));
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
  unpublishedAt: null,
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

test('a comment shows its publishing consent as a story does, or that it has no record', () => {
  const comment: ModerationComment = {
    id: 9,
    postSlug: 'yeniden-baslamak',
    postTitle: 'Yeniden Başlamak',
    authorName: 'Oya',
    content: 'Çok faydalı bir yazı.',
    createdAt: '2026-11-30T07:00:00.000Z',
    isApproved: false,
    publishConsent: { at: '2026-11-30T07:00:00.000Z', text: commentConsentText },
    unpublishedAt: null,
  };
  const html = renderElement(createElement(CommentItem, { comment, confirming: false }));
  expect(html).toContain(
    'Yayın izni: <time dateTime="2026-11-30T07:00:00.000Z">30 Kasım 2026 10:00',
  );
  expect(html).toContain(commentConsentText);
  const older = { ...comment, publishConsent: null };
  expect(
    renderElement(createElement(CommentItem, { comment: older, confirming: false })),
  ).toContain('Yayın izni kaydı yok (eski gönderi)');
});

test('an item off the site says when it is erased: 90 days after it was sent, or after it was unpublished', () => {
  expect(render(story)).toContain(
    'Onaylanmazsa <time dateTime="2027-02-25T07:00:00.000Z">25 Şubat 2027</time> tarihinde silinir.',
  );
  // React's text separators aside.
  const unpublished = render({ ...story, unpublishedAt: '2027-06-01T09:30:00.000Z' }).replaceAll(
    '<!-- -->',
    '',
  );
  expect(unpublished).toContain(
    'Yayından kaldırıldı: <time dateTime="2027-06-01T09:30:00.000Z">1 Haziran 2027 12:30</time>',
  );
  expect(unpublished).toContain(
    'Yeniden yayımlanmazsa <time dateTime="2027-08-30T09:30:00.000Z">30 Ağustos 2027</time> tarihinde silinir.',
  );
  expect(render({ ...story, isApproved: true })).not.toContain('silinir');
});
