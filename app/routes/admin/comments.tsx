import { CommentItem } from '#app/components/admin/moderation-items.tsx';
import { ModerationList } from '#app/components/admin/moderation-list.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { handleModerationAction } from '#app/server/admin/desks/actions.server.ts';
import { loadCommentsPage } from '#app/server/admin/desks/lists.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/comments';

export const meta: Route.MetaFunction = () => adminMeta('Yorumlar');

export async function loader(args: Route.LoaderArgs) {
  return loadCommentsPage(await getRuntime(), args);
}

export async function action(args: Route.ActionArgs) {
  return handleModerationAction(await getRuntime(), args, 'comment');
}

export default function CommentsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ModerationList
      title="Blog Yorumları"
      empty={{ pending: 'Onay bekleyen yorum yok.', published: 'Yayında yorum yok.' }}
      list={loaderData}
      renderItem={(comment, confirming) => (
        <CommentItem key={comment.id} comment={comment} confirming={confirming} />
      )}
    />
  );
}
