import { PageHero } from '#app/components/sections/page-hero.tsx';
import { PrivacyNotice } from '#app/components/sections/privacy/privacy-notice.tsx';
import { sitePages } from '#app/data/site-pages.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { pageMeta } from '#app/lib/seo.ts';

import type { Route } from './+types/privacy';

const page = sitePages.privacy;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

/** /kvkk: the privacy notice every form links to (issue 9, privacy). */
export default function PrivacyPage() {
  const { identity, publicUrl } = useRootData();
  return (
    <>
      <PageHero
        title={page.heading}
        eyebrow="KVKK Aydınlatma Metni"
        intro="Bu sitede hangi kişisel verilerinizin neden ve ne kadar süre işlendiğini, haklarınızı ve verilerinizi nasıl sildirebileceğinizi açıkça anlatıyoruz."
      />
      <PrivacyNotice identity={identity} publicUrl={publicUrl} />
    </>
  );
}
