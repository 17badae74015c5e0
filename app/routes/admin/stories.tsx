import { StoryItem } from '#app/components/admin/moderation-items.tsx';
import { ModerationList } from '#app/components/admin/moderation-list.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { moderationAction } from '#app/server/admin/desks/actions.server.ts';
import { loadStoriesPage } from '#app/server/admin/desks/lists.server.ts';
import { withRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/stories';

export const meta: Route.MetaFunction = () => adminMeta('Hikâyeler');

export const loader = withRuntime(loadStoriesPage);

export const action = withRuntime(moderationAction('story'));

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
