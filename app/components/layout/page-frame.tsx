import type { ReactNode } from 'react';

/** Both layouts' skip link, to their `<main>` (MainContent). */
export function SkipLink() {
  return (
    <a
      href="#icerik"
      className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      İçeriğe geç
    </a>
  );
}

/** The page's `<main>`, which the skip link leads to; `outline-none`, as only that link focuses it. */
export function MainContent({ className, children }: { className: string; children: ReactNode }) {
  return (
    <main id="icerik" tabIndex={-1} className={className}>
      {children}
    </main>
  );
}
