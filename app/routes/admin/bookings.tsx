import { ChevronLeft, ChevronRight, Settings } from 'lucide-react';
import { Form, Link, useLocation } from 'react-router';

import { ConfirmPanel } from '#app/components/admin/confirm-panel.tsx';
import { IntentInput } from '#app/components/admin/desk-form.tsx';
import { FilterTabs } from '#app/components/admin/filter-tabs.tsx';
import { Pagination } from '#app/components/admin/pagination.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { DeskHeading } from '#app/components/admin/desk-heading.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ADMIN_BOOKING_SETTINGS_PATH, ADMIN_BOOKINGS_PATH } from '#app/data/page-paths.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { listHref } from '#app/lib/admin/paging.ts';
import { BOOKING_INTENTS } from '#app/schemas/booking-settings.ts';
import {
  bookingDeskAction,
  loadBookingDesk,
  type DeskBooking,
} from '#app/server/admin/desks/booking-desk.server.ts';
import { withRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/bookings';

export const meta: Route.MetaFunction = () => adminMeta('Randevular');

export const loader = withRuntime(loadBookingDesk);

export const action = withRuntime(bookingDeskAction);

const anchor = (id: number) => `randevu-${id}`;

function statusLabel(booking: Pick<DeskBooking, 'status' | 'cancelledBy'>): string {
  if (booking.status === 'booked') return 'Bekleniyor';
  if (booking.status === 'done') return 'Yapıldı';
  return `İptal edildi (${booking.cancelledBy === 'coach' ? 'koç' : 'ziyaretçi'})`;
}

/** One call: when (Türkiye time), how, who, the note, its state and what can be done with it. */
function BookingCard({
  booking,
  confirming,
  withDay,
  heading: Heading,
}: {
  booking: DeskBooking;
  confirming: boolean;
  withDay: boolean;
  heading: 'h3' | 'h4';
}) {
  const { pathname, search } = useLocation();
  const headingId = `${anchor(booking.id)}-baslik`;
  const cancelled = booking.status === 'cancelled';
  const open = booking.status === 'booked';
  return (
    <li
      id={anchor(booking.id)}
      className={`rounded-xl border bg-card p-4 text-card-foreground shadow-sm ${cancelled ? 'border-dashed' : ''}`}
    >
      <Heading id={headingId} className="font-semibold break-words">
        {withDay ? `${booking.day} ` : ''}
        {booking.time} <span className="font-normal text-muted-foreground">(Türkiye saati)</span>
        <span aria-hidden> · </span>
        <span className="sr-only">, </span>
        {booking.name}
      </Heading>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="secondary">{booking.kind === 'online' ? 'Online' : 'Yüz yüze'}</Badge>
        <Badge variant={open ? 'default' : 'outline'}>{statusLabel(booking)}</Badge>
      </p>
      {booking.visitorTime ? (
        <p className="mt-2 text-sm text-muted-foreground">
          Ziyaretçinin saatiyle: {booking.visitorTime}
        </p>
      ) : null}
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">E-posta</dt>
        <dd className="break-words">
          <a href={`mailto:${booking.email}`} className="text-primary underline">
            {booking.email}
          </a>
        </dd>
        {booking.phone ? (
          <>
            <dt className="font-semibold">Telefon</dt>
            <dd>
              <a
                href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}
                className="text-primary underline"
              >
                {booking.phone}
              </a>
            </dd>
          </>
        ) : null}
        {booking.note ? (
          <>
            <dt className="font-semibold">Not</dt>
            <dd className="break-words whitespace-pre-line">{booking.note}</dd>
          </>
        ) : null}
      </dl>
      {open && !confirming ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {booking.over ? null : (
            <Button asChild size="sm" variant="outline">
              <Link
                to={listHref(pathname, search, { iptal: String(booking.id) }, anchor(booking.id))}
                aria-describedby={headingId}
              >
                İptal et
              </Link>
            </Button>
          )}
          <Form method="post" preventScrollReset>
            <IntentInput intent={BOOKING_INTENTS.done} />
            <input type="hidden" name="id" value={booking.id} />
            <Button type="submit" size="sm" variant="secondary" aria-describedby={headingId}>
              Yapıldı olarak işaretle
            </Button>
          </Form>
        </div>
      ) : null}
      {open && confirming && !booking.over ? (
        <ConfirmPanel
          id="iptal-sorusu"
          tone="destructive"
          question={`${booking.name} ile ${booking.day} ${booking.time} (Türkiye saati) görüşmesi iptal edilsin mi? Ziyaretçiye e-postayla bildirilir ve saat yeniden boşa çıkar.`}
          intent={BOOKING_INTENTS.cancel}
          fields={{ id: booking.id }}
          confirm="Evet, iptal et"
          cancelTo={listHref(pathname, search, { iptal: null }, anchor(booking.id))}
        />
      ) : null}
    </li>
  );
}

