import { PageHero } from '#app/components/sections/page-hero.tsx';
import type { SiteIdentity } from '#app/data/identity.ts';
import type { SitePage } from '#app/data/site-pages.ts';
import {
  bookingEyebrow,
  bookingIntro,
  BookingOptions,
  type MeetingMode,
} from '#app/routes/booking/booking-options.tsx';
import type { ServerSections } from '#app/server/document/server-sections.server.tsx';

/** The heading and the two cards, on the server so the form is the page's only script. */
export const bookingSections = {
  'randevu-al': ({ page, mode, identity }) => (
    <>
      <PageHero
        eyebrow={bookingEyebrow(mode)}
        title={page.heading}
        intro={<p>{bookingIntro(mode, identity.city)}</p>}
      />
      <BookingOptions mode={mode} identity={identity} />
    </>
  ),
} satisfies ServerSections<
  'randevu-al',
  { page: SitePage; mode: MeetingMode | null; identity: SiteIdentity }
>;
