import { sql, type Selectable } from 'kysely';

import type { Db, Executor } from '#app/db/client.server.ts';
import { claimContentImport } from '#app/db/content-imports.server.ts';
import { moveComments } from '#app/db/comments.server.ts';
import type { BlogPostRevisionsTable, BlogPostsTable, PostStatus } from '#app/db/schema.ts';
import {
  firstOrNull,
  hasRow,
  nowIso,
  toBool,
  toCount,
  toIso,
  unlessTaken,
} from '#app/db/sql-values.ts';

export type { PostStatus } from '#app/db/schema.ts';

export type PostContent = {
  slug: string;
  title: string;
  excerpt: string;
  category: string | null;
  author: string;
  coverImage: string;
  coverAlt: string;
  body: string;
  seoTitle: string | null;
  seoDescription: string | null;
};

export type StoredPost = PostContent & {
  id: number;
  status: PostStatus;
  publishedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export type PostRevision = PostContent & {
  id: number;
  postId: number;
  version: number;
  adminEmail: string;
  createdAt: string;
};

type PostRow = Selectable<BlogPostsTable>;
type RevisionRow = Selectable<BlogPostRevisionsTable>;

function contentOf(row: Omit<PostRow | RevisionRow, 'body'>): Omit<PostContent, 'body'> {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    author: row.author,
    coverImage: row.cover_image,
    coverAlt: row.cover_alt,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
  };
}

function columnsOf(content: PostContent) {
  return {
    slug: content.slug,
    title: content.title,
    excerpt: content.excerpt,
    category: content.category,
    author: content.author,
    cover_image: content.coverImage,
    cover_alt: content.coverAlt,
    body: content.body,
    seo_title: content.seoTitle,
    seo_description: content.seoDescription,
  };
}

function toCard(row: Omit<PostRow, 'body'>): StoredPostCard {
  return {
    ...contentOf(row),
    id: row.id,
    status: row.status,
    publishedAt: row.published_at === null ? null : toIso(row.published_at),
    version: row.version,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

function toPost(row: PostRow): StoredPost {
  return { ...toCard(row), body: row.body };
}

function toRevision(row: RevisionRow): PostRevision {
  return {
    ...contentOf(row),
    body: row.body,
    id: row.id,
    postId: row.post_id,
    version: row.version,
    adminEmail: row.admin_email,
    createdAt: toIso(row.created_at),
  };
}

/** A scheduled post is published from its time on, whether or not the scheduler has run yet. */
export function effectiveStatus(
  post: Pick<StoredPost, 'status' | 'publishedAt'>,
  now = new Date(),
): PostStatus {
  return post.status === 'scheduled' && post.publishedAt && new Date(post.publishedAt) <= now
    ? 'published'
    : post.status;
}

/** ISO text on SQLite compares as it orders; timestamptz on PostgreSQL. */
function visibleNow(now: string) {
  return sql<boolean>`(status = 'published' or (status = 'scheduled' and published_at <= ${now}))`;
}

export type StoredPostCard = Omit<StoredPost, 'body'>;

function bySlug(db: Executor, slug: string) {
  return db.selectFrom('blog_posts').selectAll().where('slug', '=', slug);
}

export async function listVisiblePosts(db: Executor, now = nowIso()): Promise<StoredPostCard[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select([
      ...(['id', 'slug', 'title', 'excerpt', 'category', 'author', 'cover_image'] as const),
      ...(['cover_alt', 'status', 'published_at', 'seo_title', 'seo_description'] as const),
      ...(['version', 'created_at', 'updated_at'] as const),
    ])
    .where(visibleNow(now))
    .orderBy('published_at', 'desc')
    .orderBy('slug')
    .execute();
  return rows.map(toCard);
}

export function getVisiblePost(
  db: Executor,
  slug: string,
  now = nowIso(),
): Promise<StoredPost | null> {
  return firstOrNull(bySlug(db, slug).where(visibleNow(now)), toPost);
}

export async function redirectedSlug(db: Executor, oldSlug: string): Promise<string | null> {
  const row = await db
    .selectFrom('blog_slug_redirects')
    .innerJoin('blog_posts', 'blog_posts.id', 'blog_slug_redirects.post_id')
    .select('blog_posts.slug')
    .where('blog_slug_redirects.old_slug', '=', oldSlug)
    .executeTakeFirst();
  return row?.slug ?? null;
}

export function getPostById(db: Executor, id: number): Promise<StoredPost | null> {
  return firstOrNull(db.selectFrom('blog_posts').selectAll().where('id', '=', id), toPost);
}

export function getPostBySlug(db: Executor, slug: string): Promise<StoredPost | null> {
  return firstOrNull(bySlug(db, slug), toPost);
}

export async function postTitles(
  db: Executor,
  slugs: readonly string[],
): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .selectFrom('blog_posts')
    .select(['slug', 'title'])
    .where('slug', 'in', [...new Set(slugs)])
    .execute();
  return new Map(rows.map((row) => [row.slug, row.title]));
}

export async function usedCategories(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select('category')
    .distinct()
    .where('category', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.category ? [row.category] : []));
}

