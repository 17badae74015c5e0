import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { withContent } from '#app/server/runtime.server.ts';

import type { Route } from './+types/thank-you';

export const loader = withContent(({ pages }) => ({ page: pages.thankYou }));

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(args, loaderData && { ...loaderData.page, noindex: true });

export default function ThankYouPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <CircleCheck aria-hidden className="mx-auto size-14 text-success" />
      <h1 className="mt-6 text-4xl font-bold">{page.heading}</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Mesajın bana ulaştı. En kısa sürede sana döneceğim.
      </p>{' '}
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Ana Sayfaya Dön</Link>
      </Button>
    </section>
  );
}
