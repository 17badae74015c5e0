import { Check } from 'lucide-react';

import { ContentImage } from '#app/components/ui/content-image.tsx';
import type { Service } from '#app/data/content-schema.ts';

/** The main column of a service page: its picture and everything the service gives. */
export function ServiceOverview({ service }: { service: Service }) {
  return (
    <section aria-labelledby="kazanimlar-baslik">
      <ContentImage
        image={service.image}
        eager
        className="aspect-[8/5] w-full rounded-xl border bg-muted object-cover"
      />
      <h2 id="kazanimlar-baslik" className="mt-10 text-2xl font-bold tracking-tight">
        Neler kazanabilirsin?
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {service.details.map((detail) => (
          <li
            key={detail}
            className="flex gap-3 rounded-lg border bg-card p-4 text-card-foreground"
          >
            <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{detail}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
