import { UnsubscribeDone } from '#app/components/sections/privacy/unsubscribe-done.tsx';
import { sitePages } from '#app/data/site-pages.ts';
import { pageMeta } from '#app/lib/seo.ts';

import type { Route } from './+types/unsubscribed';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { ...sitePages.unsubscribed, noindex: true });

export default function UnsubscribedPage() {
  return <UnsubscribeDone />;
}