type LoaderData = Route.ComponentProps['loaderData'];

function Week({
  week,
  confirmId,
}: {
  week: NonNullable<LoaderData['week']>;
  confirmId: number | null;
}) {
  const weekHref = (monday: string) => `${ADMIN_BOOKINGS_PATH}?hafta=${monday}`;
  return (
    <section aria-labelledby="hafta-baslik" className="mt-6">
      <h2 id="hafta-baslik" className="text-xl font-semibold">
        {week.title}
      </h2>
      <nav aria-label="Haftalar" className="mt-3 flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={weekHref(week.previous)} rel="prev">
            <ChevronLeft aria-hidden />
            Önceki hafta
          </Link>
        </Button>
        {week.isCurrent ? null : (
          <Button asChild variant="outline" size="sm">
            <Link to={ADMIN_BOOKINGS_PATH}>Bu hafta</Link>
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <Link to={weekHref(week.next)} rel="next">
            Sonraki hafta
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      </nav>
      <ol className="mt-4 grid gap-4">
        {week.days.map((day) => (
          <li
            key={day.day}
            aria-labelledby={`gun-${day.day}`}
            className={`rounded-xl border p-4 ${day.today ? 'border-primary' : ''}`}
          >
            <h3 id={`gun-${day.day}`} className="flex flex-wrap items-center gap-2 font-semibold">
              {day.weekday}, {day.date}
              {day.today ? <Badge>Bugün</Badge> : null}
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">
              {day.dayOff
                ? `İzin günü${day.dayOff.note ? `: ${day.dayOff.note}` : ''}`
                : day.hours
                  ? `Görüşme saatleri: ${day.hours}`
                  : 'Kapalı gün (görüşme saati yok)'}
            </p>
            {day.bookings.length === 0 ? (
              <p className="mt-2 text-sm">Görüşme yok.</p>
            ) : (
              <ul className="mt-3 grid gap-3">
                {day.bookings.map((booking) => (
                  <BookingCard
                    key={booking.id}
                    booking={booking}
                    confirming={booking.id === confirmId}
                    withDay={false}
                    heading="h4"
                  />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * /yonetim/randevular (docs/product.md#booking-desk): the discovery calls by week, as a list from
 * today on, or the past six months; cancel (asking first, without JavaScript too) or mark as done.
 */
export default function BookingsPage({ loaderData }: Route.ComponentProps) {
  const { view, counts, confirmId, week, list } = loaderData;
  return (
    <>
      <DeskHeading
        title="Randevular"
        link={{
          to: ADMIN_BOOKING_SETTINGS_PATH,
          label: 'Randevu ayarları',
          icon: Settings,
          variant: 'outline',
        }}
      />
      <p className="mt-2 text-muted-foreground">
        Ücretsiz keşif görüşmeleri. Saatler Türkiye saatidir (Europe/Istanbul, GMT+3). Geçmiş
        görüşmeler 6 ay saklanır, sonra silinir.
      </p>
      <FilterTabs
        label="Görünüm"
        tabs={[
          {
            label: 'Haftalık',
            count: counts.hafta,
            href: week ? `${ADMIN_BOOKINGS_PATH}?hafta=${week.monday}` : ADMIN_BOOKINGS_PATH,
            current: view === 'hafta',
          },
          {
            label: 'Liste',
            count: counts.liste,
            href: `${ADMIN_BOOKINGS_PATH}?gorunum=liste`,
            current: view === 'liste',
          },
          {
            label: 'Geçmiş',
            count: counts.gecmis,
            href: `${ADMIN_BOOKINGS_PATH}?gorunum=gecmis`,
            current: view === 'gecmis',
          },
        ]}
      />
      {week ? <Week week={week} confirmId={confirmId} /> : null}
      {list ? (
        <section aria-labelledby="liste-baslik" className="mt-6">
          <h2 id="liste-baslik" className="text-xl font-semibold">
            {view === 'liste' ? 'Bugün ve sonrası' : 'Son 6 ay (en yeni önce)'}
          </h2>
          {list.items.length === 0 ? (
            <p className="mt-3 text-muted-foreground">
              {view === 'liste' ? 'Yaklaşan görüşme yok.' : 'Son 6 ayda görüşme yok.'}
            </p>
          ) : (
            <ul className="mt-4 grid gap-3">
              {list.items.map((booking) => (
                <BookingCard
                  key={booking.id}
                  booking={booking}
                  confirming={booking.id === confirmId}
                  withDay
                  heading="h3"
                />
              ))}
            </ul>
          )}
          <Pagination page={list.page} pages={list.pages} clear="iptal" />
        </section>
      ) : null}
    </>
  );
}
