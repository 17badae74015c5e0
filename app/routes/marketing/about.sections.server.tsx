import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { PromoVideo } from '#app/components/sections/promo-video.tsx';
import {
  aboutHero,
  aboutStory,
  competences,
  coachPortrait,
  coreValues,
  pillars,
} from '#app/data/about.ts';
import { diplomas } from '#app/data/diplomas.ts';
import type { SiteIdentity } from '#app/data/identity.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { testimonials } from '#app/data/testimonials.ts';
import { Competences } from '#app/routes/marketing/about/competences.tsx';
import { CoreValues } from '#app/routes/marketing/about/core-values.tsx';
import { Diplomas } from '#app/routes/marketing/about/diplomas.tsx';
import { AboutHero } from '#app/routes/marketing/about/hero.tsx';
import { MobileConnect } from '#app/routes/marketing/about/mobile-connect.tsx';
import { AboutStory } from '#app/routes/marketing/about/story.tsx';
import { AboutTestimonials } from '#app/routes/marketing/about/testimonials.tsx';
import type { ServerSections } from '#app/server/document/server-sections.server.tsx';

/** The whole page: text, images, links and a click-to-load video. */
export const aboutSections = {
  hakkimda: ({ identity }) => (
    <>
      <AboutHero heading={sitePages.about.heading} hero={aboutHero} portrait={coachPortrait} />
      <AboutStory paragraphs={aboutStory} pillars={pillars} />
      <CoreValues values={coreValues} />
      <Competences competences={competences} />
      <Diplomas diplomas={diplomas} />
      <PromoVideo videoId={identity.promoVideoId} coachName={identity.coachName} />
      <AboutTestimonials testimonials={testimonials.slice(0, 6)} />
      <CtaBanner
        heading="Birlikte çalışmaya hazır mısın?"
        text="Ücretsiz keşif görüşmesinde tanışalım, hedeflerini dinleyeyim ve sana en uygun koçluk yolunu birlikte belirleyelim."
        buttonLabel="Ücretsiz Keşif Görüşmesi Planla"
      />
      <MobileConnect identity={identity} />
    </>
  ),
} satisfies ServerSections<string, { identity: SiteIdentity }>;
