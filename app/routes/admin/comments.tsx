import { CommentItem } from '#app/components/admin/moderation-items.tsx';
import { ModerationList } from '#app/components/admin/moderation-list.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { moderationAction } from '#app/server/admin/desks/actions.server.ts';
import { loadCommentsPage } from '#app/server/admin/desks/lists.server.ts';
import { withRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/comments';

export const meta: Route.MetaFunction = () => adminMeta('Yorumlar');

export const loader = withRuntime(loadCommentsPage);

export const action = withRuntime(moderationAction('comment'));

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
