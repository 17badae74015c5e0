import { PageHero } from '#app/components/sections/page-hero.tsx';
import { PrivacyNotice } from '#app/routes/marketing/privacy/notice.tsx';
import type { SiteContent } from '#app/server/content/site-content.server.ts';
import type { ServerSections } from '#app/server/document/server-sections.server.tsx';

/** The whole notice: text only. */
export const privacySections = {
  kvkk: ({ identity, pages, publicUrl }) => (
    <>
      <PageHero
        title={pages.privacy.heading}
        eyebrow="KVKK Aydınlatma Metni"
        intro="Bu sitede hangi kişisel verilerinin neden ve ne kadar süre işlendiğini, haklarını ve verilerini nasıl sildirebileceğini açıkça anlatıyoruz."
      />
      <PrivacyNotice identity={identity} publicUrl={publicUrl} />
    </>
  ),
} satisfies ServerSections<string, SiteContent & { publicUrl: string }>;
