import type { ReactNode } from 'react';

import type { SectionIntroText } from '#app/data/section-intros.ts';
import { cn } from '#app/lib/cn.ts';

/** The centred heading and lead sentence that open a section of the home, about and process pages. */
export function SectionIntro({ id, title, lead, balance = false }: SectionIntroText) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className={cn('text-3xl font-bold tracking-tight', balance && 'text-balance')}>
        {title}
      </h2>
      <p className="mt-4 text-lg text-pretty text-muted-foreground">{lead}</p>
    </div>
  );
}

/** A full-width tinted band that opens with a centred intro; what follows is the children. */
export function TintedSection({ children, ...intro }: SectionIntroText & { children: ReactNode }) {
  return (
    <section aria-labelledby={intro.id} className="bg-muted/50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionIntro {...intro} />
        {children}
      </div>
    </section>
  );
}

/** A section of the page's width that opens with a centred intro; what follows is the children. */
export function IntroSection({ children, ...intro }: SectionIntroText & { children: ReactNode }) {
  return (
    <section aria-labelledby={intro.id} className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <SectionIntro {...intro} />
      {children}
    </section>
  );
}
