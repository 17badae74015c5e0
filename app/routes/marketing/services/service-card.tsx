import { Check } from 'lucide-react';
import { Link } from 'react-router';

import { IconList } from '#app/components/sections/icon-list.tsx';
import { ServiceIcon } from '#app/components/sections/services/service-icon.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#app/components/ui/card.tsx';
import { Collapsible } from '#app/components/ui/collapsible.tsx';
import { ContentImage } from '#app/components/ui/content-image.tsx';
import type { Service } from '#app/data/content-schema.ts';
import { BOOKING_PATH, SERVICES_PATH } from '#app/data/page-paths.ts';

/** A service card shows the first 3 of its 8 details (docs/product.md#public-pages). */
export const CARD_DETAIL_COUNT = 3;

/** What a card shows: the page's loader sends only this, the rest stays on the server. */
export type ServiceCardData = Pick<
  Service,
  'id' | 'title' | 'icon' | 'description' | 'details' | 'who' | 'format' | 'duration' | 'image'
>;

/** One service on /hizmetler; its element id is where the home page's /hizmetler#{id} links land. */
export function ServiceCard({ service, eager }: { service: ServiceCardData; eager: boolean }) {
  const detailHref = `${SERVICES_PATH}/${service.id}`;
  return (
    <Card id={service.id} className="overflow-hidden">
      <ContentImage
        image={service.image}
        eager={eager}
        className="aspect-[8/5] w-full bg-muted object-cover"
      />
      <CardHeader className="pb-4">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <ServiceIcon name={service.icon} className="size-5" />
          </span>
          <CardTitle className="text-xl">{service.title}</CardTitle>
        </div>
        <p className="mt-2 leading-relaxed text-muted-foreground">{service.description}</p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Collapsible summary="Neler kazanabilirsin?" className="rounded-lg bg-muted px-4 py-3">
          <IconList
            items={service.details.slice(0, CARD_DETAIL_COUNT)}
            icon={Check}
            className="grid gap-2"
          />
          <p className="mt-3">
            <Link
              to={detailHref}
              className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
            >
              ve daha fazlası…<span className="sr-only"> ({service.title})</span>
            </Link>
          </p>
        </Collapsible>
        <dl className="grid gap-3 text-sm">
          <div>
            <dt className="font-semibold">Kimler için</dt>
            <dd className="mt-1 text-muted-foreground">{service.who}</dd>
          </div>
          <div>
            <dt className="font-semibold">Format</dt>
            <dd className="mt-1 text-muted-foreground">{service.format}</dd>
          </div>
          <div>
            <dt className="font-semibold">Seans süresi</dt>
            <dd className="mt-1 text-muted-foreground">{service.duration}</dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button asChild>
          <Link to={BOOKING_PATH}>Randevu Al</Link>
        </Button>{' '}
        <Button asChild variant="outline">
          {/* Ten identical link names would not say where each goes; the label starts with the visible text. */}
          <Link to={detailHref} aria-label={`Detaylı Bilgi: ${service.title}`}>
            Detaylı Bilgi
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
