import type { ReactNode } from 'react';

import { cn } from '#app/lib/cn.ts';

/** The skip link, the header and the page's `<main>` that the link leads to, for both layouts. */
export function PageFrame({
  header,
  className,
  children,
}: {
  header: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <a
        href="#icerik"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        İçeriğe geç
      </a>{' '}
      {header}
      <main id="icerik" tabIndex={-1} className={cn('outline-none', className)}>
        {children}
      </main>
    </>
  );
}
