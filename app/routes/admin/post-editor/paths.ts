import { ADMIN_POSTS_PATH } from '#app/data/page-paths.ts';

/*
 * adminPostPath and its siblings of page-paths.ts, for the browser's modules: the bundle inlines
 * only page-paths.ts's string constants (vite.config.ts, inline-page-paths), not its functions.
 */
export const editorPath = (id: number) => `${ADMIN_POSTS_PATH}/${id}`;
export const previewPath = (id: number) => `${editorPath(id)}/onizleme`;
export const revisionsPath = (id: number) => `${editorPath(id)}/surumler`;
