import { CircleCheck } from 'lucide-react';

import { StatusPage } from '#app/components/sections/status-page.tsx';
import { sitePages } from '#app/data/site-pages.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';

import type { Route } from './+types/thank-you';

export function loader() {
  return { page: sitePages.thankYou };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(args, loaderData && { ...loaderData.page, noindex: true });

export default function ThankYouPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <StatusPage icon={CircleCheck} iconTone="text-success">
      <h1 className="mt-6 text-4xl font-bold">{page.heading}</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Mesajın bana ulaştı. En kısa sürede sana döneceğim.
      </p>
    </StatusPage>
  );
}
