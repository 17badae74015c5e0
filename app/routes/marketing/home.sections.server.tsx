import { PromoVideo } from '#app/components/sections/promo-video.tsx';
import { ClosingCta } from '#app/routes/marketing/home/closing-cta.tsx';
import { CoachIntro } from '#app/routes/marketing/home/coach-intro.tsx';
import { CoachingModes } from '#app/routes/marketing/home/coaching-modes.tsx';
import { CoachingTypes } from '#app/routes/marketing/home/coaching-types.tsx';
import { HomeHero } from '#app/routes/marketing/home/hero.tsx';
import type { SiteContent } from '#app/server/content/site-content.server.ts';
import type { ServerSections } from '#app/server/document/server-sections.server.tsx';

/** The home page except the stories and their form, which are interactive. */
export const homeSections = {
  'ana-sayfa-giris': ({ identity, about, coachingTypes, pages }) => (
    <>
      <HomeHero
        heading={pages.home.heading}
        coachTitle={identity.coachTitle}
        city={identity.city}
      />
      <CoachingModes city={identity.city} district={identity.district} />
      <CoachingTypes cards={coachingTypes} />
      <CoachIntro
        coachName={identity.coachName}
        coachTitle={identity.coachTitle}
        subtitle={about.hero.subtitle}
        portrait={about.portrait}
      />
      <PromoVideo videoId={identity.promoVideoId} coachName={identity.coachName} />
    </>
  ),
  'ana-sayfa-kapanis': () => <ClosingCta />,
} satisfies ServerSections<string, SiteContent>;
