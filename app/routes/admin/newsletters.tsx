import { Plus } from 'lucide-react';
import { Link } from 'react-router';

import { Pagination } from '#app/components/admin/pagination.tsx';
import { DeskHeading } from '#app/components/admin/desk-heading.tsx';
import { ADMIN_NEW_NEWSLETTER_PATH } from '#app/data/page-paths.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { adminNewsletterPath } from '#app/lib/admin/newsletter-paths.ts';
import { loadNewsletterList } from '#app/server/admin/desks/newsletter-desk.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/newsletters';
import { NewsletterStatusBadge, newsletterDate } from './newsletter-desk/newsletter-status.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Bülten');

export async function loader(args: Route.LoaderArgs) {
  return loadNewsletterList(await getRuntime(), args);
}

const count = (value: number) => value.toLocaleString('tr-TR');

/** /yonetim/bulten: every newsletter, newest first, with its status, date and deliveries. */
export default function NewslettersPage({ loaderData }: Route.ComponentProps) {
  const { items, page, pages, recipients, stopped } = loaderData;
  return (
    <>
      <DeskHeading
        id="bultenler-baslik"
        title="Bülten"
        link={{ to: ADMIN_NEW_NEWSLETTER_PATH, label: 'Yeni bülten yaz', icon: Plus }}
      />
      <p className="mt-3 text-muted-foreground">
        Şu anda bülten{' '}
        <strong className="text-foreground">{count(recipients)} onaylı aboneye</strong> gider.
        {stopped > 0
          ? ` ${count(stopped)} adres, üç kez kalıcı olarak reddettiği için artık bülten almıyor.`
          : null}
      </p>
      {items.length === 0 ? (
        <p className="mt-6 text-muted-foreground">
          Henüz bülten yok. “Yeni bülten yaz” ile ilkini yazabilirsiniz.
        </p>
      ) : (
        <ul aria-labelledby="bultenler-baslik" className="mt-6 grid grid-cols-1 gap-3">
          {items.map((newsletter) => (
            <li
              key={newsletter.id}
              className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
            >
              <h2 className="text-lg font-semibold">
                <Link
                  to={adminNewsletterPath(newsletter.id)}
                  className="rounded-sm hover:underline"
                >
                  {newsletter.subject}
                </Link>
              </h2>
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <NewsletterStatusBadge status={newsletter.status} />
                <span>{newsletterDate(newsletter)}</span>
              </p>
              {newsletter.counts.total > 0 ? (
                <p className="mt-2 text-sm">
                  {count(newsletter.counts.sent)} gönderildi · {count(newsletter.counts.pending)}{' '}
                  bekliyor · {count(newsletter.counts.failed)} başarısız ·{' '}
                  {count(newsletter.counts.skipped)} gönderilmedi
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} />
    </>
  );
}
