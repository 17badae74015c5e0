import { UnsubscribeDone } from '#app/components/sections/privacy/unsubscribe-done.tsx';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { withContent } from '#app/server/runtime.server.ts';

import type { Route } from './+types/unsubscribed';

export const loader = withContent((content) => ({ page: content.pages.unsubscribed }));

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(args, loaderData && { ...loaderData.page, noindex: true });

export default function UnsubscribedPage({ loaderData: { page } }: Route.ComponentProps) {
  return <UnsubscribeDone heading={page.heading} />;
}
