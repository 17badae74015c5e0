import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Pagination } from '#app/components/admin/pagination.tsx';

/**
 * A desk's items as cards under the page's heading: each item's title links to it, its state and
 * dates follow on one line, then whatever else it shows; a sentence says when there are none.
 */
export function DeskList<Item extends { id: number }>({
  labelledBy,
  empty,
  list: { items, page, pages },
  href,
  title,
  meta,
  details,
}: {
  labelledBy: string;
  empty: string;
  list: { items: Item[]; page: number; pages: number };
  href: (item: Item) => string;
  title: (item: Item) => string;
  meta: (item: Item) => ReactNode;
  details: (item: Item) => ReactNode;
}) {
  return (
    <>
      {items.length === 0 ? (
        <p className="mt-6 text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-labelledby={labelledBy} className="mt-6 grid grid-cols-1 gap-3">
          {items.map((item) => (
            <li
              key={item.id}
              className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
            >
              <h2 className="text-lg font-semibold">
                <Link to={href(item)} className="rounded-sm hover:underline">
                  {title(item)}
                </Link>
              </h2>
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                {meta(item)}
              </p>
              {details(item)}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} />
    </>
  );
}
