import { ADMIN_POSTS_PATH } from '#app/data/page-paths.ts';

// Functions, so not in page-paths.ts, whose names vite.config.ts inlines as strings.

export const adminPostPath = (id: number | string) => `${ADMIN_POSTS_PATH}/${id}`;
export const adminPostPreviewPath = (id: number | string) => `${adminPostPath(id)}/onizleme`;
export const adminPostRevisionsPath = (id: number | string) => `${adminPostPath(id)}/surumler`;
