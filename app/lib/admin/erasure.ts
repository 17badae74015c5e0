import { privacyFacts } from '#app/data/privacy.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * When the hourly purge erases a story or comment that is not on the site
 * (app/server/mail/worker.server.ts): the notice's 90 days from when it was sent, or from when
 * the coach took it off the site. Null while it is on the site.
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
