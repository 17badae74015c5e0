import { Link } from 'react-router';

import { BRAND_MARK_SVG } from '#app/lib/brand-mark.ts';

export function Logo({ siteName, coachTitle }: { siteName: string; coachTitle: string }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md">
      <span
        aria-hidden="true"
        className="size-10 shrink-0 [&>svg]:size-full"
        dangerouslySetInnerHTML={{ __html: BRAND_MARK_SVG }}
      />
      {/* Only the mark shows where the desktop menu needs the room; the name stays readable. */}
      <span className="flex flex-col leading-tight xl:sr-only 2xl:not-sr-only">
        <span className="text-base font-bold">{siteName}</span>{' '}
        <span className="text-xs text-muted-foreground">{coachTitle}</span>
        <span className="sr-only"> (ana sayfa)</span>
      </span>
    </Link>
  );
}
