import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

import { TintedSection } from '#app/components/sections/section-intro.tsx';
import { ServiceIcon } from '#app/components/sections/services/service-icon.tsx';
import type { CoachingTypeCard } from '#app/data/coaching-types.ts';
import { SERVICES_PATH } from '#app/data/page-paths.ts';
import { sectionIntros } from '#app/data/section-intros.ts';

/** Ten coaching-type cards, each leading to its entry on /hizmetler. */
export function CoachingTypes({ cards }: { cards: CoachingTypeCard[] }) {
  return (
    <TintedSection {...sectionIntros.coachingTypes}>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {cards.map((service) => {
          return (
            <li
              key={service.id}
              className="group relative flex flex-col rounded-xl border bg-card p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <ServiceIcon name={service.icon} className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">
                {/* The link covers the whole card (after:inset-0) but is named by the title. */}
                <Link
                  to={`${SERVICES_PATH}#${service.id}`}
                  className="after:absolute after:inset-0 after:rounded-xl group-hover:text-primary"
                >
                  {service.title}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-sm text-muted-foreground">{service.lead}</p>{' '}
              <span
                aria-hidden
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary"
              >
                Ayrıntılar
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </li>
          );
        })}
      </ul>
    </TintedSection>
  );
}
