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
import { normaliseEmail } from '#app/db/subscribers.server.ts';
import { FALSE, nowIso, toBool, toIso, TRUE } from '#app/db/sql-values.ts';

/** What a public page may show of a story: never the author's e-mail. */
export type PublicStory = {
  id: number;
  authorName: string;
  story: string;
  imageUrl: string | null;
  createdAt: string;
};

export type Story = PublicStory & ModerationState & { email: string };

export type NewStory = {
  authorName: string;
  email: string;
  story: string;
  imageUrl: string | null;
  publishConsentText?: string;
};

const publicColumns = ['id', 'author_name', 'story', 'image_url', 'created_at'] as const;

type Row = {
  id: number;
  author_name: string;
  story: string;
  image_url: string | null;
  created_at: string | Date;
};

function toPublic(row: Row): PublicStory {
  return {
    id: row.id,
    authorName: row.author_name,
    story: row.story,
    imageUrl: row.image_url,
    createdAt: toIso(row.created_at),
  };
}

type ModerationRow = Row & ModerationColumns & { email: string };

function toStory(row: ModerationRow): Story {
  return {
    ...toPublic(row),
    email: row.email,
    ...toModerationState(row),
  };
}

/** Stored unapproved; it appears once the coach approves it (docs/product.md#moderation). */
export async function insertStory(db: Executor, story: NewStory): Promise<Story> {
  const now = nowIso();
  const row = await db
    .insertInto('transformation_stories')
    .values({
      author_name: story.authorName,
      // Lower-cased like a subscriber's, so an erasure by address finds every story in any case.
      email: normaliseEmail(story.email),
      story: story.story,
      image_url: story.imageUrl,
      created_at: now,
      ...publishConsentValues(story.publishConsentText, now),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toStory(row);
}

export async function listApprovedStories(db: Executor, limit = 100): Promise<PublicStory[]> {
  const rows = await db
    .selectFrom('transformation_stories')
    .select(publicColumns)
    .where('is_approved', '=', TRUE)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toPublic);
}

/** Null when it is not (or no longer) approved. */
export async function getApprovedStory(db: Executor, id: number): Promise<PublicStory | null> {
  const row = await db
    .selectFrom('transformation_stories')
    .select(publicColumns)
    .where('id', '=', id)
    .where('is_approved', '=', TRUE)
    .executeTakeFirst();
  return row ? toPublic(row) : null;
}

export function listStoriesForModeration(
  db: Executor,
  options: { approved: boolean; limit?: number; offset?: number },
): Promise<{ items: Story[]; total: number }> {
  return listForModeration(db, 'transformation_stories', options, toStory);
}

export function countStories(db: Executor, approved: boolean): Promise<number> {
  return countByApproval(db, 'transformation_stories', approved);
}

export async function setStoryApproval(
  db: Executor,
  id: number,
  approved: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('transformation_stories')
    .set(approvalValues(approved))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The caller deletes the photo too. */
export async function deleteStory(
  db: Executor,
  id: number,
): Promise<{ imageUrl: string | null } | null> {
  const row = await db
    .deleteFrom('transformation_stories')
    .where('id', '=', id)
    .returning(['image_url'])
    .executeTakeFirst();
  return row ? { imageUrl: row.image_url } : null;
}

/** Off the site since before `before` (docs/product.md#retention); the caller removes photos and mails. */
export async function purgeUnapprovedStories(
  db: Executor,
  before: Date,
): Promise<Array<{ id: number; imageUrl: string | null }>> {
  const rows = await db
    .deleteFrom('transformation_stories')
    .where('is_approved', '=', FALSE)
    .where(sql<string>`coalesce(unpublished_at, created_at)`, '<', before.toISOString())
    .returning(['id', 'image_url'])
    .execute();
  return rows.map((row) => ({ id: row.id, imageUrl: row.image_url }));
}

export async function listStoriesByEmail(db: Executor, email: string): Promise<Story[]> {
  const rows = await db
    .selectFrom('transformation_stories')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toStory);
}

/** Null when no story shows it, so the photo is not served at all. */
export async function isPhotoOfApprovedStory(
  db: Executor,
  imageUrl: string,
): Promise<boolean | null> {
  const row = await db
    .selectFrom('transformation_stories')
    .select('is_approved')
    .where('image_url', '=', imageUrl)
    .executeTakeFirst();
  return row ? toBool(row.is_approved) : null;
}
