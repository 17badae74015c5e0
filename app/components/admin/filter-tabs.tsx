import { Link } from 'react-router';

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
