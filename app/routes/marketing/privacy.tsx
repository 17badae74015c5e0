import { PageHero } from '#app/components/sections/page-hero.tsx';
import { PrivacyNotice } from '#app/components/sections/privacy/privacy-notice.tsx';
import { sitePages } from '#app/data/site-pages.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { pageMeta } from '#app/lib/seo.ts';

import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export function loader() {
  return { page: sitePages.privacy };
}

/** /kvkk: the privacy notice every form links to (issue 9, privacy). */
export default function PrivacyPage({ loaderData: { page } }: Route.ComponentProps) {
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
