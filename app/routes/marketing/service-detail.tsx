import { ArrowLeft } from 'lucide-react';
import { Link, redirect } from 'react-router';

import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { CtaBlock } from '#app/components/sections/services/cta-block.tsx';
import { FaqGroup } from '#app/components/sections/services/faq-group.tsx';
import { ServiceFacts } from '#app/components/sections/services/service-facts.tsx';
import { ServiceOverview } from '#app/components/sections/services/service-overview.tsx';
import { faqPageJsonLd, serviceJsonLd } from '#app/components/sections/services/structured-data.ts';
import { StaticSection } from '#app/components/static-section.tsx';
import { services } from '#app/data/services.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { getConfig } from '#app/server/config.server.ts';
import { renderStaticSections } from '#app/server/static-sections.server.tsx';

import type { Route } from './+types/service-detail';

export function loader({ params, request, context }: Route.LoaderArgs) {
  const service = services.find(({ id }) => id === params.slug);
  // SPEC section 4: an unknown service slug leads to /404.
  if (!service) throw redirect('/404');
  const { identity, publicUrl } = getConfig();
  const jsonLd = [
    serviceJsonLd(service, identity, publicUrl),
    faqPageJsonLd(service.faq),
    breadcrumbJsonLd(publicUrl, [
      { name: sitePages.services.heading, path: sitePages.services.path },
      { name: service.title, path: `/hizmetler/${service.id}` },
    ]),
  ];
  return {
    service: { title: service.title, description: service.description },
    jsonLd,
    // Text, native disclosures and links: rendered here only (static-sections.server.tsx).
    sections: renderStaticSections(request, context, {
      hizmet: (
        <>
          <PageHero eyebrow="Hizmetler" title={service.title} intro={service.description} />
          <div className="mx-auto max-w-6xl px-4 pt-8">
            <Link
              to="/hizmetler"
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
            title={`${service.title} ile ilk adımı atın`}
            text="Ücretsiz keşif görüşmesinde hedeflerinizi konuşur, bu sürecin size uygun olup olmadığına birlikte karar veririz."
          />
        </>
      ),
    }),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: args.loaderData.service.title,
        description: args.loaderData.service.description,
      })
    : [];

export default function ServiceDetailPage({
  loaderData: { jsonLd, sections },
}: Route.ComponentProps) {
  return (
    <>
      <StaticSection id="hizmet" sections={sections} />
      {jsonLd.map((item, index) => (
        <JsonLd key={index} data={item} />
      ))}
    </>
  );
}
