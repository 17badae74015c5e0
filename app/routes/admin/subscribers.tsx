import { Download } from 'lucide-react';

import { ListFilters } from '#app/components/admin/filter-tabs.tsx';
import { SubscriberItem } from '#app/components/admin/moderation-items.tsx';
import { Pagination } from '#app/components/admin/pagination.tsx';
import {
  ADMIN_SUBSCRIBERS_CSV_PATH,
  ADMIN_SUBSCRIBERS_IYS_CSV_PATH,
} from '#app/data/page-paths.ts';
import { Button } from '#app/components/ui/button.tsx';
import { privacyFacts } from '#app/data/privacy.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { subscriberStatusLabels } from '#app/lib/admin/subscriber-status.ts';
import { IYS_CHANGES_HREF } from '#app/routes/admin/newsletter-desk/iys-reminder.tsx';
import type { SubscriberStatus } from '#app/db/schema.ts';
import { moderationAction } from '#app/server/admin/desks/actions.server.ts';
import { loadSubscribersPage } from '#app/server/admin/desks/lists.server.ts';
import { withRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/subscribers';

/** All subscribers, or those of one state (`?durum=onayli|bekleyen|ayrilan`). */
const statusTabs: Array<{ param: string; status: SubscriberStatus | null }> = [
  { param: '', status: null },
  { param: 'onayli', status: 'confirmed' },
  { param: 'bekleyen', status: 'pending' },
  { param: 'ayrilan', status: 'withdrawn' },
];

export const meta: Route.MetaFunction = () => adminMeta('Aboneler');

export const loader = withRuntime(loadSubscribersPage);

export const action = withRuntime(moderationAction('subscriber'));

export default function SubscribersPage({ loaderData }: Route.ComponentProps) {
  const { search, status, all, counts, items, texts, total, page, pages, confirmId } = loaderData;
  const csvHref = `${ADMIN_SUBSCRIBERS_CSV_PATH}${search ? `?ara=${encodeURIComponent(search)}` : ''}`;
  return (
    <>
      <h1 className="text-2xl font-bold">Bülten Aboneleri</h1>
      <p className="mt-2 text-muted-foreground">
        Toplam {all.toLocaleString('tr-TR')} kayıt: {counts.confirmed.toLocaleString('tr-TR')}{' '}
        onaylı, {counts.pending.toLocaleString('tr-TR')} onay bekliyor,{' '}
        {counts.withdrawn.toLocaleString('tr-TR')} ayrıldı
        {search ? ` · "${search}" için ${total.toLocaleString('tr-TR')} sonuç` : ''}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        Bülten yalnızca onaylı abonelere gider. Onaylanmayan kayıtlar{' '}
        {privacyFacts.unconfirmedSignUpDays} gün sonra silinir; ayrılanların kaydı{' '}
        {privacyFacts.withdrawnConsentYears} yıl saklanır.
      </p>
      <ListFilters
        tabs={statusTabs.map((tab) => ({
          param: tab.param,
          label: tab.status ? subscriberStatusLabels[tab.status] : 'Tümü',
          count: tab.status ? counts[tab.status] : all,
        }))}
        current={status}
        search={{ id: 'abone-ara', label: 'E-posta ara', value: search, maxLength: 254 }}
      >
        {/* Plain links: the files are downloads, not pages of the app. */}
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={csvHref} download>
              <Download aria-hidden />
              CSV olarak indir
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={ADMIN_SUBSCRIBERS_IYS_CSV_PATH} download>
              <Download aria-hidden />
              İYS için onay kayıtları (CSV)
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={IYS_CHANGES_HREF} download>
              <Download aria-hidden />
              İYS için son dosyadan beri değişenler (CSV)
            </a>
          </Button>
        </div>
      </ListFilters>
      {items.length === 0 ? (
        <p className="mt-6 text-muted-foreground">
          {search
            ? 'Bu aramaya uyan abone yok.'
            : status
              ? 'Bu durumda abone yok.'
              : 'Henüz bülten abonesi yok.'}
        </p>
      ) : (
        <ul aria-label="Aboneler" className="mt-6 grid grid-cols-1 gap-3">
          {items.map((subscriber) => (
            <SubscriberItem
              key={subscriber.id}
              subscriber={subscriber}
              texts={texts}
              confirming={subscriber.id === confirmId}
            />
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} clear="sil" />
    </>
  );
}
