import { Link } from 'react-router';

import { cn } from '#app/lib/cn.ts';

/** Pending and published lists of one kind, with their counts. */
export function StateTabs({
  pathname,
  state,
  counts,
}: {
  pathname: string;
  state: 'bekleyen' | 'yayinda';
  counts: { pending: number; published: number };
}) {
  const tabs = [
    { value: 'bekleyen', label: 'Onay bekleyenler', count: counts.pending, href: pathname },
    {
      value: 'yayinda',
      label: 'Yayındakiler',
      count: counts.published,
      href: `${pathname}?durum=yayinda`,
    },
  ] as const;
  return (
    <nav aria-label="Durum" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.value}>
            <Link
              to={tab.href}
              aria-current={tab.value === state ? 'page' : undefined}
              className={cn(
                'block rounded-full border px-4 py-2 text-sm font-semibold',
                tab.value === state
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
