import { MailX } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';

import { UnsubscribeDone } from '#app/components/sections/privacy/unsubscribe-done.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { unsubscribeMessages } from '#app/data/privacy.ts';
import { mailtoHref } from '#app/lib/contact-links.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { handleUnsubscribe, loadUnsubscribe } from '#app/server/submissions/unsubscribe.server.ts';

import type { Route } from './+types/unsubscribe';

// The canonical address leaves the personal token out.
export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(args, loaderData && { ...loaderData.page, noindex: true });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  const runtime = await getRuntime();
  const { data: state, init } = await loadUnsubscribe(runtime, params.token, context);
  // The page texts travel with the answer, so the table of pages stays on the server.
  const { unsubscribe, unsubscribed } = runtime.content.current().pages;
  const pages = { page: unsubscribe, doneHeading: unsubscribed.heading };
  return data({ ...state, ...pages }, init ?? undefined);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleUnsubscribe(request, await getRuntime(), params.token, context);
}

/** The welcome mail's unsubscribe link: a question and a button. */
export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { identity } = useRootData();
  const busy = useNavigation().state === 'submitting';
  const { page, doneHeading } = loaderData;
  const state = actionData ?? loaderData;

  if (state.status === 'done') return <UnsubscribeDone heading={doneHeading} />;
  if (state.status === 'unknown') {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <MailX aria-hidden className="mx-auto size-14 text-muted-foreground" />
        <h1 className="mt-6 text-3xl font-bold">{unsubscribeMessages.unknownTitle}</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          {unsubscribeMessages.unknownText}{' '}
          <a href={mailtoHref(identity.email)} className="break-all text-primary underline">
            {identity.email}
          </a>
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">Ana Sayfaya Dön</Link>
        </Button>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <MailX aria-hidden className="mx-auto size-14 text-primary" />
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{page.heading}</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Abone adresi: <span className="font-semibold text-foreground">{state.email}</span>
      </p>
      <p className="mt-2 text-muted-foreground">{unsubscribeMessages.question}</p>
      <Form method="post" className="mt-8">
        <Button type="submit" size="lg" variant="destructive" disabled={busy}>
          {busy ? unsubscribeMessages.busy : unsubscribeMessages.button}
        </Button>
      </Form>
    </section>
  );
}
