import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

import type { BlogPost } from '#app/data/blog-schema.ts';
import { BLOG_PATH } from '#app/data/page-paths.ts';
import type { PostContent } from '#app/db/blog-posts.server.ts';
import { istanbulDate } from '#app/lib/format.ts';
import { postSections } from '#app/routes/blog/post.sections.server.tsx';
import { renderBody } from '#app/server/blog.server.ts';

export type PreviewSource = Omit<PostContent, 'seoTitle' | 'seoDescription'> & {
  publishedAt: string | null;
};

/** The public page's section, Markdown rendering and sanitising; dated today when undated. */
export function renderPostPreview(source: PreviewSource): string {
  const now = new Date().toISOString();
  const publishedAt = source.publishedAt ?? now;
  const post: BlogPost = {
    slug: source.slug,
    title: source.title || 'Başlıksız yazı',
    excerpt: source.excerpt,
    date: istanbulDate(publishedAt),
    publishedAt,
    updatedAt: now,
    ...(source.category ? { category: source.category } : {}),
    author: source.author,
    image: source.coverImage,
    imageAlt: source.coverAlt,
    ...renderBody(source.body),
  };
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[BLOG_PATH]}>
      {postSections.yazi({ post, related: [] })}
    </MemoryRouter>,
  );
  // React hoists the cover's preload to the front: a document's head wants it, the preview not.
  const article = html.replace(/^<link rel="preload"[^>]*>/, '');
  // No cover chosen yet: no empty picture (an empty src would ask for this page again).
  return source.coverImage ? article : article.replace(/<img src=""[^>]*>/, '');
}
