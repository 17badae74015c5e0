import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { ProcessTimeline } from '#app/components/sections/process/process-timeline.tsx';
import { SessionExpectations } from '#app/components/sections/process/session-expectations.tsx';
import { WhoIsItFor } from '#app/components/sections/process/who-is-it-for.tsx';
import { StaticSection } from '#app/components/static-section.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { processSteps, sessionExpectations, whoIsItFor } from '#app/data/process.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { getConfig } from '#app/server/config.server.ts';
import { renderStaticSections } from '#app/server/static-sections.server.tsx';

import type { Route } from './+types/process';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export function loader({ request, context }: Route.LoaderArgs) {
  const page = sitePages.process;
  return {
    page,
    jsonLd: breadcrumbJsonLd(getConfig().publicUrl, [{ name: page.title, path: page.path }]),
    // Text, links and a timeline: rendered here only (static-sections.server.tsx).
    sections: renderStaticSections(request, context, {
      'kocluk-sureci': (
        <>
          <PageHero
            eyebrow="Adım adım kalıcı değişim"
            title={page.heading}
            intro="Koçluk, hedefinize giden yolda sizinle birlikte yürüyen yapılandırılmış bir süreçtir. Ücretsiz keşif görüşmesiyle tanışır, net bir yol haritasıyla ilerler ve ulaştığınız noktayı birlikte kutlarız."
          >
            <Button asChild size="lg">
              <Link to="/randevu-al">
                <Sparkles aria-hidden />
                Ücretsiz Keşif Görüşmesi Al
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/hizmetler">
                Hizmetleri İncele
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </PageHero>
          <ProcessTimeline steps={processSteps} />
          <SessionExpectations expectations={sessionExpectations} />
          <WhoIsItFor items={whoIsItFor} />
          <CtaBanner
            heading="İlk adım ücretsiz"
            text="20-30 dakikalık keşif görüşmesinde hedeflerinizi konuşalım; koçluğun size uygun olup olmadığına hiçbir zorunluluk olmadan birlikte karar verelim."
            buttonLabel="Keşif Görüşmesi Planla"
          />
        </>
      ),
    }),
  };
}

export default function ProcessPage({ loaderData: { jsonLd, sections } }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={jsonLd} />
      <StaticSection id="kocluk-sureci" sections={sections} />
    </>
  );
}
