import { Link, useLocation } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { listHref } from '#app/lib/admin/paging.ts';

/**
 * "Önceki · Sayfa X / Y · Sonraki" under a list, linking this list's other pages without the
 * question `clear` asks on this one; a missing neighbour is plain text, not a link.
 */
export function Pagination({
  page,
  pages,
  clear,
}: {
  page: number;
  pages: number;
  clear?: 'sil' | 'iptal';
}) {
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const hrefFor = (target: number) =>
    listHref(pathname, search, { sayfa: String(target), ...(clear ? { [clear]: null } : {}) });
  return (
    <nav aria-label="Sayfalar" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={hrefFor(page - 1)} rel="prev">
            Önceki
          </Link>
        </Button>
      ) : (
        <span aria-hidden className="w-20" />
      )}
      <p className="text-sm text-muted-foreground">
        Sayfa {page} / {pages}
      </p>
      {page < pages ? (
        <Button asChild variant="outline" size="sm">
          <Link to={hrefFor(page + 1)} rel="next">
            Sonraki
          </Link>
        </Button>
      ) : (
        <span aria-hidden className="w-20" />
      )}
    </nav>
  );
}
