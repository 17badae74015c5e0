import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

import { PageHero } from '#app/components/sections/page-hero.tsx';
import { CtaBlock } from '#app/components/sections/services/cta-block.tsx';
import { FaqGroup } from '#app/components/sections/services/faq-group.tsx';
import type { Service } from '#app/data/content-schema.ts';
import { SERVICES_PATH } from '#app/data/page-paths.ts';
import { ServiceFacts } from '#app/routes/marketing/service-detail/facts.tsx';
import { ServiceOverview } from '#app/routes/marketing/service-detail/overview.tsx';
import type { ServerSections } from '#app/server/document/server-sections.server.tsx';

/** The whole page: text, native disclosures and links. */
export const serviceDetailSections = {
  hizmet: ({ service }) => (
    <>
      <PageHero eyebrow="Hizmetler" title={service.title} intro={service.description} />
      <div className="mx-auto max-w-6xl px-4 pt-8">
        <Link
          to={SERVICES_PATH}
          className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Tüm hizmetlere dön
        </Link>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-14">
          <ServiceOverview service={service} />
          <FaqGroup id="hizmet-sss" title="Sıkça Sorulan Sorular" entries={service.faq} />
        </div>
        <ServiceFacts service={service} />
      </div>
      <CtaBlock
        title={`${service.title} ile ilk adımı at`}
        text="Ücretsiz keşif görüşmesinde hedeflerini konuşur, bu sürecin sana uygun olup olmadığına birlikte karar veririz."
      />
    </>
  ),
} satisfies ServerSections<string, { service: Service }>;
