import {
  bookingEyebrow,
  bookingIntro,
  BookingOptions,
  type MeetingMode,
} from '#app/components/sections/contact/booking-options.tsx';
import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { sitePages } from '#app/data/site-pages.ts';
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { pageMeta } from '#app/lib/seo.ts';

import type { Route } from './+types/booking';

const page = sitePages.booking;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

/** ?type=yuz-yuze or ?type=online from the service page's buttons; anything else is ignored. */
export function loader({ request }: Route.LoaderArgs) {
  const type = new URL(request.url).searchParams.get('type');
  const mode: MeetingMode | null = type === 'yuz-yuze' || type === 'online' ? type : null;
  return { mode };
}

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { identity, publicUrl } = useRootData();
  const { mode } = loaderData;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(publicUrl, [{ name: page.title, path: page.path }])} />
      <PageHero
        eyebrow={bookingEyebrow(mode)}
        title={page.heading}
        intro={<p data-testid="booking-intro">{bookingIntro(mode, identity.city)}</p>}
      />
      <BookingOptions mode={mode} identity={identity} />
    </>
  );
}
