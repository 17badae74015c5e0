import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { BOOKING_PATH, SERVICES_PATH } from '#app/data/page-paths.ts';
import { SessionExpectations } from '#app/routes/marketing/process/session-expectations.tsx';
import { ProcessTimeline } from '#app/routes/marketing/process/timeline.tsx';
import { WhoIsItFor } from '#app/routes/marketing/process/who-is-it-for.tsx';
import type { SiteContent } from '#app/server/content/site-content.server.ts';
import type { ServerSections } from '#app/server/document/server-sections.server.tsx';

/** The whole page: text, links and a timeline, the same for every visitor. */
export const processSections = {
  'kocluk-sureci': ({ process, pages }) => (
    <>
      <PageHero
        eyebrow="Adım adım kalıcı değişim"
        title={pages.process.heading}
        intro="Koçluk, hedefine giden yolda seninle birlikte yürüyen yapılandırılmış bir süreçtir. Ücretsiz keşif görüşmesiyle tanışır, net bir yol haritasıyla ilerler ve ulaştığın noktayı birlikte kutlarız."
      >
        <Button asChild size="lg">
          <Link to={BOOKING_PATH}>
            <Sparkles aria-hidden />
            Ücretsiz Keşif Görüşmesi Al
          </Link>
        </Button>{' '}
        <Button asChild size="lg" variant="outline">
          <Link to={SERVICES_PATH}>
            Hizmetleri İncele
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </PageHero>
      <ProcessTimeline steps={process.steps} />
      <SessionExpectations expectations={process.sessionExpectations} />
      <WhoIsItFor items={process.whoIsItFor} />
      <CtaBanner
        heading="İlk adım ücretsiz"
        text="20–30 dakikalık keşif görüşmesinde hedeflerini konuşalım; koçluğun sana uygun olup olmadığına hiçbir zorunluluk olmadan birlikte karar verelim."
        buttonLabel="Keşif Görüşmesi Planla"
      />
    </>
  ),
} satisfies ServerSections<string, SiteContent>;
