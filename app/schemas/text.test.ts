import { expect, test } from 'vitest';

import { CommentFormSchema } from '#app/schemas/comment.ts';
import { StoryFormSchema } from '#app/schemas/story.ts';
import { cleanText } from '#app/schemas/text.ts';

test.each([
  ['a name reversed by a right-to-left override', 'Ayşe\u202Eexe.gpj', 'Ayşeexe.gpj'],
  ['embeddings, isolates and marks', '\u202AAyşe\u202C \u2067Kaya\u2069\u200F', 'Ayşe Kaya'],
  ['zero-width spaces, joiners and word joiners', 'Ay\u200Bşe\u200C Ka\u2060ya\uFEFF', 'Ayşe Kaya'],
  ['a joiner between letters', 'Ay\u200Dşe', 'Ayşe'],
  ['C1 control characters', 'Ayşe\u0085\u009B Kaya', 'Ayşe Kaya'],
  ['decomposed Turkish letters, composed', 'S\u0327u\u0308kru\u0308', 'Şükrü'],
  ['line breaks unified, edges trimmed', '  bir\r\niki\rüç  ', 'bir\niki\nüç'],
])('visitor text: %s', (_case, input, stored) => {
  expect(cleanText(input)).toBe(stored);
});

test('emoji built with joiners, variation selectors and skin tones stay whole', () => {
  for (const emoji of ['👨‍👩‍👧', '🏳️‍🌈', '👩🏽‍💻', '❤️‍🔥', 'Başarıyla Gönderildi! 🎉']) {
    expect(cleanText(emoji)).toBe(emoji);
  }
});

test('story and comment fields are stored cleaned; a name of only hidden characters is missing', () => {
  const story = StoryFormSchema.parse({
    authorName: 'Elif\u202E Demir',
    email: 'elif@ornek.com',
    story: 'Kendime\u200B yeniden başladım 💪🏽',
    publishConsent: 'evet',
  });
  expect(story).toMatchObject({ authorName: 'Elif Demir', story: 'Kendime yeniden başladım 💪🏽' });

  const comment = CommentFormSchema.safeParse({
    postSlug: 'yeniden-baslamak',
    authorName: '\u202E\u200B\u2066',
    content: 'Teşekkürler',
  });
  expect(comment.error?.issues.map((issue) => issue.path[0])).toEqual(['authorName']);
});
