import { bookingsOf, deleteBookings } from '#app/db/bookings.server.ts';
import type { Executor } from '#app/db/client.server.ts';
import { deleteItemsById, listItems } from '#app/db/content.server.ts';
import { listCommentsByAuthorName } from '#app/db/comments.server.ts';
import { countMailsOf, deleteMailsOf, mailAbout } from '#app/db/outbox.server.ts';
import { listStoriesByEmail } from '#app/db/stories.server.ts';
import {
  countConsentsOf,
  findSubscriberByEmail,
  normaliseEmail,
} from '#app/db/subscribers.server.ts';
import { postTitles } from '#app/db/blog-posts.server.ts';
import type { ErasureCounts } from '#app/lib/admin/erasure.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import { testimonialsOfStories } from '#app/server/content/testimonials.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

/** Whose data: the address (subscriber, stories) and, optionally, the name signed under comments. */
export type PersonQuery = { email: string; name: string };

export type PersonalDataReport = {
  subscriber: boolean;
  consents: number;
  stories: Array<{
    id: number;
    authorName: string;
    story: string;
    hasPhoto: boolean;
    isApproved: boolean;
    createdAt: string;
  }>;
  comments: Array<{
    id: number;
    authorName: string;
    content: string;
    postSlug: string;
    postTitle: string;
    isApproved: boolean;
    createdAt: string;
  }>;
  photos: number;
  bookings: number;
  mails: number;
};

async function collect(db: Executor, { email, name }: PersonQuery) {
  const [subscriber, stories, comments, bookings] = await Promise.all([
    findSubscriberByEmail(db, email),
    listStoriesByEmail(db, email),
    name.trim() ? listCommentsByAuthorName(db, name) : Promise.resolve([]),
    bookingsOf(db, email),
  ]);
  const consents = subscriber ? await countConsentsOf(db, subscriber.id) : 0;
  return { subscriber, consents, stories, comments, bookings };
}

function aboutKeys(
  subscriberId: number | undefined,
  storyIds: number[],
  commentIds: number[],
  bookingIds: number[],
): string[] {
  return [
    ...(subscriberId === undefined ? [] : [mailAbout('subscriber', subscriberId)]),
    ...storyIds.map((id) => mailAbout('story', id)),
    ...commentIds.map((id) => mailAbout('comment', id)),
    // The coach's notices of a call go to her address: found by the booking, not the visitor's.
    ...bookingIds.map((id) => mailAbout('booking', id)),
  ];
}

export async function findPersonalData(
  runtime: Runtime,
  query: PersonQuery,
): Promise<PersonalDataReport> {
  const { db } = runtime.handle;
  const { subscriber, consents, stories, comments, bookings } = await collect(db, query);
  const titles = await postTitles(
    db,
    comments.map((comment) => comment.postSlug),
  );
  const mails = await countMailsOf(db, {
    email: normaliseEmail(query.email),
    about: aboutKeys(
      subscriber?.id,
      stories.map((story) => story.id),
      comments.map((comment) => comment.id),
      bookings.map((booking) => booking.id),
    ),
  });
  return {
    subscriber: subscriber !== null,
    consents,
    stories: stories.map((story) => ({
      id: story.id,
      authorName: story.authorName,
      story: story.story,
      hasPhoto: story.imageUrl !== null,
      isApproved: story.isApproved,
      createdAt: story.createdAt,
    })),
    comments: comments.map((comment) => ({
      id: comment.id,
      authorName: comment.authorName,
      content: comment.content,
      postSlug: comment.postSlug,
      postTitle: titles.get(comment.postSlug) ?? comment.postSlug,
      isApproved: comment.isApproved,
      createdAt: comment.createdAt,
    })),
    photos: stories.filter((story) => story.imageUrl !== null).length,
    bookings: bookings.length,
    mails,
  };
}

/** Matches again inside one transaction (KVKK art. 7 and 11; docs/product.md#personal-data). */
export async function erasePersonalData(
  runtime: Runtime,
  actor: { email: string },
  query: PersonQuery & { commentIds: number[] },
): Promise<ErasureCounts | null> {
  const chosen = new Set(query.commentIds);
  const result = await runtime.handle.db.transaction().execute(async (trx) => {
    const found = await collect(trx, query);
    const comments = found.comments.filter((comment) => chosen.has(comment.id));
    const storyIds = found.stories.map((story) => story.id);
    const commentIds = comments.map((comment) => comment.id);
    const bookingIds = found.bookings.map((booking) => booking.id);
    const mails = await deleteMailsOf(trx, {
      email: normaliseEmail(query.email),
      about: aboutKeys(found.subscriber?.id, storyIds, commentIds, bookingIds),
    });
    // The consent rows (every sign-up, withdrawn ones too) go with the subscriber row.
    if (found.consents > 0 && found.subscriber) {
      await trx
        .deleteFrom('newsletter_consents')
        .where('subscriber_id', '=', found.subscriber.id)
        .execute();
    }
    if (found.subscriber) {
      await trx.deleteFrom('subscribers').where('id', '=', found.subscriber.id).execute();
    }
    if (storyIds.length > 0) {
      await trx.deleteFrom('transformation_stories').where('id', 'in', storyIds).execute();
    }
    // A testimonial made from an erased story holds the same name and words: it goes too.
    const testimonials = await listItems(trx, 'testimonial');
    const made = testimonialsOfStories(testimonials);
    const fromStories = testimonials
      .filter((item) => storyIds.some((id) => made.get(id) === item.key))
      .map((item) => item.id);
    await deleteItemsById(trx, fromStories);
    let photos = 0;
    for (const story of found.stories) {
      if (!story.imageUrl) continue;
      await runtime.photos.remove(trx, story.imageUrl);
      photos += 1;
    }
    if (commentIds.length > 0) {
      await trx.deleteFrom('blog_comments').where('id', 'in', commentIds).execute();
    }
    const bookings = await deleteBookings(trx, bookingIds);
    const counts: ErasureCounts = {
      subscribers: found.subscriber ? 1 : 0,
      consents: found.consents,
      stories: storyIds.length,
      photos,
      comments: commentIds.length,
      bookings,
      mails,
    };
    if (Object.values(counts).every((count) => count === 0)) return null;
    await recordAudit(trx, actor, { type: 'erasure', counts });
    return { counts, storyIds, comments, testimonials: fromStories };
  });
  if (!result) return null;
  for (const id of result.testimonials) {
    runtime.feed.publishAfterCommit({
      table: 'content_items',
      op: 'delete',
      id,
      postSlug: null,
      approved: false,
    });
  }
  if (result.testimonials.length > 0) await runtime.content.reload();
  for (const id of result.storyIds) {
    runtime.feed.publishAfterCommit({
      table: 'transformation_stories',
      op: 'delete',
      id,
      postSlug: null,
      approved: false,
    });
  }
  for (const comment of result.comments) {
    runtime.feed.publishAfterCommit({
      table: 'blog_comments',
      op: 'delete',
      id: comment.id,
      postSlug: comment.postSlug,
      approved: false,
    });
  }
  return result.counts;
}
