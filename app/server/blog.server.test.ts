import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { Window } from 'happy-dom';
import { expect, test } from 'vitest';

import { blogCategories } from '#app/data/blog-schema.ts';
import { parseArticle, renderArticle, renderBody, seedArticles } from '#app/server/blog.server.ts';

const dir = path.resolve('content/blog');
const files = readdirSync(dir).filter((file) => file.endsWith('.md'));

/*
 * The seed articles of content/blog/ (docs/product.md#publishing-desk). How they are imported and
 * read from the database: tests/integration/blog-posts.test.ts.
 */

test('fourteen seed articles with unique slugs that match their file names', () => {
  expect(files).toHaveLength(14);
  const slugs = seedArticles().map((article) => article.slug);
  expect(new Set(slugs).size).toBe(14);
  expect(slugs.toSorted()).toEqual(files.map((file) => file.replace(/\.md$/, '')).toSorted());
});

test('every article is at least 700 words and has its image', () => {
  for (const article of seedArticles()) {
    expect(renderBody(article.body).wordCount, article.slug).toBeGreaterThanOrEqual(700);
    expect(readdirSync(path.resolve('public/images/blog'))).toContain(path.basename(article.image));
  }
});

test('seed order is newest first; categories come from the listed ones, a few have none', () => {
  const dates = seedArticles().map((article) => article.date);
  expect(dates).toEqual([...dates].sort().reverse());
  const categories = seedArticles().map((article) => article.category);
  for (const category of categories) {
    if (category) expect(blogCategories).toContain(category);
  }
  expect(categories.filter((category) => !category).length).toBeGreaterThan(0);
});

test('the time-management article covers the Eisenhower matrix and 25-minute blocks', () => {
  const article = seedArticles().find((p) => /zaman/i.test(p.slug));
  const { html } = renderBody(article!.body);
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
    const { html } = renderBody(
      parseArticle(file, readFileSync(path.join(dir, file), 'utf8')).body,
    );
    expect(html.match(/<section>/g), file).toHaveLength(headings);
    expect(html.match(/<section><h2>/g), file).toHaveLength(headings);
  }
});

test('the Markdown elements an article uses render: headings, emphasis, lists, quotes, links, images, tables', () => {
  const html = renderArticle(
    [
      'Giriş *vurgulu* ve **güçlü**, [bağlantı](https://ornek.com "başlık") ve [iç](/blog).',
      '',
      '## Bölüm',
      '',
      '- bir',
      '- iki',
      '',
      '3. üç',
      '',
      '> alıntı',
      '',
      '![Kapak](/images/blog/kapak.svg)',
      '',
      '| Sol | Sağ |',
      '| :-- | --: |',
      '| a | b |',
      '',
      '```ts',
      'const x = 1;',
      '```',
    ].join('\n'),
  );
  expect(html).toContain('<em>vurgulu</em> ve <strong>güçlü</strong>');
  expect(html).toContain('<a href="https://ornek.com" title="başlık">bağlantı</a>');
  expect(html).toContain('<a href="/blog">iç</a>');
  expect(html).toContain('<section><h2>Bölüm</h2>');
  expect(html).toContain('<ul>\n<li>bir</li>');
  expect(html).toContain('<ol start="3">');
  expect(html).toContain('<blockquote>\n<p>alıntı</p>');
  expect(html).toContain('<img src="/images/blog/kapak.svg" alt="Kapak" />');
  expect(html).toContain('<th align="left">Sol</th>');
  expect(html).toContain('<td align="right">b</td>');
  expect(html).toContain('<code class="language-ts">const x = 1;');
});

test.each([
  ['a script', '<script>alert(1)</script>'],
  ['an event attribute', '<img src="/a.png" onerror="alert(1)">'],
  ['an event attribute inside text', 'Metin <b onmouseover="alert(1)">kalın</b>'],
  ['an iframe', '<iframe src="https://saldirgan.example"></iframe>'],
  ['a javascript: link', '[tıkla](javascript:alert(1))'],
  ['a javascript: link in capitals', '[tıkla](JaVaScRiPt:alert(1))'],
  ['an encoded javascript: link', '[tıkla](&#106;avascript:alert(1))'],
  ['a javascript: link with a tab', '[tıkla](java\tscript:alert(1))'],
  ['a reference javascript: link', '[tıkla][x]\n\n[x]: javascript:alert(1)'],
  ['a data: link', '[tıkla](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['a data: image', '![x](data:image/svg+xml,<svg onload=alert(1)>)'],
  ['a vbscript: link', '[tıkla](vbscript:msgbox(1))'],
  ['a style element', '<style>body{display:none}</style>'],
  ['a form', '<form action="https://saldirgan.example"><input name="p"></form>'],
])('hostile Markdown never renders: %s', (_name, markdown) => {
  const html = renderArticle(`Giriş.\n\n${markdown}\n\n## Bölüm\n\n${markdown}`);
  const dom = new new Window().DOMParser().parseFromString(html, 'text/html');
  const elements = [...dom.body.querySelectorAll('*')];
  expect(
    elements.filter((element) =>
      /^(script|iframe|style|form|input|object|embed)$/i.test(element.tagName),
    ),
  ).toEqual([]);
  for (const element of elements) {
    for (const attribute of element.attributes) {
      expect(attribute.name, element.outerHTML).not.toMatch(/^on/i);
      if (attribute.name === 'href' || attribute.name === 'src') {
        expect(attribute.value, element.outerHTML).toMatch(/^(https?:|mailto:|tel:|\/(?!\/)|#)/i);
      }
    }
  }
});
