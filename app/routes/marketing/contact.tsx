import { PageHero } from '#app/components/sections/page-hero.tsx';
import { PreparingNotice } from '#app/components/sections/preparing-notice.tsx';
import { sitePages } from '#app/data/site-pages.ts';
import { pageMeta } from '#app/lib/seo.ts';

import type { Route } from './+types/contact';

const page = sitePages.contact;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function ContactPage() {
  return (
    <>
      <PageHero title={page.heading} intro={page.description} />
      <PreparingNotice />
    </>
  );
}