export type AdminPostFilter = 'all' | PostStatus;

export async function countPostsByFilter(
  db: Executor,
  now = nowIso(),
): Promise<Record<AdminPostFilter, number>> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['status', sql<boolean>`published_at <= ${now}`.as('due')])
    .execute();
  const counts: Record<AdminPostFilter, number> = {
    all: rows.length,
    draft: 0,
    scheduled: 0,
    published: 0,
    unpublished: 0,
  };
  for (const row of rows) {
    const status = row.status === 'scheduled' && toBool(row.due) ? 'published' : row.status;
    counts[status] += 1;
  }
  return counts;
}

export type AdminPostListItem = StoredPost & { commentCount: number };

/** Folds a title for search: Turkish lower case, so "İLK" finds "ilk" and "ılık" not "ilik". */
const foldTitle = (text: string) => text.trim().toLocaleLowerCase('tr-TR');

/** Searched here in Turkish case rules, which SQL's lower() does not know; a blog has at most hundreds of posts. */
export async function listPostsForAdmin(
  db: Executor,
  options: { filter: AdminPostFilter; search: string; offset: number; limit: number },
  now = nowIso(),
): Promise<{ items: AdminPostListItem[]; total: number }> {
  let query = db.selectFrom('blog_posts');
  if (options.filter === 'published') query = query.where(visibleNow(now));
  else if (options.filter === 'scheduled') {
    query = query.where('status', '=', 'scheduled').where('published_at', '>', now);
  } else if (options.filter !== 'all') query = query.where('status', '=', options.filter);
  const candidates = await query
    .select(['id', 'title'])
    .orderBy(sql`coalesce(published_at, updated_at)`, 'desc')
    .orderBy('id', 'desc')
    .execute();
  const search = foldTitle(options.search);
  const matching = search
    ? candidates.filter((row) => foldTitle(row.title).includes(search))
    : candidates;
  const ids = matching.slice(options.offset, options.offset + options.limit).map((row) => row.id);
  if (ids.length === 0) return { items: [], total: matching.length };
  const rows = await db
    .selectFrom('blog_posts')
    .selectAll('blog_posts')
    .select((eb) =>
      eb
        .selectFrom('blog_comments')
        .select(eb.fn.countAll().as('count'))
        .whereRef('blog_comments.post_slug', '=', 'blog_posts.slug')
        .as('comment_count'),
    )
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...toPost(row), commentCount: toCount(row.comment_count ?? 0) }] : [];
  });
  return { items, total: matching.length };
}

export type PublishChoice =
  | { status: 'draft' }
  | { status: 'published'; publishedAt: string }
  | { status: 'scheduled'; publishedAt: string }
  | { status: 'unpublished' };

export type SaveResult =
  | { ok: true; post: StoredPost }
  | { ok: false; reason: 'conflict'; current: StoredPost }
  | { ok: false; reason: 'slug-taken' }
  | { ok: false; reason: 'missing' };

function slugInUse(db: Executor, slug: string): Promise<boolean> {
  return hasRow(db.selectFrom('blog_posts').select('id').where('slug', '=', slug));
}

async function keepRevision(db: Executor, post: StoredPost, adminEmail: string): Promise<void> {
  await db
    .insertInto('blog_post_revisions')
    .values({
      ...columnsOf(post),
      post_id: post.id,
      version: post.version,
      admin_email: adminEmail,
      created_at: post.updatedAt,
    })
    .execute();
}

const SLUG_TAKEN = { ok: false, reason: 'slug-taken' } as const;

export function createPost(
  db: Db,
  content: PostContent,
  choice: PublishChoice,
  adminEmail: string,
): Promise<SaveResult> {
  const now = nowIso();
  return unlessTaken(
    db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('blog_posts')
        .values({
          ...columnsOf(content),
          status: choice.status,
          published_at: 'publishedAt' in choice ? choice.publishedAt : null,
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const post = toPost(row);
      // The address is a post's now; an earlier post's old address of that name gives way.
      await trx.deleteFrom('blog_slug_redirects').where('old_slug', '=', post.slug).execute();
      await keepRevision(trx, post, adminEmail);
      return { ok: true as const, post };
    }),
    SLUG_TAKEN,
  );
}

