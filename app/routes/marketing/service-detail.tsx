import { redirect } from 'react-router';

import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { faqPageJsonLd, serviceJsonLd } from '#app/components/sections/services/structured-data.ts';
import { ServerSection } from '#app/components/server-section.tsx';
import { NOT_FOUND_PATH, SERVICES_PATH } from '#app/data/page-paths.ts';
import { services } from '#app/data/services.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { breadcrumbJsonLd } from '#app/lib/seo/json-ld.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { getConfig } from '#app/server/config.server.ts';
import { renderServerSections } from '#app/server/document/server-sections.server.tsx';

import type { Route } from './+types/service-detail';
import { serviceDetailSections } from './service-detail.sections.server.tsx';

export function loader({ params, request, context }: Route.LoaderArgs) {
  const service = services.find(({ id }) => id === params.slug);
  // An unknown slug leads to /404 (docs/product.md#error-pages).
  if (!service) throw redirect(NOT_FOUND_PATH);
  const { identity, publicUrl } = getConfig();
  const jsonLd = [
    serviceJsonLd(service, identity, publicUrl),
    faqPageJsonLd(service.faq),
    breadcrumbJsonLd(publicUrl, [
      { name: sitePages.services.heading, path: sitePages.services.path },
      { name: service.title, path: `${SERVICES_PATH}/${service.id}` },
    ]),
  ];
  return {
    service: { title: service.title, description: service.description },
    jsonLd,
    sections: renderServerSections(request, context, serviceDetailSections, { service }),
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
      <ServerSection id="hizmet" sections={sections} />
      {jsonLd.map((item, index) => (
        <JsonLd key={index} data={item} />
      ))}
    </>
  );
}
