import { Link } from 'react-router';

import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { CtaBlock } from '#app/components/sections/services/cta-block.tsx';
import { ModesBlock } from '#app/components/sections/services/modes-block.tsx';
import { PriceSection } from '#app/components/sections/services/price-section.tsx';
import {
  CARD_DETAIL_COUNT,
  type ServiceCardData,
} from '#app/components/sections/services/service-card.tsx';
import { ServicesGrid } from '#app/components/sections/services/services-grid.tsx';
import { StaticSection } from '#app/components/static-section.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { priceNotes, pricePackages } from '#app/data/prices.ts';
import { services } from '#app/data/services.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { getConfig } from '#app/server/config.server.ts';
import { renderStaticSections } from '#app/server/static-sections.server.tsx';

import type { Route } from './+types/services';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export function loader({ request, context }: Route.LoaderArgs) {
  const { identity, publicUrl } = getConfig();
  const page = sitePages.services;
  const cards = services.map(
    ({ id, title, icon, description, details, who, format, duration, image }): ServiceCardData => ({
      id,
      title,
      icon,
      description,
      details: details.slice(0, CARD_DETAIL_COUNT),
      who,
      format,
      duration,
      image,
    }),
  );
  return {
    page,
    jsonLd: breadcrumbJsonLd(publicUrl, [{ name: page.heading, path: page.path }]),
    // Nothing on this page needs scripts: it is rendered here only (static-sections.server.tsx).
    sections: renderStaticSections(request, context, {
      'hizmetler-sayfa': (
        <>
          <PageHero
            title={page.heading}
            intro="Hangi alanda ilerlemek isterseniz isteyin, size özel bir yol haritasıyla yanınızdayım. Koçluk alanlarını inceleyin, çalışma biçiminizi seçin, paketleri karşılaştırın."
          >
            <Button asChild size="lg">
              <a href="#fiyatlar">Fiyatları İncele</a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/randevu-al">Keşif Görüşmesi Planla</Link>
            </Button>
          </PageHero>
          <ServicesGrid services={cards} />
          <ModesBlock city={identity.city} district={identity.district} />
          <CtaBlock
            title="Hangi alanın size uygun olduğundan emin değil misiniz?"
            text="Ücretsiz keşif görüşmesinde hedeflerinizi dinler, size en uygun koçluk alanını ve çalışma biçimini birlikte belirleriz. Hiçbir zorunluluk yok."
          />
          <PriceSection packages={pricePackages} notes={priceNotes} />
        </>
      ),
    }),
  };
}

export default function ServicesPage({ loaderData: { jsonLd, sections } }: Route.ComponentProps) {
  return (
    <>
      <StaticSection id="hizmetler-sayfa" sections={sections} />
      <JsonLd data={jsonLd} />
    </>
  );
}
