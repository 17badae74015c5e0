import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { confirmMessages } from '#app/data/messages/newsletter-confirm-messages.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { withContent } from '#app/server/runtime.server.ts';

import type { Route } from './+types/newsletter-confirmed';

// The texts travel with the answer, so they stay out of the browser bundle.
export const loader = withContent((content) => ({
  page: content.pages.newsletterConfirmed,
  text: confirmMessages.doneText,
}));

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(args, loaderData && { ...loaderData.page, noindex: true });

/** "Bülten aboneliğin onaylandı.": where the confirmation button leads. */
export default function NewsletterConfirmedPage({
  loaderData: { page, text },
}: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <PartyPopper aria-hidden className="mx-auto size-14 text-success" />
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{page.heading}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{text}</p>{' '}
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Ana Sayfaya Dön</Link>
      </Button>
    </section>
  );
}
