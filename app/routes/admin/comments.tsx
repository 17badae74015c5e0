import { CommentItem } from '#app/components/admin/moderation-items.tsx';
import { ModerationList } from '#app/components/admin/moderation-list.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { handleModerationAction } from '#app/server/admin/desks/actions.server.ts';
import { loadCommentsPage } from '#app/server/admin/desks/lists.server.ts';
import { requireAdmin } from '#app/server/admin/sign-in/session.server.ts';

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
