import { BadgeCheck } from 'lucide-react';

import { IntroSection } from '#app/components/sections/section-intro.tsx';
import type { TitledText } from '#app/data/content-schema.ts';
import { sectionIntros } from '#app/data/section-intros.ts';

export function Competences({ competences }: { competences: TitledText[] }) {
  return (
    <IntroSection {...sectionIntros.competences}>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {competences.map(({ title, text }) => (
          <li key={title} className="flex gap-3 rounded-xl border bg-card p-5 shadow-sm">
            <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </IntroSection>
  );
}
