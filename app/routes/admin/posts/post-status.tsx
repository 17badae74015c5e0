import { Badge } from '#app/components/ui/badge.tsx';
import type { PostStatus } from '#app/db/schema.ts';
import { formatDateTimeTr } from '#app/lib/format.ts';

export const postStatusLabels: Record<PostStatus, string> = {
  draft: 'Taslak',
  scheduled: 'Zamanlandı',
  published: 'Yayında',
  unpublished: 'Yayından kaldırıldı',
};

/** "Zamanlandı: 5 Aralık 2026 09:00 (Türkiye saati)", "Yayında (since …)", "Taslak". */
export function describeStatus(post: { status: PostStatus; publishedAt: string | null }): string {
  const label = postStatusLabels[post.status];
  if (post.status === 'scheduled' && post.publishedAt) {
    return `${label}: ${formatDateTimeTr(post.publishedAt)} (Türkiye saati)`;
  }
  if (post.status === 'published' && post.publishedAt) {
    return `${label} (${formatDateTimeTr(post.publishedAt)}, Türkiye saati)`;
  }
  return label;
}

const variants = {
  draft: 'outline',
  scheduled: 'accent',
  published: 'default',
  unpublished: 'secondary',
} as const satisfies Record<PostStatus, string>;

/** A post's status as visitors see it; a scheduled one says when, in Türkiye time. */
export function PostStatusBadge({
  status,
  publishedAt,
}: {
  status: PostStatus;
  publishedAt: string | null;
}) {
  return (
    <Badge variant={variants[status]}>
      {status === 'scheduled' ? describeStatus({ status, publishedAt }) : postStatusLabels[status]}
    </Badge>
  );
}
