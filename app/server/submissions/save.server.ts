import { insertComment, type Comment, type NewComment } from '#app/db/comments.server.ts';
import { deleteMailsOf, enqueueMail, mailAbout } from '#app/db/outbox.server.ts';
import { insertStory, type NewStory, type Story } from '#app/db/stories.server.ts';
import {
  confirmSubscription,
  signUp,
  withdrawSubscriberByToken,
  type ConfirmResult,
  type Subscriber,
} from '#app/db/subscribers.server.ts';
import {
  alreadySubscribedMail,
  commentPendingMail,
  confirmationMail,
  newSubscriberMail,
  storyPendingMail,
  welcomeMail,
} from '#app/server/mail/messages.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { NEWSLETTER_PATH } from '#app/data/page-paths.ts';
import {
  CURRENT_CONSENT_VERSION,
  newsletterConsentTexts,
  type NewsletterConsentVersion,
} from '#app/data/newsletter-consent.ts';

export type SignUpOutcome =
  | { kind: 'new' | 'resubscribed' | 'resend'; subscriber: Subscriber }
  | { kind: 'confirmed'; subscriber: Subscriber; told: boolean }
  | { kind: 'duplicate' };

/** A confirmed subscriber signed up again is told of it once in this time at most. */
const ALREADY_SUBSCRIBED_MAIL_EVERY_MS = 24 * 60 * 60_000;

/** A sign-up, its consent and its mail in one transaction; every path writes, so timing tells nothing. */
export async function subscribe(
  runtime: Runtime,
  email: string,
  {
    source = NEWSLETTER_PATH,
    version = CURRENT_CONSENT_VERSION,
    now = new Date(),
  }: { source?: string; version?: NewsletterConsentVersion; now?: Date } = {},
): Promise<SignUpOutcome> {
  const outcome = await runtime.handle.db.transaction().execute(async (trx) => {
    const result = await signUp(trx, {
      email,
      source,
      version,
      text: newsletterConsentTexts[version],
      now,
    });
    if (result.kind === 'duplicate') return result;
    if (result.kind === 'confirmed') {
      const { subscriber } = result;
      const { count } = await runtime.counters.countInWindow(
        trx,
        `newsletter-known:${subscriber.id}`,
        ALREADY_SUBSCRIBED_MAIL_EVERY_MS,
        now.getTime(),
      );
      const told = count === 1;
      if (told) {
        await enqueueMail(
          trx,
          alreadySubscribedMail(subscriber, runtime.publicUrl, runtime.identity),
        );
      }
      return { kind: 'confirmed' as const, subscriber, told };
    }
    await enqueueMail(
      trx,
      confirmationMail(result.subscriber, result.token, runtime.publicUrl, runtime.identity),
    );
    return { kind: result.kind, subscriber: result.subscriber };
  });
  if (outcome.kind !== 'duplicate' && (outcome.kind !== 'confirmed' || outcome.told)) {
    runtime.mail.kick();
  }
  return outcome;
}

/** The confirmation link's POST: only now are the welcome mail and the coach's notice queued. */
export async function confirm(
  runtime: Runtime,
  token: string,
  now = new Date(),
): Promise<ConfirmResult['status']> {
  const status = await runtime.handle.db.transaction().execute(async (trx) => {
    const result = await confirmSubscription(trx, token, now);
    if (result.status !== 'confirmed') return result.status;
    await enqueueMail(trx, newSubscriberMail(runtime.notifyEmail, result.subscriber));
    await enqueueMail(trx, welcomeMail(result.subscriber, runtime.publicUrl, runtime.identity));
    return result.status;
  });
  if (status === 'confirmed') runtime.mail.kick();
  return status;
}

/** The unsubscribe link's POST: withdraws the consent (kept for İYS) and deletes queued mail. */
export async function unsubscribe(runtime: Runtime, token: string): Promise<boolean> {
  return runtime.handle.db.transaction().execute(async (trx) => {
    const removed = await withdrawSubscriberByToken(trx, token);
    if (!removed) return false;
    await deleteMailsOf(trx, {
      email: removed.email,
      about: [mailAbout('subscriber', removed.id)],
    });
    return true;
  });
}

export type ProcessedPhoto = { bytes: Buffer; contentType: string };

/** The photo, the story and the notification in one transaction: no photo without its story. */
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
