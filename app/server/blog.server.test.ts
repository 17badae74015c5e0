import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from 'vitest';

import { blogCategories } from '#app/data/blog-schema.ts';
import {
  getPost,
  listPosts,
  parseArticle,
  relatedPosts,
  renderArticle,
} from '#app/server/blog.server.ts';

const dir = path.resolve('content/blog');
const files = readdirSync(dir).filter((file) => file.endsWith('.md'));

test('fourteen articles with unique slugs that match their file names', () => {
  expect(files).toHaveLength(14);
  const posts = listPosts();
  expect(new Set(posts.map((post) => post.slug)).size).toBe(14);
  for (const file of files) expect(getPost(file.replace(/\.md$/, ''))).toBeDefined();
});

test('every article is at least 700 words and has its image', () => {
  for (const post of listPosts()) {
    expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(700);
    expect(readdirSync(path.resolve('public/images/blog'))).toContain(path.basename(post.image));
  }
});

test('index order is newest first; categories come from the listed ones, a few posts have none', () => {
  const dates = listPosts().map((post) => post.date);
  expect(dates).toEqual([...dates].sort().reverse());
  const categories = listPosts().map((post) => post.category);
  for (const category of categories) {
    if (category) expect(blogCategories).toContain(category);
  }
  expect(categories.filter((category) => !category).length).toBeGreaterThan(0);
});

test('the time-management article covers the Eisenhower matrix and 25-minute blocks', () => {
  const post = listPosts().find((p) => /zaman/i.test(p.slug));
  const html = getPost(post!.slug)!.html;
  expect(html).toMatch(/Eisenhower/);
  expect(html).toMatch(/25 dakika/);
  expect(html).toMatch(/5 dakika/);
  expect(html).toMatch(/15.{1,3}30 dakika/);
});

test('front matter is checked: a wrong field names the file and the field', () => {
  const good = readFileSync(path.join(dir, files[0]!), 'utf8');
  expect(() => parseArticle('x.md', good.replace(/^date: .*$/m, 'date: 5 Mart 2024'))).toThrow(
    /x\.md: date /,
  );
  expect(() => parseArticle('x.md', good.replace(/^slug: .*$/m, 'slug: Büyük Harf'))).toThrow(
    /x\.md: slug /,
  );
  expect(() =>
    parseArticle('x.md', good.replace(/^category: .*$/m, 'category: Bilinmeyen')),
  ).toThrow(/x\.md: category /);
  expect(() => parseArticle('x.md', 'ön bilgi yok')).toThrow(/x\.md: ön bilgi/);
});

test('related posts: three others, same category first', () => {
  const post = listPosts().find((p) => p.category === 'NLP ve Zihin Dili')!;
  const related = relatedPosts(post);
  expect(related).toHaveLength(3);
  expect(related.map((p) => p.slug)).not.toContain(post.slug);
  expect(related[0]!.category).toBe('NLP ve Zihin Dili');
});

test('each part under a second-level heading is a section; the introduction is not', () => {
  const html = renderArticle(
    [
      'Giriş, [kaynak][k] ile.',
      '## Birinci',
      'Metin.',
      '### Alt başlık',
      'Alt metin.',
      '## İkinci',
      '- madde',
      'Son [kaynak][k].',
      '[k]: https://ornek.com',
    ].join('\n\n'),
  );
  expect(html.replace(/\n/g, '')).toBe(
    '<p>Giriş, <a href="https://ornek.com">kaynak</a> ile.</p>' +
      '<section><h2>Birinci</h2><p>Metin.</p><h3>Alt başlık</h3><p>Alt metin.</p></section>' +
      '<section><h2>İkinci</h2><ul><li>madde</li></ul>' +
      '<p>Son <a href="https://ornek.com">kaynak</a>.</p></section>',
  );
  expect(renderArticle('Yalnızca giriş.')).toBe('<p>Yalnızca giriş.</p>\n');
  for (const file of files) {
    const headings = readFileSync(path.join(dir, file), 'utf8').match(/^## /gm)?.length ?? 0;
    const { html } = getPost(file.replace(/\.md$/, ''))!;
    expect(html.match(/<section>/g), file).toHaveLength(headings);
    expect(html.match(/<section><h2>/g), file).toHaveLength(headings);
  }
});
