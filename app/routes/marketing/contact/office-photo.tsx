import { MapPin } from 'lucide-react';

import { ContentImage } from '#app/components/ui/content-image.tsx';
import type { Image } from '#app/data/content-schema.ts';
import { ContactCard } from '#app/routes/marketing/contact/contact-card.tsx';

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
    <ContactCard id="ofisim" title="Ofisim">
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
    </ContactCard>
  );
}
