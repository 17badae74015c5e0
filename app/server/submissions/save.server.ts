import { insertComment, type Comment, type NewComment } from '#app/db/comments.server.ts';
import { deleteMailsOf, enqueueMail, mailAbout } from '#app/db/outbox.server.ts';
import { insertStory, type NewStory, type Story } from '#app/db/stories.server.ts';
import {
  deleteSubscriberByToken,
  insertSubscriber,
  type Subscriber,
} from '#app/db/subscribers.server.ts';
import {
  commentPendingMail,
  newSubscriberMail,
  storyPendingMail,
  welcomeMail,
} from '#app/server/mail/messages.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

/**
 * A new subscriber, the coach's notification and the subscriber's welcome mail with its
 * unsubscribe link, all in one transaction (docs/product.md#newsletter); null for a duplicate.
 */
export async function subscribe(runtime: Runtime, email: string): Promise<Subscriber | null> {
  const subscriber = await runtime.handle.db.transaction().execute(async (trx) => {
    const row = await insertSubscriber(trx, email);
    if (!row) return null;
    await enqueueMail(trx, newSubscriberMail(runtime.notifyEmail, row));
    await enqueueMail(trx, welcomeMail(row, runtime.publicUrl, runtime.identity));
    return { id: row.id, email: row.email, createdAt: row.createdAt };
  });
  if (subscriber) runtime.mail.kick();
  return subscriber;
}

/**
 * The unsubscribe link's POST: the subscriber row goes (KVKK: no address is kept), and with it
 * every mail to that address or about that subscriber, so nothing queued still goes out.
 * False when the link is unknown or was used already.
 */
export async function unsubscribe(runtime: Runtime, token: string): Promise<boolean> {
  return runtime.handle.db.transaction().execute(async (trx) => {
    const removed = await deleteSubscriberByToken(trx, token);
    if (!removed) return false;
    await deleteMailsOf(trx, {
      email: removed.email,
      about: [mailAbout('subscriber', removed.id)],
    });
    return true;
  });
}

export type ProcessedPhoto = { bytes: Buffer; contentType: string };

/**
 * The photo, the story and the notification in one transaction (docs/product.md#story), so a
 * failure leaves no photo without its story and no story pointing at a missing photo.
 */
export async function submitStory(
  runtime: Runtime,
  story: Omit<NewStory, 'imageUrl'>,
  photo: ProcessedPhoto | null,
): Promise<Story> {
  const saved = await runtime.handle.db.transaction().execute(async (trx) => {
    const imageUrl = photo
      ? (await runtime.photos.put(trx, photo.bytes, photo.contentType)).url
      : null;
    const row = await insertStory(trx, { ...story, imageUrl });
    await enqueueMail(trx, storyPendingMail(runtime.notifyEmail, runtime.publicUrl, row));
    return row;
  });
  runtime.feed.publishAfterCommit({
    table: 'transformation_stories',
    op: 'insert',
    id: saved.id,
    postSlug: null,
    approved: false,
  });
  runtime.mail.kick();
  return saved;
}

/** An unapproved comment and the coach's notification (docs/product.md#comment). */
export async function submitComment(
  runtime: Runtime,
  comment: NewComment,
  postTitle: string,
): Promise<Comment> {
  const saved = await runtime.handle.db.transaction().execute(async (trx) => {
    const row = await insertComment(trx, comment);
    await enqueueMail(
      trx,
      commentPendingMail(runtime.notifyEmail, runtime.publicUrl, { ...row, postTitle }),
    );
    return row;
  });
  runtime.feed.publishAfterCommit({
    table: 'blog_comments',
    op: 'insert',
    id: saved.id,
    postSlug: saved.postSlug,
    approved: false,
  });
  runtime.mail.kick();
  return saved;
}
