import { ADMIN_POSTS_PATH } from '#app/data/page-paths.ts';
import type { PostStatus } from '#app/db/schema.ts';
import { formatDateTimeTr } from '#app/lib/format.ts';

const labels: Record<PostStatus, string> = {
  draft: 'Taslak',
  scheduled: 'Zamanlandı',
  published: 'Yayında',
  unpublished: 'Yayından kaldırıldı',
};

/** "Zamanlandı: 5 Aralık 2026 09:00 (Türkiye saati)", "Yayında (since …)", "Taslak". */
export function describeStatus(post: { status: PostStatus; publishedAt: string | null }): string {
  const label = labels[post.status];
  if (post.status === 'scheduled' && post.publishedAt) {
    return `${label}: ${formatDateTimeTr(post.publishedAt)} (Türkiye saati)`;
  }
  if (post.status === 'published' && post.publishedAt) {
    return `${label} (${formatDateTimeTr(post.publishedAt)}, Türkiye saati)`;
  }
  return label;
}

/*
 * adminPostPath and its siblings of page-paths.ts, for the browser's modules: the bundle inlines
 * only page-paths.ts's string constants (vite.config.ts, inline-page-paths), not its functions.
 */
export const editorPath = (id: number) => `${ADMIN_POSTS_PATH}/${id}`;
export const previewPath = (id: number) => `${editorPath(id)}/onizleme`;
export const revisionsPath = (id: number) => `${editorPath(id)}/surumler`;
