import { privacyFacts } from '#app/data/privacy.ts';

const DAY_MS = 24 * 60 * 60_000;

/** When the hourly purge erases the item (docs/product.md#retention); null while on the site. */
export function erasureDate(item: {
  isApproved: boolean;
  createdAt: string;
  unpublishedAt: string | null;
}): Date | null {
  if (item.isApproved) return null;
  const from = Date.parse(item.unpublishedAt ?? item.createdAt);
  return new Date(from + privacyFacts.unapprovedSubmissionDays * DAY_MS);
}

export type ErasureCounts = {
  subscribers: number;
  consents: number;
  stories: number;
  photos: number;
  comments: number;
  bookings: number;
  mails: number;
};

/** Counts only: no address, no name. */
export function describeErasure(counts: ErasureCounts): string {
  return [
    `${counts.subscribers} abonelik`,
    `${counts.consents} onay kaydı`,
    `${counts.stories} hikâye`,
    `${counts.photos} fotoğraf`,
    `${counts.comments} yorum`,
    `${counts.bookings} randevu`,
    `${counts.mails} e-posta kaydı`,
  ].join(', ');
}
