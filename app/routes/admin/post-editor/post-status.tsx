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
