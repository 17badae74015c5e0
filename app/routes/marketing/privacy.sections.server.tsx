import { PageHero } from '#app/components/sections/page-hero.tsx';
import type { SiteIdentity } from '#app/data/identity.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { PrivacyNotice } from '#app/routes/marketing/privacy/notice.tsx';
import type { ServerSections } from '#app/server/document/server-sections.server.tsx';

/** The whole notice: text only. */
export const privacySections = {
  kvkk: ({ identity, publicUrl }) => (
    <>
      <PageHero
        title={sitePages.privacy.heading}
        eyebrow="KVKK Aydınlatma Metni"
        intro="Bu sitede hangi kişisel verilerinin neden ve ne kadar süre işlendiğini, haklarını ve verilerini nasıl sildirebileceğini açıkça anlatıyoruz."
      />
      <PrivacyNotice identity={identity} publicUrl={publicUrl} />
    </>
  ),
} satisfies ServerSections<string, { identity: SiteIdentity; publicUrl: string }>;
