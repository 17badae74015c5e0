import { Link } from 'react-router';

import { adminMeta } from '#app/lib/admin/meta.ts';
import { editorPath } from '#app/routes/admin/post-editor/paths.ts';
import { describeStatus } from '#app/routes/admin/post-editor/post-status.tsx';
import { loadPreview, postIdParam } from '#app/server/admin/post-desk.server.ts';

import type { Route } from './+types/post-preview';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Önizleme: ${loaderData.post.title}` : 'Önizleme');

export function loader(args: Route.LoaderArgs) {
  return loadPreview(args, postIdParam(args.params.id));
}

/** A saved post, a draft too, as its public page will show it (noindex, as every admin page). */
export default function PostPreviewPage({ loaderData: { post, preview } }: Route.ComponentProps) {
  return (
    <>
      <div
        role="note"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary p-3 text-sm"
      >
        <p>
          <span className="font-semibold">Önizleme</span> · {describeStatus(post)}
        </p>
        <Link to={editorPath(post.id)} className="font-medium text-primary underline">
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
