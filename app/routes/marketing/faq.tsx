import { Link } from 'react-router';

import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { FaqGroup } from '#app/components/sections/services/faq-group.tsx';
import { faqPageJsonLd } from '#app/components/sections/services/structured-data.ts';
import { SERVICES_PATH } from '#app/data/page-paths.ts';
import { breadcrumbJsonLd } from '#app/lib/seo/json-ld.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { FaqContact } from '#app/routes/marketing/faq/contact.tsx';
import { FaqIndex } from '#app/routes/marketing/faq/faq-index.tsx';
import { getConfig } from '#app/server/config.server.ts';
import { withContent } from '#app/server/runtime.server.ts';

import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

const generalGroup = { id: 'genel-sorular', title: 'Genel Sorular' };

export const loader = withContent(({ pages, generalFaq, services }) => {
  const page = pages.faq;
  // One group per service that has FAQ entries (docs/product.md#public-pages).
  const serviceGroups = services
    .filter((service) => service.faq.length > 0)
    .map(({ id, title, faq }) => ({ id, title, faq }));
  const { publicUrl } = getConfig();
  return {
    page,
    generalFaq,
    serviceGroups,
    jsonLd: [
      faqPageJsonLd([...generalFaq, ...serviceGroups.flatMap(({ faq }) => faq)]),
      breadcrumbJsonLd(publicUrl, [{ name: page.heading, path: page.path }]),
    ],
  };
});

export default function FaqPage({
  loaderData: { page, generalFaq, serviceGroups, jsonLd },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={page.heading}
        intro="Koçluğun nasıl işlediği, seanslar, ücretler ve her koçluk alanına özel merak edilenler. Bir soruya tıkla, yanıtı açılsın."
      />
      <div className="mx-auto grid max-w-4xl gap-14 px-4 py-16">
        <FaqIndex
          groups={[generalGroup, ...serviceGroups.map(({ id, title }) => ({ id, title }))]}
        />
        <FaqGroup id={generalGroup.id} title={generalGroup.title} entries={generalFaq} />
        {serviceGroups.map((service) => (
          <FaqGroup
            key={service.id}
            id={service.id}
            title={service.title}
            entries={service.faq}
            footer={
              <Link
                to={`${SERVICES_PATH}/${service.id}`}
                className="text-sm font-semibold text-primary underline underline-offset-4 hover:no-underline"
              >
                {service.title} hakkında ayrıntılı bilgi
              </Link>
            }
          />
        ))}
        <FaqContact />
      </div>
      <JsonLd data={jsonLd} />
    </>
  );
}
