import { Plus } from 'lucide-react';

import { DeskList } from '#app/components/admin/desk-list.tsx';
import { DeskHeading } from '#app/components/admin/desk-heading.tsx';
import { ADMIN_NEW_NEWSLETTER_PATH } from '#app/data/page-paths.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { adminNewsletterPath } from '#app/lib/admin/newsletter-paths.ts';
import { loadNewsletterList } from '#app/server/admin/desks/newsletter-desk.server.ts';
import { withRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/newsletters';
import { NewsletterStatusBadge, newsletterDate } from './newsletter-desk/newsletter-status.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Bülten');

export const loader = withRuntime(loadNewsletterList);

const count = (value: number) => value.toLocaleString('tr-TR');

/** /yonetim/bulten: every newsletter, newest first, with its status, date and deliveries. */
export default function NewslettersPage({ loaderData }: Route.ComponentProps) {
  const { recipients, stopped } = loaderData;
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
      <DeskList
        labelledBy="bultenler-baslik"
        empty="Henüz bülten yok. “Yeni bülten yaz” ile ilkini yazabilirsiniz."
        list={loaderData}
        href={(newsletter) => adminNewsletterPath(newsletter.id)}
        title={(newsletter) => newsletter.subject}
        meta={(newsletter) => (
          <>
            <NewsletterStatusBadge status={newsletter.status} />
            <span>{newsletterDate(newsletter)}</span>
          </>
        )}
        details={(newsletter) =>
          newsletter.counts.total > 0 ? (
            <p className="mt-2 text-sm">
              {count(newsletter.counts.sent)} gönderildi · {count(newsletter.counts.pending)}{' '}
              bekliyor · {count(newsletter.counts.failed)} başarısız ·{' '}
              {count(newsletter.counts.skipped)} gönderilmedi
            </p>
          ) : null
        }
      />
    </>
  );
}
