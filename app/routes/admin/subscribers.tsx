import { Download } from 'lucide-react';
import { useLocation } from 'react-router';

import { ListSearch } from '#app/components/admin/list-search.tsx';
import { SubscriberItem } from '#app/components/admin/moderation-items.tsx';
import { Pagination } from '#app/components/admin/pagination.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { listHref } from '#app/lib/admin/paging.ts';
import { handleModerationAction } from '#app/server/admin/actions.server.ts';
import { loadSubscribersPage } from '#app/server/admin/lists.server.ts';
import { requireAdmin } from '#app/server/admin/session.server.ts';

import type { Route } from './+types/subscribers';

export const meta: Route.MetaFunction = () => adminMeta('Aboneler');

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return loadSubscribersPage(args.url);
}

export function action(args: Route.ActionArgs) {
  return handleModerationAction(args, 'subscriber');
}

export default function SubscribersPage({ loaderData }: Route.ComponentProps) {
  const { search, all, items, total, page, pages, confirmId } = loaderData;
  const { pathname, search: query } = useLocation();
  const csvHref = `/yonetim/aboneler.csv${search ? `?ara=${encodeURIComponent(search)}` : ''}`;
  return (
    <>
      <h1 className="text-2xl font-bold">Bülten Aboneleri</h1>
      <p className="mt-2 text-muted-foreground">
        Toplam {all.toLocaleString('tr-TR')} abone
        {search ? ` · "${search}" için ${total.toLocaleString('tr-TR')} sonuç` : ''}
      </p>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <ListSearch id="abone-ara" label="E-posta ara" value={search} maxLength={254} />
        {/* A plain link: the file is a download, not a page of the app. */}
        <Button asChild variant="outline">
          <a href={csvHref} download>
            <Download aria-hidden />
            CSV olarak indir
          </a>
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="mt-6 text-muted-foreground">
          {search ? 'Bu aramaya uyan abone yok.' : 'Henüz bülten abonesi yok.'}
        </p>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-3">
          {items.map((subscriber) => (
            <SubscriberItem
              key={subscriber.id}
              subscriber={subscriber}
              confirming={subscriber.id === confirmId}
            />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pages={pages}
        hrefFor={(target) => listHref(pathname, query, { sayfa: String(target), sil: null })}
      />
    </>
  );
}
