import { Compass } from 'lucide-react';
import { data, Link } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { withContent } from '#app/server/runtime.server.ts';

import type { Route } from './+types/not-found';

/** Both /404 and every unknown path answer HTTP 404 with this page inside the site layout. */
export const loader = withContent(({ pages }) => data({ page: pages.notFound }, { status: 404 }));

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(args, loaderData && { ...loaderData.page, noindex: true });

export default function NotFoundPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <Compass aria-hidden className="mx-auto size-14 text-primary" />
      <p className="mt-6 text-sm font-semibold text-muted-foreground">404</p>
      <h1 className="mt-2 text-4xl font-bold">{page.heading}</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Aradığın sayfa taşınmış ya da hiç var olmamış olabilir.
      </p>{' '}
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Ana Sayfaya Dön</Link>
      </Button>
    </section>
  );
}
