import { UnsubscribeDone } from '#app/components/sections/privacy/unsubscribe-done.tsx';
import { sitePages } from '#app/data/site-pages.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';

import type { Route } from './+types/unsubscribed';

export function loader() {
  return { page: sitePages.unsubscribed };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(args, loaderData && { ...loaderData.page, noindex: true });

export default function UnsubscribedPage({ loaderData: { page } }: Route.ComponentProps) {
  return <UnsubscribeDone heading={page.heading} />;
}
