import { redirect } from 'react-router';

import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { faqPageJsonLd, serviceJsonLd } from '#app/components/sections/services/structured-data.ts';
import { ServerSection } from '#app/components/server-section.tsx';
import { NOT_FOUND_PATH, SERVICES_PATH } from '#app/data/page-paths.ts';
import { breadcrumbJsonLd } from '#app/lib/seo/json-ld.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { getConfig } from '#app/server/config.server.ts';
import { renderServerSections } from '#app/server/document/server-sections.server.tsx';
import { movedServiceAddress } from '#app/server/content/addresses.server.ts';
import { withRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/service-detail';
import { serviceDetailSections } from './service-detail.sections.server.tsx';

export const loader = withRuntime(
  async (runtime, { params, request, context }: Route.LoaderArgs) => {
    const content = runtime.content.current();
    const service = content.services.find(({ id }) => id === params.slug);
    if (!service) {
      // A renamed or retired service's old address leads on for good (docs/product.md#content-desk).
      const moved = await movedServiceAddress(runtime.handle.db, params.slug);
      if (moved) throw redirect(moved, 301);
      // An unknown slug leads to /404 (docs/product.md#error-pages).
      throw redirect(NOT_FOUND_PATH);
    }
    const { publicUrl } = getConfig();
    const { identity, pages } = content;
    const jsonLd = [
      serviceJsonLd(service, identity, publicUrl),
      faqPageJsonLd(service.faq),
      breadcrumbJsonLd(publicUrl, [
        { name: pages.services.heading, path: pages.services.path },
        { name: service.title, path: `${SERVICES_PATH}/${service.id}` },
      ]),
    ];
    return {
      service: { title: service.title, description: service.description },
      jsonLd,
      sections: renderServerSections(request, context, serviceDetailSections, { service }),
    };
  },
);

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
