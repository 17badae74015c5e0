import { ADMIN_POSTS_PATH } from '#app/data/page-paths.ts';

// Functions, so not in page-paths.ts, whose names vite.config.ts inlines as strings.

/** A post's editor. */
export const adminPostPath = (id: number | string) => `${ADMIN_POSTS_PATH}/${id}`;
/** A post as the public page would show it, whatever its status. */
export const adminPostPreviewPath = (id: number | string) => `${adminPostPath(id)}/onizleme`;
/** A post's revisions. */
export const adminPostRevisionsPath = (id: number | string) => `${adminPostPath(id)}/surumler`;
