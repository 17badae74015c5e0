import { MapPin } from 'lucide-react';

import { ContentImage } from '#app/components/ui/content-image.tsx';
import type { Image } from '#app/data/content-schema.ts';

export function OfficePhoto({
  photo,
  city,
  district,
}: {
  photo: Image;
  city: string;
  district: string;
}) {
  return (
    <section aria-labelledby="ofisim" className="rounded-2xl border bg-card p-8 shadow-sm">
      <h2 id="ofisim" className="text-2xl font-semibold">
        Ofisim
      </h2>
      <figure className="mt-6">
        <ContentImage image={photo} className="h-auto w-full rounded-xl border bg-muted" />
        <figcaption className="mt-4 flex gap-2 text-muted-foreground">
          <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            <span className="font-semibold text-foreground">
              {district}, {city}
            </span>
            . Yüz yüze seanslarımız bu sakin ofiste yapılır; online seanslar için nerede olduğun
            fark etmez.
          </span>
        </figcaption>
      </figure>
    </section>
  );
}
