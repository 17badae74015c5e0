import { MailQuestionMark, MailWarning } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { NEWSLETTER_PATH } from '#app/data/page-paths.ts';
import { confirmMessages } from '#app/data/messages/newsletter-confirm-messages.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { handleConfirmation, loadConfirmation } from '#app/server/submissions/confirm.server.ts';

import type { Route } from './+types/newsletter-confirm';

// The canonical address leaves the personal token out.
export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(args, loaderData && { ...loaderData.page, noindex: true });

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export async function loader({ params }: Route.LoaderArgs) {
  const runtime = await getRuntime();
  const { data: state, init } = await loadConfirmation(runtime, params.token);
  // The page texts travel with the answer, so they stay out of the browser bundle.
  return data(
    {
      ...state,
      page: runtime.content.current().pages.newsletterConfirm,
      messages: confirmMessages,
    },
    init ?? undefined,
  );
}

export async function action({ params }: Route.ActionArgs) {
  return handleConfirmation(await getRuntime(), params.token);
}

/** The confirmation mail's one-time link (double opt-in): a question and a button. */
export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const { page, messages } = loaderData;
  const state = actionData ?? loaderData;

  if (state.status !== 'ready') {
    const problem = {
      title: messages[`${state.status}Title`],
      text: messages[`${state.status}Text`],
    };
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <MailWarning aria-hidden className="mx-auto size-14 text-muted-foreground" />
        <h1 className="mt-6 text-3xl font-bold">{problem.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{problem.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={NEWSLETTER_PATH}>{messages.again}</Link>
          </Button>{' '}
          <Button asChild size="lg" variant="outline">
            <Link to="/">Ana Sayfaya Dön</Link>
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <MailQuestionMark aria-hidden className="mx-auto size-14 text-primary" />
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{page.heading}</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Abone adresi: <span className="font-semibold text-foreground">{state.email}</span>
      </p>
      <p className="mt-2 text-muted-foreground">{messages.question}</p>
      <Form method="post" className="mt-8">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? messages.busy : messages.button}
        </Button>
      </Form>
    </section>
  );
}
