export type PublicTable = {
  postSlug: string | null;
  /** SQL over the trigger's `rec`: whether visitors may see the row. */
  visible: string;
  live: 'stories' | 'comments' | null;
};

/** Declared once (docs/decisions/0045-public-tables-declared-once.md); on PostgreSQL each needs a NOTIFY trigger migration. */
export const publicTables = {
  transformation_stories: { postSlug: null, visible: 'rec.is_approved', live: 'stories' },
  blog_comments: { postSlug: 'post_slug', visible: 'rec.is_approved', live: 'comments' },
  blog_posts: {
    postSlug: 'slug',
    visible: "rec.status in ('published', 'scheduled')",
    live: null,
  },
  content_items: { postSlug: null, visible: "rec.state = 'published'", live: null },
  price_lists: { postSlug: null, visible: 'true', live: null },
} as const satisfies Record<string, PublicTable>;

export type PublicTableName = keyof typeof publicTables;

export function isPublicTable(value: unknown): value is PublicTableName {
  return typeof value === 'string' && Object.hasOwn(publicTables, value);
}
