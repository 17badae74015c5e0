import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { unsubscribeMessages } from '#app/data/privacy.ts';

/** "Bülten aboneliğin sona erdi.": after the button (redirected here) or a one-click request. */
export function UnsubscribeDone({ heading }: { heading: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <MailCheck aria-hidden className="mx-auto size-14 text-success" />
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{unsubscribeMessages.doneText}</p>{' '}
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Ana Sayfaya Dön</Link>
      </Button>
    </section>
  );
}
