import { expect, test } from 'vitest';

import { CommentFormSchema } from '#app/schemas/comment.ts';
import { StoryFormSchema } from '#app/schemas/story.ts';
import { cleanText, oneLine } from '#app/schemas/text.ts';

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

const storyFrom = (authorName: string, story: string) =>
  StoryFormSchema.parse({ authorName, email: 'elif@ornek.com', story, publishConsent: 'evet' });

const commentNameIssues = (authorName: string) =>
  CommentFormSchema.safeParse({
    postSlug: 'yeniden-baslamak',
    authorName,
    content: 'Teşekkürler',
    publishConsent: 'evet',
  }).error?.issues.map((issue) => issue.path[0]);

test('emoji built with joiners, variation selectors and skin tones stay whole', () => {
  for (const emoji of ['👨‍👩‍👧', '🏳️‍🌈', '👩🏽‍💻', '❤️‍🔥', 'Başarıyla Gönderildi! 🎉']) {
    expect(cleanText(emoji)).toBe(emoji);
  }
});

test('story and comment fields are stored cleaned; a name of only hidden characters is missing', () => {
  const story = storyFrom('Elif\u202E Demir', 'Kendime\u200B yeniden başladım 💪🏽');
  expect(story).toMatchObject({ authorName: 'Elif Demir', story: 'Kendime yeniden başladım 💪🏽' });

  expect(commentNameIssues('\u202E\u200B\u2066')).toEqual(['authorName']);
});

test.each([
  ['CRLF, CR and LF', 'Deniz\r\nTelefon: 1\rNot: 2\nSon', 'Deniz Telefon: 1 Not: 2 Son'],
  ['Unicode line and paragraph separators, NEL', 'a\u2028b\u2029c\u0085d', 'a b c d'],
  ['tabs, vertical tabs and form feeds', 'a\tb\vc\fd', 'a b c d'],
  ['breaks at the edges, and spaces around them', '\n  Ayşe \r\n Kaya  \n', 'Ayşe Kaya'],
])('one line: %s', (_case, input, line) => {
  expect(oneLine(input)).toBe(line);
});

test('a name is stored as one line; a story keeps its lines', () => {
  const story = storyFrom('Elif\r\nE-posta: sahte@ornek.com', 'Bir\r\nİki');
  expect(story).toMatchObject({ authorName: 'Elif E-posta: sahte@ornek.com', story: 'Bir\nİki' });
  // A name of line breaks only is no name.
  expect(commentNameIssues('\r\n\u2028\t')).toEqual(['authorName']);
});
