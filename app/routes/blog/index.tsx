import { PageHero } from '#app/components/sections/page-hero.tsx';
import { PreparingNotice } from '#app/components/sections/preparing-notice.tsx';
import { sitePages } from '#app/data/site-pages.ts';
import { pageMeta } from '#app/lib/seo.ts';

import type { Route } from './+types/index';

const page = sitePages.blog;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function BlogIndexPage() {
  return (
    <>
      <PageHero title={page.heading} intro={page.description} />
      <PreparingNotice />
    </>
  );
}
