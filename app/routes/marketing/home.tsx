import { ClosingCta } from '#app/components/sections/home/closing-cta.tsx';
import { CoachIntro } from '#app/components/sections/home/coach-intro.tsx';
import { CoachingModes } from '#app/components/sections/home/coaching-modes.tsx';
import { CoachingTypes } from '#app/components/sections/home/coaching-types.tsx';
import { HomeHero } from '#app/components/sections/home/home-hero.tsx';
import { JsonLd } from '#app/components/sections/json-ld.tsx';
import {
  StoriesSection,
  HOME_STORY_CARDS,
} from '#app/components/sections/stories/stories-section.tsx';
import { PromoVideo } from '#app/components/sections/promo-video.tsx';
import { StaticSection } from '#app/components/static-section.tsx';
import { aboutHero, coachPortrait } from '#app/data/about.ts';
import { coachingTypeCards } from '#app/data/coaching-types.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { testimonials } from '#app/data/testimonials.ts';
import { listApprovedStories } from '#app/db/stories.server.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { coachJsonLd } from '#app/lib/structured-data.ts';
import { getConfig } from '#app/server/config.server.ts';
import { handleStory } from '#app/server/form-handlers.server.ts';
import { answerPublicForm } from '#app/server/form-pipeline.server.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';
import { getServices } from '#app/server/services.server.ts';
import { renderStaticSections } from '#app/server/static-sections.server.tsx';

import type { Route } from './+types/home';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { handle } = await getServices();
  // SPEC §8: a failed read is only logged; the list stays empty.
  const stories = listApprovedStories(handle.db, HOME_STORY_CARDS).catch((error: unknown) => {
    logger.error('stories could not be read', errorFields(error));
    return [];
  });
  // A page load gets the list in its HTML (search engines, no-JS visitors); a client-side
  // navigation renders at once and streams it in behind the loading message.
  const clientNavigation = request.headers.get('sec-fetch-dest') === 'empty';
  const { identity, publicUrl } = getConfig();
  // Built here, so the service texts and the JSON-LD code stay out of the browser's bundle.
  return {
    page: sitePages.home,
    stories: clientNavigation ? stories : await stories,
    // The live list fills the cards its stories leave free with these.
    testimonials: testimonials.slice(0, HOME_STORY_CARDS),
    jsonLd: coachJsonLd(identity, publicUrl),
    sections: renderStaticSections(request, context, {
      'ana-sayfa-giris': (
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
      'ana-sayfa-kapanis': <ClosingCta />,
    }),
  };
}

export function action(args: Route.ActionArgs) {
  return answerPublicForm(args, handleStory, '/#hikayeler');
}

export default function HomePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <StaticSection id="ana-sayfa-giris" sections={loaderData.sections} />
      <StoriesSection
        stories={loaderData.stories}
        testimonials={loaderData.testimonials}
        formResult={actionData}
      />
      <StaticSection id="ana-sayfa-kapanis" sections={loaderData.sections} />
    </>
  );
}
