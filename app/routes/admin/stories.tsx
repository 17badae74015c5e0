import { StoryItem } from '#app/components/admin/moderation-items.tsx';
import { ModerationList } from '#app/components/admin/moderation-list.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { handleModerationAction } from '#app/server/admin/desks/actions.server.ts';
import { loadStoriesPage } from '#app/server/admin/desks/lists.server.ts';
import { requireAdmin } from '#app/server/admin/sign-in/session.server.ts';

import type { Route } from './+types/stories';

export const meta: Route.MetaFunction = () => adminMeta('Hikâyeler');

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return loadStoriesPage(args.url);
}

export function action(args: Route.ActionArgs) {
  return handleModerationAction(args, 'story');
}

export default function StoriesPage({ loaderData }: Route.ComponentProps) {
  return (
    <ModerationList
      title="Dönüşüm Hikâyeleri"
      empty={{ pending: 'Onay bekleyen hikâye yok.', published: 'Yayında hikâye yok.' }}
      list={loaderData}
      renderItem={(story, confirming) => (
        <StoryItem key={story.id} story={story} confirming={confirming} />
      )}
    />
  );
}
