import { Link } from 'react-router';

import {
  ADMIN_COMMENTS_PATH,
  ADMIN_STORIES_PATH,
  ADMIN_SUBSCRIBERS_PATH,
} from '#app/data/page-paths.ts';

/**
 * The numbers the coach opens the area for, each leading to its list; the subscribers' only for
 * the owner (null for an assistant).
 */
export function DashboardCounts({
  counts,
}: {
  counts: { pendingStories: number; pendingComments: number; subscribers: number | null };
}) {
  const items = [
    { label: 'Onay bekleyen hikâye', value: counts.pendingStories, href: ADMIN_STORIES_PATH },
    { label: 'Onay bekleyen yorum', value: counts.pendingComments, href: ADMIN_COMMENTS_PATH },
    // Confirmed only: those who get the newsletter (docs/product.md#newsletter).
    ...(counts.subscribers === null
      ? []
      : [
          {
            label: 'Onaylı bülten abonesi',
            value: counts.subscribers,
            href: `${ADMIN_SUBSCRIBERS_PATH}?durum=onayli`,
          },
        ]),
  ];
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-3">
      {items.map((item) => (
        <li key={item.href}>
          <Link
            to={item.href}
            className="flex h-full flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm hover:border-primary"
          >
            <span className="text-3xl font-bold">{item.value.toLocaleString('tr-TR')}</span>
            <span className="mt-1 text-muted-foreground">{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
