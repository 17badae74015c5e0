import type { Executor } from '#app/db/client.server.ts';
import {
  moderatedTable,
  publishConsentValues,
  toModerationState,
  type ModerationColumns,
  type ModerationState,
} from '#app/db/moderated.server.ts';
import { nowIso, toIso } from '#app/db/sql-values.ts';

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

const comments = moderatedTable('blog_comments', publicColumns, toPublic, toComment);

export async function purgeUnapprovedComments(db: Executor, before: Date): Promise<number[]> {
  return (await comments.purgeUnapproved(db, before)).map((comment) => comment.id);
}

export function listApprovedComments(
  db: Executor,
  postSlug: string,
  limit = 200,
): Promise<PublicComment[]> {
  return comments.listApproved(db, limit, (query) => query.where('post_slug', '=', postSlug));
}

export const getApprovedComment = comments.getApproved;
export const listCommentsForModeration = comments.listForModeration;
export const countComments = comments.count;
export const setCommentApproval = comments.setApproval;

export async function deleteComment(
  db: Executor,
  id: number,
): Promise<{ postSlug: string } | null> {
  const comment = await comments.remove(db, id);
  return comment && { postSlug: comment.postSlug };
}

/** A renamed post's comments go with it to its new address. */
export async function moveComments(db: Executor, fromSlug: string, toSlug: string): Promise<void> {
  await db
    .updateTable('blog_comments')
    .set({ post_slug: toSlug })
    .where('post_slug', '=', fromSlug)
    .execute();
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
  return comments.listWhere(db, (query) => query.where('id', 'in', ids));
}
