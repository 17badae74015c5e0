import { redirect } from 'react-router';

import { PageHero } from '#app/components/sections/page-hero.tsx';
import { PreparingNotice } from '#app/components/sections/preparing-notice.tsx';
import { services } from '#app/data/services.ts';
import { pageMeta } from '#app/lib/seo.ts';

import type { Route } from './+types/service-detail';

export function loader({ params }: Route.LoaderArgs) {
  const service = services.find(({ id }) => id === params.slug);
  // SPEC section 4: an unknown service slug leads to /404.
  if (!service) throw redirect('/404');
  return { service };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: args.loaderData.service.title,
        description: args.loaderData.service.description,
      })
    : [];

export default function ServiceDetailPage({ loaderData: { service } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Hizmetler" title={service.title} intro={service.description} />
      <PreparingNotice />
    </>
  );
}
