import { Link } from 'react-router';

import { PageHero } from '#app/components/sections/page-hero.tsx';
import { CtaBlock } from '#app/components/sections/services/cta-block.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { Service } from '#app/data/content-schema.ts';
import { BOOKING_PATH } from '#app/data/page-paths.ts';
import { ModesBlock } from '#app/routes/marketing/services/modes-block.tsx';
import { PriceSection } from '#app/routes/marketing/services/price-section.tsx';
import {
  CARD_DETAIL_COUNT,
  type ServiceCardData,
} from '#app/routes/marketing/services/service-card.tsx';
import { ServicesGrid } from '#app/routes/marketing/services/services-grid.tsx';
import type { SiteContent } from '#app/server/content/site-content.server.ts';
import type { ServerSections } from '#app/server/document/server-sections.server.tsx';

/** A card shows a service's first details only. */
const cardOf = ({
  id,
  title,
  icon,
  description,
  details,
  who,
  format,
  duration,
  image,
}: Service): ServiceCardData => ({
  id,
  title,
  icon,
  description,
  details: details.slice(0, CARD_DETAIL_COUNT),
  who,
  format,
  duration,
  image,
});

/** The whole page: nothing on it needs scripts. */
export const servicesSections = {
  'hizmetler-sayfa': ({ identity, services, pricePackages, priceNotes, pages }) => (
    <>
      <PageHero
        title={pages.services.heading}
        intro="Hangi alanda ilerlemek istersen iste, sana özel bir yol haritasıyla yanındayım. Koçluk alanlarını incele, çalışma biçimini seç, paketleri karşılaştır."
      >
        <Button asChild size="lg">
          <a href="#fiyatlar">Fiyatları İncele</a>
        </Button>{' '}
        <Button asChild size="lg" variant="outline">
          <Link to={BOOKING_PATH}>Keşif Görüşmesi Planla</Link>
        </Button>
      </PageHero>
      <ServicesGrid services={services.map(cardOf)} />
      <ModesBlock city={identity.city} district={identity.district} />
      <CtaBlock
        title="Hangi alanın sana uygun olduğundan emin değil misin?"
        text="Ücretsiz keşif görüşmesinde hedeflerini dinler, sana en uygun koçluk alanını ve çalışma biçimini birlikte belirleriz. Hiçbir zorunluluk yok."
      />
      <PriceSection packages={pricePackages} notes={priceNotes} />
    </>
  ),
} satisfies ServerSections<string, SiteContent>;
