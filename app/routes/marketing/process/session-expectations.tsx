import {
  ListChecks,
  MessageCircleQuestionMark,
  RefreshCw,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';

import { IconCard } from '#app/components/sections/icon-card.tsx';
import { TintedSection } from '#app/components/sections/section-intro.tsx';
import type { TitledText } from '#app/data/content-schema.ts';
import { sectionIntros } from '#app/data/section-intros.ts';

// One icon per expectation, in the order of the content list.
const icons: LucideIcon[] = [ShieldCheck, MessageCircleQuestionMark, ListChecks, RefreshCw];

export function SessionExpectations({ expectations }: { expectations: TitledText[] }) {
  return (
    <TintedSection {...sectionIntros.sessionExpectations}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {expectations.map(({ title, text }, index) => (
          <IconCard key={title} icon={icons[index] ?? ShieldCheck} title={title} text={text} />
        ))}
      </ul>
    </TintedSection>
  );
}
