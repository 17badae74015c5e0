import { ContactActions } from '#app/components/sections/contact/contact-actions.tsx';
import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { breadcrumbJsonLd } from '#app/lib/seo/json-ld.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { ContactDetails } from '#app/routes/marketing/contact/details.tsx';
import { OfficePhoto } from '#app/routes/marketing/contact/office-photo.tsx';
import { SellerCard } from '#app/routes/marketing/contact/seller.tsx';
import { ContactSocial } from '#app/routes/marketing/contact/social.tsx';
import { sellerFacts, sellerShown } from '#app/lib/seller.ts';
import { getConfig } from '#app/server/config.server.ts';
import { withContent } from '#app/server/runtime.server.ts';

import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export const loader = withContent(({ pages, about, identity }) => {
  const page = pages.contact;
  const jsonLd = breadcrumbJsonLd(getConfig().publicUrl, [{ name: page.title, path: page.path }]);
  // Only once named: a site without a seller sends the page as before.
  const seller = sellerShown(identity.seller) ? { seller: sellerFacts(identity.seller) } : {};
  return { page, officePhoto: about.officePhoto, jsonLd, ...seller };
});

export default function ContactPage({
  loaderData: { page, officePhoto, jsonLd, ...rest },
}: Route.ComponentProps) {
  const seller = 'seller' in rest ? rest.seller : undefined;
  const { identity } = useRootData();
  return (
    <>
      <JsonLd data={jsonLd} />
      <PageHero
        eyebrow="Online ve yüz yüze"
        title={page.heading}
        intro="Soruların, iş birliği tekliflerin ya da randevu taleplerin için bana e-postayla veya WhatsApp ile yazabilirsin. Mesajlarını kendim okur, en kısa sürede yanıtlarım."
      >
        <ContactActions
          email={identity.email}
          emailSubject="Web sitesinden iletişim"
          whatsappNumber={identity.whatsappNumber}
          whatsappText={identity.whatsappGreeting}
        />
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-16 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <ContactDetails identity={identity} />
          <ContactSocial social={identity.social} />
          {seller ? <SellerCard facts={seller} /> : null}
        </div>
        <OfficePhoto photo={officePhoto} city={identity.city} district={identity.district} />
      </div>
      <CtaBanner
        heading="Tanışmak için ilk adımı at"
        text="Ücretsiz keşif görüşmesinde hedeflerini konuşalım ve koçluğun sana uygun olup olmadığına birlikte karar verelim."
        buttonLabel="Randevu Al"
      />
    </>
  );
}
