import { data } from 'react-router';

import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { ServerSection } from '#app/components/server-section.tsx';
import { BOOKING_PATH } from '#app/data/page-paths.ts';
import { getBookingSettings } from '#app/db/bookings.server.ts';
import { breadcrumbJsonLd } from '#app/lib/seo/json-ld.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import type { MeetingMode } from '#app/routes/booking/booking-options.tsx';
import { BookingPlanner } from '#app/routes/booking/booking-planner.tsx';
import { handleBooking, loadSlotPicker } from '#app/server/booking/booking-form.server.ts';
import { getConfig } from '#app/server/config.server.ts';
import { renderServerSections } from '#app/server/document/server-sections.server.tsx';
import { getRuntime } from '#app/server/runtime.server.ts';
import { formClient, publicFormLimit } from '#app/server/submissions/form-pipeline.server.ts';

import type { Route } from './+types/booking';
import { bookingSections } from './booking.sections.server.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

// The free times must never be stale: no cache keeps a no-store page, the page cache included.
const fresh = { 'Cache-Control': 'no-store' };

export const headers: Route.HeadersFunction = () => fresh;

export const middleware: Route.MiddlewareFunction[] = [
  publicFormLimit('booking', () => `${BOOKING_PATH}#planla`),
];

/** ?type=yuz-yuze or ?type=online from the service page's buttons (anything else is ignored). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const type = search.get('type');
  const mode: MeetingMode | null = type === 'yuz-yuze' || type === 'online' ? type : null;
  const runtime = await getRuntime();
  const [picker, settings] = await Promise.all([
    loadSlotPicker(runtime.handle.db, search.get('gun')),
    getBookingSettings(runtime.handle.db),
  ]);
  const { publicUrl } = getConfig();
  const { pages, identity } = runtime.content.current();
  const page = pages.booking;
  return data(
    {
      page,
      mode,
      jsonLd: breadcrumbJsonLd(publicUrl, [{ name: page.title, path: page.path }]),
      sections: renderServerSections(request, context, bookingSections, { page, mode, identity }),
      picker,
      callMinutes: settings.callMinutes,
      place: `${identity.district}, ${identity.city}`,
    },
    { headers: fresh },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleBooking(request, await getRuntime(), formClient(context));
  // Answered on this page; a repeated post gets the same answer through its submission key.
  return data(result, { status: result.status, headers: fresh });
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, picker, callMinutes, place } = loaderData;
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <ServerSection id="randevu-al" sections={loaderData.sections} />
      <BookingPlanner
        mode={mode}
        picker={picker}
        callMinutes={callMinutes}
        place={place}
        result={actionData}
      />
    </>
  );
}
