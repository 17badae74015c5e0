import type { Executor } from '#app/db/client.server.ts';
import {
  moderatedTable,
  publishConsentValues,
  toModerationState,
  type ModerationColumns,
  type ModerationState,
} from '#app/db/moderated.server.ts';
import { byEmail, normaliseEmail } from '#app/db/subscribers.server.ts';
import { nowIso, toBool, toIso } from '#app/db/sql-values.ts';

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

const stories = moderatedTable('transformation_stories', publicColumns, toPublic, toStory);

export function listApprovedStories(db: Executor, limit = 100): Promise<PublicStory[]> {
  return stories.listApproved(db, limit);
}

export const getApprovedStory = stories.getApproved;

/** A story as the coach sees it, published or not, with its consent; null when there is none. */
export async function getStory(db: Executor, id: number): Promise<Story | null> {
  const [story] = await stories.listWhere(db, (query) => query.where('id', '=', id));
  return story ?? null;
}
export const listStoriesForModeration = stories.listForModeration;
export const countStories = stories.count;

export async function setStoryApproval(
  db: Executor,
  id: number,
  approved: boolean,
): Promise<boolean> {
  return (await stories.setApproval(db, id, approved)) !== null;
}

/** The caller deletes the photo too. */
export async function deleteStory(
  db: Executor,
  id: number,
): Promise<{ imageUrl: string | null } | null> {
  const story = await stories.remove(db, id);
  return story && { imageUrl: story.imageUrl };
}

/** Off the site since before `before` (docs/product.md#retention); the caller removes photos and mails. */
export async function purgeUnapprovedStories(
  db: Executor,
  before: Date,
): Promise<Array<{ id: number; imageUrl: string | null }>> {
  const purged = await stories.purgeUnapproved(db, before);
  return purged.map((story) => ({ id: story.id, imageUrl: story.imageUrl }));
}

export function listStoriesByEmail(db: Executor, email: string): Promise<Story[]> {
  return stories.listWhere(db, (query) => query.where(byEmail(email)));
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
