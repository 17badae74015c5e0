import { CalendarCheck, Clock, MapPin, UserRound, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import type { Service } from '#app/data/content-schema.ts';
import { BOOKING_PATH } from '#app/data/page-paths.ts';

/** A service page's side panel, outside any labelled <section> (axe: complementary at top level). */
export function ServiceFacts({ service }: { service: Service }) {
  const facts: Array<{ label: string; value: string; icon: LucideIcon }> = [
    { label: 'Kimler için', value: service.who, icon: UserRound },
    { label: 'Format', value: service.format, icon: Users },
    { label: 'Yer', value: service.location, icon: MapPin },
    { label: 'Seans süresi', value: service.duration, icon: Clock },
  ];
  return (
    <aside
      aria-labelledby="hizmet-bilgileri-baslik"
      className="h-fit rounded-xl border bg-card p-6 text-card-foreground shadow-sm lg:sticky lg:top-24"
    >
      <h2 id="hizmet-bilgileri-baslik" className="text-xl font-semibold">
        Hizmet Bilgileri
      </h2>
      <dl className="mt-5 grid gap-5">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="flex items-center gap-2 font-semibold">
              <fact.icon aria-hidden className="size-4 text-primary" />
              {fact.label}
            </dt>
            <dd className="mt-1 text-sm leading-relaxed text-muted-foreground">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm text-muted-foreground">
        İlk adım, 20–30 dakikalık ücretsiz keşif görüşmesidir.
      </p>{' '}
      <Button asChild className="mt-3 w-full" size="lg">
        <Link to={BOOKING_PATH}>
          <CalendarCheck aria-hidden />
          Randevu Al
        </Link>
      </Button>
    </aside>
  );
}
