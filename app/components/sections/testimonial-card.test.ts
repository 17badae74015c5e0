import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';

import { TestimonialCard } from '#app/components/sections/testimonial-card.tsx';
import { defaultAvatar } from '#app/data/avatar.ts';
import type { Testimonial } from '#app/data/content-schema.ts';
import { testimonials } from '#app/data/testimonials.ts';

const render = (testimonial: Testimonial) =>
  renderToString(createElement(TestimonialCard, { testimonial }));

const fromStory: Testimonial = {
  id: 'deniz-k',
  name: 'Deniz K.',
  role: 'Dönüşüm hikâyesi',
  quote: 'Seanslar sayesinde işimle ailem arasında bir denge kurdum.',
  image: defaultAvatar,
  source: {
    type: 'story',
    storyId: 7,
    consentText: 'İzin veriyorum.',
    consentedAt: '2026-11-27T07:00:00.000Z',
  },
};

test('a built-in testimonial says in plain text that it is an example', () => {
  const html = render(testimonials[0]!);
  expect(html).toContain('>Örnek içerik</span>');
  expect(html).toContain('5 üzerinden 5 yıldız');
});

test('a real one carries no label, and no stars when the client gave no rating', () => {
  const html = render(fromStory);
  expect(html).not.toContain('Örnek içerik');
  expect(html).not.toContain('yıldız');
  expect(html).toContain(fromStory.quote);
  // The consent record is the desk's: the card does not print it.
  expect(html).not.toContain('İzin veriyorum.');
  expect(render({ ...fromStory, stars: 4 })).toContain('5 üzerinden 4 yıldız');
});
