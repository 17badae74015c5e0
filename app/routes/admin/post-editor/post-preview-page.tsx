import { Link } from 'react-router';

import type { PreviewPageData } from '#app/server/admin/desks/post-desk.server.ts';

import { adminPostPath } from '#app/lib/admin/post-paths.ts';
import { describeStatus } from '#app/routes/admin/posts/post-status.tsx';

/** A saved post, a draft too, as its public page will show it (noindex, as every admin page). */
export function PostPreviewPage({ post, preview }: Pick<PreviewPageData, 'post' | 'preview'>) {
  return (
    <>
      <div
        role="note"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary p-3 text-sm"
      >
        <p>
          <span className="font-semibold">Önizleme</span> · {describeStatus(post)}
        </p>
        <Link to={adminPostPath(post.id)} className="font-medium text-primary underline">
          Düzenlemeye dön
        </Link>
      </div>
      <article
        className="mx-auto max-w-3xl px-4 py-12"
        dangerouslySetInnerHTML={{ __html: preview }}
      />
    </>
  );
}
