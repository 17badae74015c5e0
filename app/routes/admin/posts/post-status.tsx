import { Badge } from '#app/components/ui/badge.tsx';
import type { PostStatus } from '#app/db/schema.ts';
import { formatDateTimeTr } from '#app/lib/format.ts';

export const postStatusLabels: Record<PostStatus, string> = {
  draft: 'Taslak',
  scheduled: 'Zamanlandı',
  published: 'Yayında',
  unpublished: 'Yayından kaldırıldı',
};

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
      {postStatusLabels[status]}
      {status === 'scheduled' && publishedAt
        ? `: ${formatDateTimeTr(publishedAt)} (Türkiye saati)`
        : null}
    </Badge>
  );
}
