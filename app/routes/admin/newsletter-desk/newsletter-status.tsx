import { Badge } from '#app/components/ui/badge.tsx';
import type { NewsletterStatus } from '#app/db/schema.ts';
import { formatDateTimeTr } from '#app/lib/format.ts';

export const newsletterStatusLabels: Record<NewsletterStatus, string> = {
  draft: 'Taslak',
  scheduled: 'Zamanlandı',
  sending: 'Gönderiliyor',
  paused: 'Duraklatıldı',
  sent: 'Gönderildi',
};

const variants = {
  draft: 'outline',
  scheduled: 'accent',
  sending: 'secondary',
  paused: 'secondary',
  sent: 'default',
} as const satisfies Record<NewsletterStatus, string>;

export function NewsletterStatusBadge({ status }: { status: NewsletterStatus }) {
  return <Badge variant={variants[status]}>{newsletterStatusLabels[status]}</Badge>;
}

/** The date that matters for its status, in Türkiye time: when it goes, went, or was last changed. */
export function newsletterDate(newsletter: {
  status: NewsletterStatus;
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  updatedAt: string;
}): string {
  const at = (value: string) => `${formatDateTimeTr(value)} (Türkiye saati)`;
  switch (newsletter.status) {
    case 'scheduled':
      return `Gönderim zamanı: ${at(newsletter.scheduledAt ?? newsletter.updatedAt)}`;
    case 'sending':
    case 'paused':
      return `Gönderim başladı: ${at(newsletter.startedAt ?? newsletter.updatedAt)}`;
    case 'sent':
      return `Gönderildi: ${at(newsletter.finishedAt ?? newsletter.startedAt ?? newsletter.updatedAt)}`;
    case 'draft':
      return `Son değişiklik: ${at(newsletter.updatedAt)}`;
  }
}
