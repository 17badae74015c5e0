import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { ListSearch } from '#app/components/admin/list-search.tsx';
import { listHref } from '#app/lib/admin/paging.ts';
import { cn } from '#app/lib/cn.ts';

export type FilterTab = { label: string; count: number; href: string; current: boolean };

/** The filters of a moderation list ("Onay bekleyenler (3)"), the current one marked. */
export function FilterTabs({
  tabs,
  label = 'Durum',
}: {
  tabs: readonly FilterTab[];
  /** The navigation's name for a screen reader; the booking page's tabs are views, not states. */
  label?: string;
}) {
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              to={tab.href}
              aria-current={tab.current ? 'page' : undefined}
              className={cn(
                'block rounded-full border px-4 py-2 text-sm font-semibold',
                tab.current
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-background text-foreground hover:bg-muted',
              )}
            >
              {tab.label} ({tab.count})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A list's state tabs (`?durum=`, '' for all; a tab starts again at the first page) and its search
 * box (`?ara=`), which keeps the chosen state; `children` stand beside the box.
 */
export function ListFilters({
  tabs,
  current,
  search,
  children,
}: {
  tabs: ReadonlyArray<{ param: string; label: string; count: number }>;
  current: string;
  search: { id: string; label: string; value: string; maxLength: number };
  children?: ReactNode;
}) {
  const { pathname, search: query } = useLocation();
  return (
    <>
      <FilterTabs
        tabs={tabs.map((tab) => ({
          label: tab.label,
          count: tab.count,
          href: listHref(pathname, query, { durum: tab.param || null, sayfa: null, sil: null }),
          current: tab.param === current,
        }))}
      />
      <div className={children ? 'mt-6 flex flex-wrap items-end justify-between gap-4' : 'mt-6'}>
        <ListSearch {...search} keep={current ? { durum: current } : {}} />
        {children}
      </div>
    </>
  );
}
