import { Link } from 'react-router';

import type { SubscriberStatus } from '#app/db/schema.ts';
import { listHref } from '#app/lib/admin/paging.ts';
import { subscriberStatusLabels } from '#app/lib/admin/subscriber-status.ts';
import { cn } from '#app/lib/cn.ts';

const tabs: Array<{ param: string; status: SubscriberStatus | null }> = [
  { param: '', status: null },
  { param: 'onayli', status: 'confirmed' },
  { param: 'bekleyen', status: 'pending' },
  { param: 'ayrilan', status: 'withdrawn' },
];

/** All subscribers, or those of one state (`?durum=onayli|bekleyen|ayrilan`), with counts. */
export function StatusTabs({
  pathname,
  query,
  status,
  counts,
  all,
}: {
  pathname: string;
  query: string;
  status: string;
  counts: Record<SubscriberStatus, number>;
  all: number;
}) {
  return (
    <nav aria-label="Durum" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.param}>
            <Link
              to={listHref(pathname, query, { durum: tab.param || null, sayfa: null, sil: null })}
              aria-current={tab.param === status ? 'page' : undefined}
              className={cn(
                'block rounded-full border px-4 py-2 text-sm font-semibold',
                tab.param === status
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-background text-foreground hover:bg-muted',
              )}
            >
              {tab.status ? subscriberStatusLabels[tab.status] : 'Tümü'} (
              {tab.status ? counts[tab.status] : all})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
