import { Link } from 'react-router';

import type { BlogPost } from '#app/data/blog-schema.ts';
import { blogMessages } from '#app/data/messages/comment-messages.ts';
import { BLOG_PATH } from '#app/data/page-paths.ts';

/** The article, or a notice: taken down for now, or no content (docs/product.md#error-pages). */
export function PostBody({ post }: { post: Pick<BlogPost, 'html' | 'removed'> }) {
  if (post.removed) {
    return (
      <div role="note" className="mt-10 rounded-xl border border-dashed p-6">
        <p className="font-semibold">Bu yazının içeriği geçici olarak kaldırıldı.</p>
        <p className="mt-2 text-muted-foreground">
          Diğer yazılar için{' '}
          <Link to={BLOG_PATH} className="font-semibold text-primary underline">
            İlham Notları
          </Link>{' '}
          sayfasına göz atabilirsin.
        </p>
      </div>
    );
  }
  if (!post.html.trim()) {
    return <p className="mt-10 text-muted-foreground">{blogMessages.missingContent}</p>;
  }
  return (
    <div
      className="prose-article mt-10"
      // Built-in Markdown from content/blog, rendered on the server; never visitor input.
      dangerouslySetInnerHTML={{ __html: post.html }}
    />
  );
}
