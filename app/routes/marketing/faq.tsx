import { PageHero } from '#app/components/sections/page-hero.tsx';
import { PreparingNotice } from '#app/components/sections/preparing-notice.tsx';
import { sitePages } from '#app/data/site-pages.ts';
import { pageMeta } from '#app/lib/seo.ts';

import type { Route } from './+types/faq';

const page = sitePages.faq;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function FaqPage() {
  return (
    <>
      <PageHero title={page.heading} intro={page.description} />
      <PreparingNotice />
    </>
  );
}
