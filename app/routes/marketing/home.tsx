import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { ServerSection } from '#app/components/server-section.tsx';
import { storyConsentText } from '#app/data/publish-consent.ts';
import { listApprovedStories } from '#app/db/stories.server.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { coachJsonLd } from '#app/lib/seo/structured-data.ts';
import { StoriesSection, HOME_STORY_CARDS } from '#app/routes/marketing/home/stories-section.tsx';
import { getConfig } from '#app/server/config.server.ts';
import { testimonialsBesideStories } from '#app/server/content/testimonials.server.ts';
import { renderServerSections } from '#app/server/document/server-sections.server.tsx';
import { errorFields, logger } from '#app/server/logger.server.ts';
import { dataRequestContext } from '#app/server/request-context.server.ts';
import { withRuntime } from '#app/server/runtime.server.ts';
import { handleStory } from '#app/server/submissions/form-handlers.server.ts';
import { answerPublicForm, publicFormLimit } from '#app/server/submissions/form-pipeline.server.ts';

import type { Route } from './+types/home';
import { homeSections } from './home.sections.server.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export const middleware: Route.MiddlewareFunction[] = [
  publicFormLimit('story', () => '/#hikayeler'),
];

export const loader = withRuntime(async (runtime, { request, context }: Route.LoaderArgs) => {
  const content = runtime.content.current();
  // A failed read is only logged; the list stays empty (docs/product.md#story).
  const stories = listApprovedStories(runtime.handle.db, HOME_STORY_CARDS).catch(
    (error: unknown) => {
      logger.error('stories could not be read', errorFields(error));
      return [];
    },
  );
  // A page load gets the list in its HTML; a .data request streams it (told apart by address),
  // unless a testimonial made from a story must wait for the list to leave that story out.
  const fromStories = content.testimonials.some(({ source }) => source?.type === 'story');
  const streamed = context.get(dataRequestContext) && !fromStories;
  const shown = streamed ? [] : await stories;
  const { publicUrl } = getConfig();
  // Built here, so the service texts and the JSON-LD code stay out of the browser's bundle.
  return {
    page: content.pages.home,
    stories: streamed ? stories : shown,
    // The live list fills the cards its stories leave free with these; their consent record
    // stays on the server, the card does not show it.
    testimonials: testimonialsBesideStories(
      content.testimonials,
      new Set(shown.map((story) => story.id)),
    ).slice(0, HOME_STORY_CARDS),
    // From the server, so the text stored with a story is the one the form showed.
    storyConsentText,
    jsonLd: coachJsonLd(content, publicUrl),
    sections: renderServerSections(request, context, homeSections, content),
  };
});

export function action(args: Route.ActionArgs) {
  return answerPublicForm(args, handleStory, '/#hikayeler');
}

export default function HomePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <ServerSection id="ana-sayfa-giris" sections={loaderData.sections} />
      <StoriesSection
        stories={loaderData.stories}
        testimonials={loaderData.testimonials}
        formResult={actionData}
        consentText={loaderData.storyConsentText}
      />
      <ServerSection id="ana-sayfa-kapanis" sections={loaderData.sections} />
    </>
  );
}
