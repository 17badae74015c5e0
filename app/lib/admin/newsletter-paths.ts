import { ADMIN_NEWSLETTERS_PATH } from '#app/data/page-paths.ts';

// A function, so not in page-paths.ts, whose names vite.config.ts inlines as strings.

/** A newsletter's page: its compose form while a draft or scheduled, else its read-only view. */
export const adminNewsletterPath = (id: number | string) => `${ADMIN_NEWSLETTERS_PATH}/${id}`;
