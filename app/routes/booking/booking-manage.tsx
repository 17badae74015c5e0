import { CalendarCheck } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';

import { InlineToast } from '#app/components/layout/toaster.tsx';
import { useResultToast } from '#app/components/forms/form-plumbing.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { BOOKING_MANAGE_PATH } from '#app/data/page-paths.ts';
import type { FormResult } from '#app/lib/form-result.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { createToast } from '#app/lib/toast.ts';
import { BookingLinkEnd } from '#app/routes/booking/booking-link-pages.tsx';
import { useVisitorZone } from '#app/routes/booking/own-time.ts';
import { SlotPicker } from '#app/routes/booking/slot-picker.tsx';
import { handleBookingLink } from '#app/server/booking/booking-form.server.ts';
import { loadBookingLink, privateHeaders } from '#app/server/booking/booking-link.server.ts';
import { clientIpContext } from '#app/server/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

import type { Route } from './+types/booking-manage';

// The canonical address leaves the personal token out.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    path: BOOKING_MANAGE_PATH,
    title: args.loaderData?.status === 'held' ? 'Randevunu Onayla' : 'Keşif Görüşmen',
    description: 'Ücretsiz keşif görüşmenin zamanı; iptal et ya da saatini değiştir.',
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => privateHeaders;

export async function loader({ params, request }: Route.LoaderArgs) {
  const day = new URL(request.url).searchParams.get('gun');
  const state = await loadBookingLink(await getRuntime(), params.token, day);
  return data(state, { status: state.status === 'unknown' ? 404 : 200, headers: privateHeaders });
}

/** "Randevumu onayla" or "Saati değiştir": done, post/redirect/get; refused, the reason. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const result = await handleBookingLink(
    request,
    await getRuntime(),
    params.token,
    context.get(clientIpContext),
  );
  if (result.ok) {
    return redirectWithToast(`${BOOKING_MANAGE_PATH}/${params.token}`, result.toast, {
      status: 303,
      headers: privateHeaders,
    });
  }
  return data(result, { status: result.status, headers: privateHeaders });
}

/** The page of the link in a booking's mails: the call, "Saati değiştir", "Randevuyu iptal et". */
export default function BookingManagePage({
  loaderData,
  actionData,
  params,
}: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const zone = useVisitorZone();
  useResultToast(actionData);
  const here = `${BOOKING_MANAGE_PATH}/${params.token}`;
  if (loaderData.status === 'held') {
    return <ConfirmHold {...loaderData} here={here} busy={busy} result={actionData} />;
  }
  if (loaderData.status !== 'booked') {
    return (
      <BookingLinkEnd
        status={loaderData.status}
        bookAgain={'bookAgain' in loaderData ? loaderData.bookAgain : undefined}
      />
    );
  }
  const { when, kind, minutes, name, picker } = loaderData;
  const dayHref = (day: string) => `${here}?gun=${day}#degistir`;
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <CalendarCheck aria-hidden className="size-12 text-primary" />
      <h1 className="mt-4 text-3xl font-bold">Keşif Görüşmen</h1>
      <CallDetails when={when} kind={kind} minutes={minutes} name={name} />
      <div className="mt-6">
        <Button asChild variant="outline">
          <Link to={`${here}/iptal`}>Randevuyu iptal et</Link>
        </Button>
      </div>
      <section id="degistir" aria-labelledby="degistir-baslik" className="mt-12">
        <h2 id="degistir-baslik" className="text-2xl font-semibold">
          Saati değiştir
        </h2>
        <p className="mt-2 text-muted-foreground">
          Başka bir gün ve saat seç; yeni zaman takvim dosyasıyla birlikte e-postana gelir.
        </p>
        <Form
          method="post"
          action={`${here}?gun=${picker.day ?? ''}#degistir`}
          className="mt-6 grid gap-6"
        >
          {actionData ? <InlineToast toast={createToast(actionData.toast)} /> : null}
          <SlotPicker
            id="degistir-saat"
            picker={picker}
            dayHref={dayHref}
            errors={actionData?.fieldErrors?.startsAt}
            zone={zone}
          />
          {picker.day ? (
            <Button type="submit" size="lg" disabled={busy} className="justify-self-start">
              {busy ? 'Gönderiliyor...' : 'Yeni Saati Onayla'}
            </Button>
          ) : null}
        </Form>
      </section>
    </section>
  );
}

/** The call: when (Türkiye time, and the visitor's own), how long, how, who. */
function CallDetails({
  when,
  kind,
  minutes,
  name,
}: {
  when: string;
  kind: string;
  minutes: number;
  name: string;
}) {
  return (
    <dl className="mt-6 grid gap-3 rounded-2xl border bg-card p-6 shadow-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="font-semibold">Zaman</dt>
      <dd>{when}</dd>
      <dt className="font-semibold">Görüşme</dt>
      <dd>
        {kind}, {minutes} dakika
      </dd>
      <dt className="font-semibold">Ad soyad</dt>
      <dd>{name}</dd>
    </dl>
  );
}

/** A hold waiting for confirmation; opening the page changes nothing (mail scanners open links). */
function ConfirmHold({
  when,
  kind,
  minutes,
  name,
  until,
  here,
  busy,
  result,
}: {
  when: string;
  kind: string;
  minutes: number;
  name: string;
  until: string;
  here: string;
  busy: boolean;
  result: FormResult | undefined;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <CalendarCheck aria-hidden className="size-12 text-primary" />
      <h1 className="mt-4 text-3xl font-bold">Randevunu Onayla</h1>
      <p className="mt-4 text-lg">
        Bu saat senin için tutuluyor; son onay zamanı: {until} (Türkiye saati). Onayladığında
        görüşme kesinleşir ve takvim dosyası ekli onay e-postası gelir; onaylamazsan saat yeniden
        randevuya açılır.
      </p>
      <CallDetails when={when} kind={kind} minutes={minutes} name={name} />
      <Form method="post" action={here} className="mt-8 grid gap-4">
        {result && !result.ok ? <InlineToast toast={createToast(result.toast)} /> : null}
        <input type="hidden" name="intent" value="onayla" />
        <Button type="submit" size="lg" disabled={busy} className="justify-self-start">
          {busy ? 'Onaylanıyor...' : 'Randevumu onayla'}
        </Button>
      </Form>
    </section>
  );
}
