import { PromoVideo } from '#app/components/sections/promo-video.tsx';
import { aboutHero, coachPortrait } from '#app/data/about.ts';
import { coachingTypeCards } from '#app/data/coaching-types.ts';
import type { SiteIdentity } from '#app/data/identity.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { ClosingCta } from '#app/routes/marketing/home/closing-cta.tsx';
import { CoachIntro } from '#app/routes/marketing/home/coach-intro.tsx';
import { CoachingModes } from '#app/routes/marketing/home/coaching-modes.tsx';
import { CoachingTypes } from '#app/routes/marketing/home/coaching-types.tsx';
import { HomeHero } from '#app/routes/marketing/home/hero.tsx';
import type { ServerSections } from '#app/server/document/server-sections.server.tsx';

/** The home page except the stories and their form, which are interactive. */
export const homeSections = {
  'ana-sayfa-giris': ({ identity }) => (
    <>
      <HomeHero
        heading={sitePages.home.heading}
        coachTitle={identity.coachTitle}
        city={identity.city}
      />
      <CoachingModes city={identity.city} district={identity.district} />
      <CoachingTypes cards={coachingTypeCards()} />
      <CoachIntro
        coachName={identity.coachName}
        coachTitle={identity.coachTitle}
        subtitle={aboutHero.subtitle}
        portrait={coachPortrait}
      />
      <PromoVideo videoId={identity.promoVideoId} coachName={identity.coachName} />
    </>
  ),
  'ana-sayfa-kapanis': () => <ClosingCta />,
} satisfies ServerSections<string, { identity: SiteIdentity }>;
