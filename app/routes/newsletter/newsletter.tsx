import { NewsletterConsentText } from '#app/components/forms/newsletter-consent-text.tsx';
import { NewsletterForm } from '#app/components/forms/newsletter-form.tsx';
import { InlineToast } from '#app/components/layout/toaster.tsx';
import { NEWSLETTER_PATH } from '#app/data/page-paths.ts';
import { createToast } from '#app/lib/toast.ts';
import { handleNewsletter } from '#app/server/submissions/form-handlers.server.ts';
import { answerPublicForm, publicFormLimit } from '#app/server/submissions/form-pipeline.server.ts';
import { sameSiteReturnPath } from '#app/server/submissions/form-response.server.ts';

import type { Route } from './+types/newsletter';

export const meta: Route.MetaFunction = () => [
  { title: 'Bülten' },
  { name: 'robots', content: 'noindex' },
];

export const middleware: Route.MiddlewareFunction[] = [
  publicFormLimit('newsletter', () => NEWSLETTER_PATH),
];

/** The footer form posts here; without JavaScript the visitor returns to the page they were on. */
export function action(args: Route.ActionArgs) {
  return answerPublicForm(
    args,
    handleNewsletter,
    sameSiteReturnPath(args.request, NEWSLETTER_PATH),
  );
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">Bülten</h1>
      <p className="mt-3 text-muted-foreground">
        Yeni İlham Notları ve etkinliklerden ilk sen haberdar ol.
      </p>
      {actionData ? <InlineToast toast={createToast(actionData.toast)} /> : null}
      <NewsletterConsentText />
      <NewsletterForm id="bulten-sayfasi" initial={actionData} />
    </section>
  );
}
