import {
  Handshake,
  Heart,
  Lightbulb,
  ShieldCheck,
  Sprout,
  Target,
  type LucideIcon,
} from 'lucide-react';

import { IconCard } from '#app/components/sections/icon-card.tsx';
import { TintedSection } from '#app/components/sections/section-intro.tsx';
import type { CoreValue, ValueIcon } from '#app/data/content-schema.ts';
import { sectionIntros } from '#app/data/section-intros.ts';

const icons: Record<ValueIcon, LucideIcon> = {
  ShieldCheck,
  Handshake,
  Lightbulb,
  Target,
  Sprout,
  Heart,
};

export function CoreValues({ values }: { values: CoreValue[] }) {
  return (
    <TintedSection {...sectionIntros.coreValues}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {values.map(({ title, text, icon }) => (
          <IconCard key={title} icon={icons[icon]} title={title} text={text} />
        ))}
      </ul>
    </TintedSection>
  );
}
