import { CalendarX } from 'lucide-react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';

import { useResultToast } from '#app/components/forms/form-plumbing.tsx';
import { InlineToast } from '#app/components/layout/toaster.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { bookingMessages } from '#app/data/messages/booking-messages.ts';
import { BOOKING_MANAGE_PATH } from '#app/data/page-paths.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { createToast } from '#app/lib/toast.ts';
import { BookingLinkEnd } from '#app/routes/booking/booking-link-pages.tsx';
import { limitBookingLink } from '#app/server/booking/booking-form.server.ts';
import { cancelByVisitor } from '#app/server/booking/booking.server.ts';
import { loadBookingLink, privateHeaders } from '#app/server/booking/booking-link.server.ts';
import { clientIpContext } from '#app/server/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

import type { Route } from './+types/booking-cancel';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    path: BOOKING_MANAGE_PATH,
    title: 'Randevuyu İptal Et',
    description: 'Ücretsiz keşif görüşmeni iptal et.',
    noindex: true,
  });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Only asks: opening the link (a mail scanner, a preview) never cancels. */
export async function loader({ params }: Route.LoaderArgs) {
  const state = await loadBookingLink(await getRuntime(), params.token, null);
  if (state.status === 'unknown') return data(state, { status: 404, headers: privateHeaders });
  if (state.status !== 'booked') {
    throw redirect(`${BOOKING_MANAGE_PATH}/${params.token}`, { headers: privateHeaders });
  }
  return data({ status: state.status, when: state.when }, { headers: privateHeaders });
}

/** Cancels once and frees the time at once. */
export async function action({ params, context }: Route.ActionArgs) {
  const here = `${BOOKING_MANAGE_PATH}/${params.token}`;
  const runtime = await getRuntime();
  const refused = await limitBookingLink(runtime, context.get(clientIpContext));
  if (refused) return data(refused, { status: refused.status, headers: privateHeaders });
  const cancelled = await cancelByVisitor(runtime, params.token);
  if (!cancelled) return redirect(here, { status: 303, headers: privateHeaders });
  const { cancelledTitle, cancelled: text } = bookingMessages;
  return redirectWithToast(
    here,
    { title: cancelledTitle, description: text },
    { status: 303, headers: privateHeaders },
  );
}

export default function BookingCancelPage({
  loaderData,
  actionData,
  params,
}: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  useResultToast(actionData);
  if (loaderData.status === 'unknown') return <BookingLinkEnd status="unknown" />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <CalendarX aria-hidden className="mx-auto size-14 text-destructive" />
      <h1 className="mt-6 text-3xl font-bold">Randevunu iptal etmek istiyor musun?</h1>
      <p className="mt-4 text-lg">{loaderData.when}</p>
      <p className="mt-2 text-muted-foreground">
        İptal edersen bu saat yeniden randevuya açılır; dilediğin zaman yeni bir randevu
        alabilirsin.
      </p>
      {actionData ? <InlineToast toast={createToast(actionData.toast)} /> : null}
      <Form method="post" className="mt-8 flex flex-wrap justify-center gap-3">
        <Button type="submit" size="lg" variant="destructive" disabled={busy}>
          {busy ? 'İptal ediliyor...' : 'Evet, randevuyu iptal et'}
        </Button>{' '}
        <Button asChild size="lg" variant="outline">
          <Link to={`${BOOKING_MANAGE_PATH}/${params.token}`}>Vazgeç</Link>
        </Button>
      </Form>
    </section>
  );
}
