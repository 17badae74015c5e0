import { privacyFacts } from '#app/data/privacy.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * When the hourly purge erases an item off the site (docs/product.md#retention); null while on it.
 */
export function erasureDate(item: {
  isApproved: boolean;
  createdAt: string;
  unpublishedAt: string | null;
}): Date | null {
  if (item.isApproved) return null;
  const from = Date.parse(item.unpublishedAt ?? item.createdAt);
  return new Date(from + privacyFacts.unapprovedSubmissionDays * DAY_MS);
}

/** What an erasure deleted, counted: the coach's toast and the audit trail show these. */
export type ErasureCounts = {
  subscribers: number;
  consents: number;
  stories: number;
  photos: number;
  comments: number;
  bookings: number;
  mails: number;
};

/** "1 abonelik, 2 hikâye, …": the log entry and the coach's toast; no address, no name. */
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
