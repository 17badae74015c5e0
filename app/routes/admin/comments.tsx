import { useLocation } from 'react-router';

import { CommentItem } from '#app/components/admin/moderation-items.tsx';
import { Pagination } from '#app/components/admin/pagination.tsx';
import { StateTabs } from '#app/components/admin/state-tabs.tsx';
import { adminMeta } from '#app/lib/admin-meta.ts';
import { listHref } from '#app/lib/admin-paging.ts';
import { handleModerationAction } from '#app/server/admin-actions.server.ts';
import { loadCommentsPage } from '#app/server/admin-lists.server.ts';
import { requireAdmin } from '#app/server/admin-session.server.ts';

import type { Route } from './+types/comments';

export const meta: Route.MetaFunction = () => adminMeta('Yorumlar');

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return loadCommentsPage(args.url);
}

export function action(args: Route.ActionArgs) {
  return handleModerationAction(args, 'comment');
}

export default function CommentsPage({ loaderData }: Route.ComponentProps) {
  const { state, counts, items, page, pages, confirmId } = loaderData;
  const { pathname, search } = useLocation();
  return (
    <>
      <h1 className="text-2xl font-bold">Blog Yorumları</h1>
      <StateTabs pathname={pathname} state={state} counts={counts} />
      {items.length === 0 ? (
        <p className="mt-6 text-muted-foreground">
          {state === 'yayinda' ? 'Yayında yorum yok.' : 'Onay bekleyen yorum yok.'}
        </p>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-4">
          {items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} confirming={comment.id === confirmId} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pages={pages}
        hrefFor={(target) => listHref(pathname, search, { sayfa: String(target), sil: null })}
      />
    </>
  );
}
