import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import { Pagination } from '#app/components/admin/pagination.tsx';
import { StateTabs } from '#app/components/admin/state-tabs.tsx';

/** One paginated moderation list (stories or comments): tabs, items or an empty note, pages. */
export function ModerationList<T extends { id: number }>({
  title,
  empty,
  list: { state, counts, items, page, pages, confirmId },
  renderItem,
}: {
  title: string;
  empty: { pending: string; published: string };
  list: {
    state: 'bekleyen' | 'yayinda';
    counts: { pending: number; published: number };
    items: T[];
    page: number;
    pages: number;
    confirmId: number | null;
  };
  renderItem: (item: T, confirming: boolean) => ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <>
      <h1 className="text-2xl font-bold">{title}</h1>
      <StateTabs pathname={pathname} state={state} counts={counts} />
      {items.length === 0 ? (
        <p className="mt-6 text-muted-foreground">
          {state === 'yayinda' ? empty.published : empty.pending}
        </p>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-4">
          {items.map((item) => renderItem(item, item.id === confirmId))}
        </ul>
      )}
      <Pagination page={page} pages={pages} clear="sil" />
    </>
  );
}
