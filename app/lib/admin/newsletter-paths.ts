import { ADMIN_NEWSLETTERS_PATH } from '#app/data/page-paths.ts';

// A function, so not in page-paths.ts, whose names vite.config.ts inlines as strings.

export const adminNewsletterPath = (id: number | string) => `${ADMIN_NEWSLETTERS_PATH}/${id}`;
