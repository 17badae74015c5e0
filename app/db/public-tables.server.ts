/** What a table whose rows public pages show declares about its change events. */
export type PublicTable = {
  /** The column a change event carries as `postSlug` (a comment's post, a post's own slug). */
  postSlug: string | null;
  /** When visitors may see the row: the event's `approved`, as SQL over the trigger's `rec`. */
  visible: string;
  /** The open pages' live stream the change reaches; every change empties the page cache. */
  live: 'stories' | 'comments' | null;
};

/**
 * Every table whose changes change public pages, declared once (docs/decisions/
 * 0045-public-tables-declared-once.md): the change feed accepts these and no other, and on
 * PostgreSQL each needs a migration that gives it a NOTIFY trigger carrying these values, as
 * the first two migrations do, or tests/integration/public-tables.test.ts fails.
 */
export const publicTables = {
  transformation_stories: { postSlug: null, visible: 'rec.is_approved', live: 'stories' },
  blog_comments: { postSlug: 'post_slug', visible: 'rec.is_approved', live: 'comments' },
  blog_posts: {
    postSlug: 'slug',
    visible: "rec.status in ('published', 'scheduled')",
    live: null,
  },
} as const satisfies Record<string, PublicTable>;

export type PublicTableName = keyof typeof publicTables;

export function isPublicTable(value: unknown): value is PublicTableName {
  return typeof value === 'string' && Object.hasOwn(publicTables, value);
}
