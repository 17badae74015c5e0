import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';

import type { ReactElement } from 'react';

import { CommentItem, StoryItem } from '#app/components/admin/moderation-items.tsx';
import { commentConsentText, storyConsentText } from '#app/data/publish-consent.ts';
import type { ModerationComment, ModerationStory } from '#app/server/admin/desks/lists.server.ts';

function renderElement(element: ReactElement): string {
  const router = createMemoryRouter([{ path: '/', element }]);
  return renderToString(createElement(RouterProvider, { router }));
}

function render(story: ModerationStory): string {
  return renderElement(createElement(StoryItem, { story, confirming: false }));
}

const story: ModerationStory = {
  id: 7,
  authorName: 'Deniz Kaya',
  email: 'deniz@ornek.com',
  story: 'Koçlukla hayatım değişti.',
  imageUrl: null,
  createdAt: '2026-11-27T07:00:00.000Z',
  isApproved: false,
  publishConsent: null,
  unpublishedAt: null,
  testimonialHref: null,
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

test('a published story can become a testimonial once; then the card links to it', () => {
  expect(render(story)).not.toContain('Danışan yorumu olarak ekle');
  const published = render({ ...story, isApproved: true });
  expect(published).toContain('name="intent" value="testimonial"');
  expect(published).toContain('Danışan yorumu olarak ekle');
  const added = render({
    ...story,
    isApproved: true,
    testimonialHref: '/yonetim/icerik/referanslar/deniz-kaya',
  });
  expect(added).not.toContain('Danışan yorumu olarak ekle');
  expect(added).toContain('href="/yonetim/icerik/referanslar/deniz-kaya"');
  expect(added).toContain('Danışan yorumunu aç');
});
