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
