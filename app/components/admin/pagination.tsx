import { Link } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';

/** "Önceki · Sayfa X / Y · Sonraki" under a list; a missing neighbour is plain text, not a link. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  if (pages <= 1) return null;
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
