import { sql } from 'kysely';

import type { Executor } from '#app/db/client.server.ts';
import {
  approvalValues,
  countByApproval,
  listForModeration,
  publishConsentValues,
  toModerationState,
  type ModerationColumns,
  type ModerationState,
} from '#app/db/moderated.server.ts';
import { FALSE, nowIso, toIso, TRUE } from '#app/db/sql-values.ts';

export type PublicComment = {
  id: number;
  postSlug: string;
  authorName: string;
  content: string;
  createdAt: string;
};

export type Comment = PublicComment & ModerationState;

export type NewComment = {
  postSlug: string;
  authorName: string;
  content: string;
  publishConsentText?: string;
};

type Row = {
  id: number;
  post_slug: string;
  author_name: string;
  content: string;
  created_at: string | Date;
};

const publicColumns = ['id', 'post_slug', 'author_name', 'content', 'created_at'] as const;

function toPublic(row: Row): PublicComment {
  return {
    id: row.id,
    postSlug: row.post_slug,
    authorName: row.author_name,
    content: row.content,
    createdAt: toIso(row.created_at),
  };
}

type ModerationRow = Row & ModerationColumns;

function toComment(row: ModerationRow): Comment {
  return {
    ...toPublic(row),
    ...toModerationState(row),
  };
}

export async function insertComment(db: Executor, comment: NewComment): Promise<Comment> {
  const now = nowIso();
  const row = await db
    .insertInto('blog_comments')
    .values({
      post_slug: comment.postSlug,
      author_name: comment.authorName,
      content: comment.content,
      created_at: now,
      ...publishConsentValues(comment.publishConsentText, now),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toComment(row);
}

/** The privacy notice's 90 days count from sending, or from unpublishing. */
export async function purgeUnapprovedComments(db: Executor, before: Date): Promise<number[]> {
  const rows = await db
    .deleteFrom('blog_comments')
    .where('is_approved', '=', FALSE)
    .where(sql<string>`coalesce(unpublished_at, created_at)`, '<', before.toISOString())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function listApprovedComments(
  db: Executor,
  postSlug: string,
  limit = 200,
): Promise<PublicComment[]> {
  const rows = await db
    .selectFrom('blog_comments')
    .select(publicColumns)
    .where('post_slug', '=', postSlug)
    .where('is_approved', '=', TRUE)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toPublic);
}

export async function getApprovedComment(db: Executor, id: number): Promise<PublicComment | null> {
  const row = await db
    .selectFrom('blog_comments')
    .select(publicColumns)
    .where('id', '=', id)
    .where('is_approved', '=', TRUE)
    .executeTakeFirst();
  return row ? toPublic(row) : null;
}

export function listCommentsForModeration(
  db: Executor,
  options: { approved: boolean; limit?: number; offset?: number },
): Promise<{ items: Comment[]; total: number }> {
  return listForModeration(db, 'blog_comments', options, toComment);
}

export function countComments(db: Executor, approved: boolean): Promise<number> {
  return countByApproval(db, 'blog_comments', approved);
}

export async function setCommentApproval(
  db: Executor,
  id: number,
  approved: boolean,
): Promise<PublicComment | null> {
  const row = await db
    .updateTable('blog_comments')
    .set(approvalValues(approved))
    .where('id', '=', id)
    .returning(publicColumns)
    .executeTakeFirst();
  return row ? toPublic(row) : null;
}

export async function deleteComment(
  db: Executor,
  id: number,
): Promise<{ postSlug: string } | null> {
  const row = await db
    .deleteFrom('blog_comments')
    .where('id', '=', id)
    .returning(['post_slug'])
    .executeTakeFirst();
  return row ? { postSlug: row.post_slug } : null;
}

const COMBINING_MARKS = /\p{M}/gu;

/** Loose on purpose (İ/ı/i, Ş/s alike): the coach confirms each match. */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Compared here: comments keep no e-mail and SQLite's lower() is ASCII only. */
export async function listCommentsByAuthorName(db: Executor, name: string): Promise<Comment[]> {
  const wanted = foldName(name);
  if (!wanted) return [];
  const names = await db.selectFrom('blog_comments').select(['id', 'author_name']).execute();
  const ids = names.filter((row) => foldName(row.author_name) === wanted).map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('blog_comments')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toComment);
}
