import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';

import { REMOVED_PLACEHOLDER } from '#app/data/blog-schema.ts';
import { PostBody } from '#app/routes/blog/post/post-body.tsx';
import { renderBody } from '#app/server/blog.server.ts';

function render(post: { html: string; removed: boolean }): string {
  const router = createMemoryRouter([{ path: '/', element: createElement(PostBody, { post }) }]);
  return renderToString(createElement(RouterProvider, { router }));
}

test('a body that is the removal placeholder shows the notice and points to the blog', () => {
  const post = renderBody(`\n${REMOVED_PLACEHOLDER}\n`);
  expect(post.removed).toBe(true);
  const html = render(post);
  expect(html).toContain('Bu yazının içeriği geçici olarak kaldırıldı.');
  expect(html).toContain('href="/blog"');
});

test('an article without content shows the fallback text', () => {
  const post = renderBody('\n');
  expect(post.removed).toBe(false);
  expect(render(post)).toContain('İçerik yükleniyor veya bulunamadı...');
});

test('an article renders its Markdown', () => {
  const html = render(renderBody('## Başlık\n\nMetin.\n'));
  expect(html).toContain('<h2>Başlık</h2>');
});
