import { PageHero } from '#app/components/sections/page-hero.tsx';
import { PrivacyNotice } from '#app/components/sections/privacy/privacy-notice.tsx';
import { StaticSection } from '#app/components/static-section.tsx';
import { sitePages } from '#app/data/site-pages.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { getConfig } from '#app/server/config.server.ts';
import { renderStaticSections } from '#app/server/static-sections.server.tsx';

import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page);

export function loader({ request, context }: Route.LoaderArgs) {
  const { identity, publicUrl } = getConfig();
  const page = sitePages.privacy;
  return {
    page,
    // Text only: rendered here, so none of it is in the browser's bundle.
    sections: renderStaticSections(request, context, {
      kvkk: (
        <>
          <PageHero
            title={page.heading}
            eyebrow="KVKK Aydınlatma Metni"
            intro="Bu sitede hangi kişisel verilerinizin neden ve ne kadar süre işlendiğini, haklarınızı ve verilerinizi nasıl sildirebileceğinizi açıkça anlatıyoruz."
          />
          <PrivacyNotice identity={identity} publicUrl={publicUrl} />
        </>
      ),
    }),
  };
}

/** /kvkk: the privacy notice every form links to (issue 9, privacy). */
export default function PrivacyPage({ loaderData: { sections } }: Route.ComponentProps) {
  return <StaticSection id="kvkk" sections={sections} />;
}
