import { AboutHero } from '#app/components/sections/about/about-hero.tsx';
import { AboutStory } from '#app/components/sections/about/about-story.tsx';
import { AboutTestimonials } from '#app/components/sections/about/about-testimonials.tsx';
import { Competences } from '#app/components/sections/about/competences.tsx';
import { CoreValues } from '#app/components/sections/about/core-values.tsx';
import { Diplomas } from '#app/components/sections/about/diplomas.tsx';
import { MobileConnect } from '#app/components/sections/about/mobile-connect.tsx';
import { PromoVideo } from '#app/components/sections/promo-video.tsx';
import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { StaticSection } from '#app/components/static-section.tsx';
import {
  aboutHero,
  aboutStory,
  competences,
  coachPortrait,
  coreValues,
  pillars,
} from '#app/data/about.ts';
import { diplomas } from '#app/data/diplomas.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { testimonials } from '#app/data/testimonials.ts';
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { coachJsonLd } from '#app/lib/structured-data.ts';
import { getConfig } from '#app/server/config.server.ts';
import { renderStaticSections } from '#app/server/static-sections.server.tsx';

import type { Route } from './+types/about';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

/** Texts and structured data come from here, so they stay out of the browser's bundle. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { identity, publicUrl } = getConfig();
  const page = sitePages.about;
  return {
    page,
    jsonLd: [
      ...coachJsonLd(identity, publicUrl),
      breadcrumbJsonLd(publicUrl, [{ name: page.title, path: page.path }]),
    ],
    // Text, images, links and a click-to-load video: rendered here only
    // (static-sections.server.tsx).
    sections: renderStaticSections(request, context, {
      hakkimda: (
        <>
          <AboutHero heading={page.heading} hero={aboutHero} portrait={coachPortrait} />
          <AboutStory paragraphs={aboutStory} pillars={pillars} />
          <CoreValues values={coreValues} />
          <Competences competences={competences} />
          <Diplomas diplomas={diplomas} />
          <PromoVideo videoId={identity.promoVideoId} coachName={identity.coachName} />
          <AboutTestimonials testimonials={testimonials.slice(0, 6)} />
          <CtaBanner
            heading="Birlikte çalışmaya hazır mısınız?"
            text="Ücretsiz keşif görüşmesinde tanışalım, hedeflerinizi dinleyeyim ve size en uygun koçluk yolunu birlikte belirleyelim."
            buttonLabel="Ücretsiz Keşif Görüşmesi Planla"
          />
          <MobileConnect identity={identity} />
        </>
      ),
    }),
  };
}

export default function AboutPage({ loaderData: { jsonLd, sections } }: Route.ComponentProps) {
  return (
    <>
      {/* React moves this into <head>: no paint before the story's heading has arrived, so the
          opening's text, centred beside the portrait that follows it in the document, is never
          shown without it (docs/decisions/0026-first-screen-painted-while-parsed.md). */}
      <link rel="expect" href="#hikayem" blocking="render" />
      <JsonLd data={jsonLd} />
      <StaticSection id="hakkimda" sections={sections} />
    </>
  );
}
