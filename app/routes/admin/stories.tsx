import { useLocation } from 'react-router';

import { StoryItem } from '#app/components/admin/moderation-items.tsx';
import { Pagination } from '#app/components/admin/pagination.tsx';
import { StateTabs } from '#app/components/admin/state-tabs.tsx';
import { adminMeta } from '#app/lib/admin-meta.ts';
import { listHref } from '#app/lib/admin-paging.ts';
import { handleModerationAction } from '#app/server/admin-actions.server.ts';
import { loadStoriesPage } from '#app/server/admin-lists.server.ts';
import { requireAdmin } from '#app/server/admin-session.server.ts';

import type { Route } from './+types/stories';

export const meta: Route.MetaFunction = () => adminMeta('Hikayeler');

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return loadStoriesPage(args.url);
}

export function action(args: Route.ActionArgs) {
  return handleModerationAction(args, 'story');
}

export default function StoriesPage({ loaderData }: Route.ComponentProps) {
  const { state, counts, items, page, pages, confirmId } = loaderData;
  const { pathname, search } = useLocation();
  return (
    <>
      <h1 className="text-2xl font-bold">Dönüşüm Hikayeleri</h1>
      <StateTabs pathname={pathname} state={state} counts={counts} />
      {items.length === 0 ? (
        <p className="mt-6 text-muted-foreground">
          {state === 'yayinda' ? 'Yayında hikaye yok.' : 'Onay bekleyen hikaye yok.'}
        </p>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-4">
          {items.map((story) => (
            <StoryItem key={story.id} story={story} confirming={story.id === confirmId} />
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
