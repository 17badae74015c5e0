import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { PromoVideo } from '#app/components/sections/promo-video.tsx';
import { Competences } from '#app/routes/marketing/about/competences.tsx';
import { CoreValues } from '#app/routes/marketing/about/core-values.tsx';
import { Diplomas } from '#app/routes/marketing/about/diplomas.tsx';
import { AboutHero } from '#app/routes/marketing/about/hero.tsx';
import { MobileConnect } from '#app/routes/marketing/about/mobile-connect.tsx';
import { AboutStory } from '#app/routes/marketing/about/story.tsx';
import { AboutTestimonials } from '#app/routes/marketing/about/testimonials.tsx';
import type { SiteContent } from '#app/server/content/site-content.server.ts';
import type { ServerSections } from '#app/server/document/server-sections.server.tsx';

/** The whole page: text, images, links and a click-to-load video. */
export const aboutSections = {
  hakkimda: ({ identity, about, diplomas, testimonials, pages }) => (
    <>
      <AboutHero heading={pages.about.heading} hero={about.hero} portrait={about.portrait} />
      <AboutStory paragraphs={about.story} pillars={about.pillars} />
      <CoreValues values={about.coreValues} />
      <Competences competences={about.competences} />
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
} satisfies ServerSections<string, SiteContent>;
