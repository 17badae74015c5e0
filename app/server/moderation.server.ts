import type { Executor } from '#app/db/client.server.ts';
import { deleteComment, setCommentApproval } from '#app/db/comments.server.ts';
import { insertLogEntry } from '#app/db/moderation-log.server.ts';
import { deleteMailsOf, mailAbout } from '#app/db/outbox.server.ts';
import { deleteStory, setStoryApproval } from '#app/db/stories.server.ts';
import { deleteSubscriber } from '#app/db/subscribers.server.ts';
import type { ChangeEvent } from '#app/server/change-feed.server.ts';
import type { Services } from '#app/server/services.server.ts';

type Actor = { email: string };
type Target = { type: 'story' | 'comment' | 'subscriber'; id: number };

/**
 * One decision of the coach: the change and its moderation-log entry in one transaction, then
 * (for stories and comments) the change feed, so open pages follow. False when nothing matched.
 */
async function moderate<T>(
  services: Services,
  actor: Actor,
  target: Target,
  action: 'approve' | 'unpublish' | 'delete',
  change: (trx: Executor) => Promise<T | null>,
  event?: (result: T) => ChangeEvent,
): Promise<boolean> {
  const result = await services.handle.db.transaction().execute(async (trx) => {
    const changed = await change(trx);
    if (changed === null) return null;
    // A deleted record takes its mails along (KVKK): no notice about it waits or stays behind.
    if (action === 'delete')
      await deleteMailsOf(trx, { about: [mailAbout(target.type, target.id)] });
    await insertLogEntry(trx, {
      adminEmail: actor.email,
      action,
      targetType: target.type,
      targetId: String(target.id),
      detail: null,
    });
    return changed;
  });
  if (result === null) return false;
  if (event) services.feed.publishAfterCommit(event(result));
  return true;
}

export function setStoryPublished(
  services: Services,
  actor: Actor,
  id: number,
  published: boolean,
) {
  return moderate(
    services,
    actor,
    { type: 'story', id },
    published ? 'approve' : 'unpublish',
    async (trx) => ((await setStoryApproval(trx, id, published)) ? true : null),
    () => ({
      table: 'transformation_stories',
      op: 'update',
      id,
      postSlug: null,
      approved: published,
    }),
  );
}

/** Deletes a story with its photo. */
export function removeStory(services: Services, actor: Actor, id: number) {
  return moderate(
    services,
    actor,
    { type: 'story', id },
    'delete',
    async (trx) => {
      const row = await deleteStory(trx, id);
      if (!row) return null;
      if (row.imageUrl) await services.photos.remove(trx, row.imageUrl);
      return true;
    },
    () => ({ table: 'transformation_stories', op: 'delete', id, postSlug: null, approved: false }),
  );
}

export function setCommentPublished(
  services: Services,
  actor: Actor,
  id: number,
  published: boolean,
) {
  return moderate(
    services,
    actor,
    { type: 'comment', id },
    published ? 'approve' : 'unpublish',
    (trx) => setCommentApproval(trx, id, published),
    (comment) => ({
      table: 'blog_comments',
      op: 'update',
      id,
      postSlug: comment.postSlug,
      approved: published,
    }),
  );
}

export function removeComment(services: Services, actor: Actor, id: number) {
  return moderate(
    services,
    actor,
    { type: 'comment', id },
    'delete',
    (trx) => deleteComment(trx, id),
    (comment) => ({
      table: 'blog_comments',
      op: 'delete',
      id,
      postSlug: comment.postSlug,
      approved: false,
    }),
  );
}

export function removeSubscriber(services: Services, actor: Actor, id: number) {
  return moderate(services, actor, { type: 'subscriber', id }, 'delete', async (trx) =>
    (await deleteSubscriber(trx, id)) ? true : null,
  );
}
