import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { sitePages } from '#app/data/site-pages.ts';
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { pageMeta } from '#app/lib/seo.ts';
import {
  bookingEyebrow,
  bookingIntro,
  BookingOptions,
  type MeetingMode,
} from '#app/routes/marketing/booking/booking-options.tsx';
import { getConfig } from '#app/server/config.server.ts';

import type { Route } from './+types/booking';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

/** ?type=yuz-yuze or ?type=online from the service page's buttons; anything else is ignored. */
export function loader({ request }: Route.LoaderArgs) {
  const type = new URL(request.url).searchParams.get('type');
  const mode: MeetingMode | null = type === 'yuz-yuze' || type === 'online' ? type : null;
  const page = sitePages.booking;
  const jsonLd = breadcrumbJsonLd(getConfig().publicUrl, [{ name: page.title, path: page.path }]);
  return { page, mode, jsonLd };
}

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { identity } = useRootData();
  const { page, mode } = loaderData;
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <PageHero
        eyebrow={bookingEyebrow(mode)}
        title={page.heading}
        intro={<p>{bookingIntro(mode, identity.city)}</p>}
      />
      <BookingOptions mode={mode} identity={identity} />
    </>
  );
}