/** A seen post's old address stays as a redirect; `choice` undefined keeps status and date. */
export function savePost(
  db: Db,
  id: number,
  expectedVersion: number,
  content: PostContent,
  choice: PublishChoice | undefined,
  adminEmail: string,
): Promise<SaveResult> {
  return unlessTaken(
    db.transaction().execute(async (trx) => {
      const before = await getPostById(trx, id);
      if (!before) return { ok: false as const, reason: 'missing' as const };
      const status = choice?.status ?? before.status;
      const publishedAt =
        choice === undefined
          ? before.publishedAt
          : 'publishedAt' in choice
            ? choice.publishedAt
            : choice.status === 'unpublished'
              ? before.publishedAt
              : null;
      const row = await trx
        .updateTable('blog_posts')
        .set({
          ...columnsOf(content),
          status,
          published_at: publishedAt,
          version: expectedVersion + 1,
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .where('version', '=', expectedVersion)
        .returningAll()
        .executeTakeFirst();
      if (!row) return { ok: false as const, reason: 'conflict' as const, current: before };
      const post = toPost(row);
      await keepRevision(trx, post, adminEmail);
      await trx.deleteFrom('blog_slug_redirects').where('old_slug', '=', post.slug).execute();
      if (before.slug !== post.slug && before.publishedAt !== null && before.status !== 'draft') {
        await trx
          .insertInto('blog_slug_redirects')
          .values({ old_slug: before.slug, post_id: id })
          .execute();
        await moveComments(trx, before.slug, post.slug);
      }
      return { ok: true as const, post };
    }),
    SLUG_TAKEN,
  );
}

export async function deletePost(db: Db, id: number): Promise<StoredPost | null> {
  return db.transaction().execute(async (trx) => {
    const post = await getPostById(trx, id);
    if (!post) return null;
    await trx.deleteFrom('blog_comments').where('post_slug', '=', post.slug).execute();
    await trx.deleteFrom('blog_post_revisions').where('post_id', '=', id).execute();
    await trx.deleteFrom('blog_slug_redirects').where('post_id', '=', id).execute();
    await trx.deleteFrom('blog_posts').where('id', '=', id).execute();
    return post;
  });
}

function revisionsOf(db: Executor, postId: number) {
  return db.selectFrom('blog_post_revisions').selectAll().where('post_id', '=', postId);
}

export async function listRevisions(db: Executor, postId: number): Promise<PostRevision[]> {
  const rows = await revisionsOf(db, postId).orderBy('version', 'desc').execute();
  return rows.map(toRevision);
}

export function getRevision(
  db: Executor,
  postId: number,
  revisionId: number,
): Promise<PostRevision | null> {
  return firstOrNull(revisionsOf(db, postId).where('id', '=', revisionId), toRevision);
}

/** Idempotent: of instances running at once each post goes to exactly one. */
export async function publishDuePosts(db: Executor, now = nowIso()): Promise<StoredPost[]> {
  const rows = await db
    .updateTable('blog_posts')
    .set({ status: 'published' })
    .where('status', '=', 'scheduled')
    .where('published_at', '<=', now)
    .returningAll()
    .execute();
  return rows.map(toPost);
}

export async function nextScheduledAt(db: Executor): Promise<string | null> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.min('published_at').as('next'))
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return row?.next ? toIso(row.next) : null;
}

export async function importPostsOnce(
  db: Db,
  name: string,
  posts: ReadonlyArray<{ content: PostContent; publishedAt: string }>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimContentImport(trx, name))) return 0;
    let imported = 0;
    for (const { content, publishedAt } of posts) {
      // A post the coach made before the import (a database from a test) keeps its address.
      if (await slugInUse(trx, content.slug)) continue;
      const row = await trx
        .insertInto('blog_posts')
        .values({
          ...columnsOf(content),
          status: 'published',
          published_at: publishedAt,
          version: 1,
          created_at: publishedAt,
          updated_at: publishedAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await keepRevision(trx, toPost(row), name);
      imported += 1;
    }
    return imported;
  });
}

export type ContentUpdateResult = {
  updated: string[];
  edited: string[];
} | null;

/** A post the coach saved since is hers (docs/decisions/0035-article-copy-update.md). */
export async function updateImportedPostsOnce(
  db: Db,
  name: string,
  posts: ReadonlyArray<PostContent>,
): Promise<ContentUpdateResult> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimContentImport(trx, name))) return null;
    const machineNames = new Set(
      (await trx.selectFrom('content_imports').select('name').execute()).map((row) => row.name),
    );
    const result = { updated: [] as string[], edited: [] as string[] };
    for (const content of posts) {
      // A post deleted (or renamed) by the coach is not found by its first address: nothing to do.
      const post = await getPostBySlug(trx, content.slug);
      if (!post) continue;
      const revision = await trx
        .selectFrom('blog_post_revisions')
        .select('admin_email')
        .where('post_id', '=', post.id)
        .where('version', '=', post.version)
        .executeTakeFirst();
      if (!revision || !machineNames.has(revision.admin_email)) {
        result.edited.push(post.slug);
        continue;
      }
      const next = columnsOf({ ...content, slug: post.slug });
      const current = columnsOf(post);
      // A database imported from today's files already has this text: no empty version.
      if (
        (Object.keys(next) as Array<keyof typeof next>).every((key) => next[key] === current[key])
      ) {
        continue;
      }
      const row = await trx
        .updateTable('blog_posts')
        .set({ ...next, version: post.version + 1, updated_at: nowIso() })
        .where('id', '=', post.id)
        .where('version', '=', post.version)
        .returningAll()
        .executeTakeFirst();
      // The coach saved it in this very moment (PostgreSQL re-reads the row): hers wins.
      if (!row) {
        result.edited.push(post.slug);
        continue;
      }
      await keepRevision(trx, toPost(row), name);
      result.updated.push(post.slug);
    }
    return result;
  });
}
