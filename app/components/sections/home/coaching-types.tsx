import {
  ArrowRight,
  Award,
  Brain,
  Briefcase,
  Compass,
  GraduationCap,
  Heart,
  PiggyBank,
  Sparkles,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';

import type { Service, ServiceIcon, ServiceId } from '#app/data/content-schema.ts';
import { services } from '#app/data/services.ts';

const icons: Record<ServiceIcon, LucideIcon> = {
  Brain,
  Compass,
  Sparkles,
  Award,
  Briefcase,
  Users,
  Heart,
  TrendingUp,
  GraduationCap,
  PiggyBank,
};

/** The home page order of SPEC section 2, which differs from the order of the service list. */
export const homeServiceOrder: ServiceId[] = [
  'nlp',
  'yasam',
  'quantum',
  'myk',
  'kariyer',
  'iliski',
  'takim',
  'performans',
  'ogrenci',
  'yatirim',
];

function byId(id: ServiceId): Service {
  const service = services.find((item) => item.id === id);
  if (!service) throw new Error(`Hizmet bulunamadı: ${id}`);
  return service;
}

/** The first sentence of a description, enough for a card. */
function lead(description: string): string {
  return description.split(/(?<=\.)\s/)[0] ?? description;
}

/** Ten coaching-type cards, each leading to its entry on /hizmetler. */
export function CoachingTypes() {
  return (
    <section aria-labelledby="kocluk-alanlari" className="bg-muted/50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="kocluk-alanlari" className="text-3xl font-bold tracking-tight text-balance">
            Dönüşüm Alanları
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            Kariyerden ilişkilere, sınav döneminden finansal kararlara kadar hayatınızın hangi
            alanında ilerlemek istiyorsanız ona uygun bir koçluk türüyle başlayabilirsiniz.
          </p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {homeServiceOrder.map(byId).map((service) => {
            const Icon = icons[service.icon];
            return (
              <li
                key={service.id}
                data-testid="coaching-type-card"
                className="group relative flex flex-col rounded-xl border bg-card p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
              >
                <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon aria-hidden className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold">
                  {/* The link covers the whole card (after:inset-0) but is named by the title. */}
                  <Link
                    to={`/hizmetler#${service.id}`}
                    className="after:absolute after:inset-0 after:rounded-xl group-hover:text-primary"
                  >
                    {service.title}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-sm text-muted-foreground">
                  {lead(service.description)}
                </p>
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
      </div>
    </section>
  );
}
