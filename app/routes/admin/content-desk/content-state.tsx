import { Badge } from '#app/components/ui/badge.tsx';

export type ContentState = 'draft' | 'published' | 'retired';

export const contentStateLabels: Record<ContentState, string> = {
  draft: 'Taslak',
  published: 'Yayında',
  retired: 'Yayından kaldırıldı',
};

const variants = {
  draft: 'outline',
  published: 'default',
  retired: 'secondary',
} as const satisfies Record<ContentState, string>;

export function ContentStateBadge({ state }: { state: ContentState }) {
  return <Badge variant={variants[state]}>{contentStateLabels[state]}</Badge>;
}
