import { deleteComment, setCommentApproval } from '#app/db/comments.server.ts';
import { insertLogEntry } from '#app/db/moderation-log.server.ts';
import { deleteStory, setStoryApproval } from '#app/db/stories.server.ts';
import { deleteSubscriber } from '#app/db/subscribers.server.ts';
import type { Services } from '#app/server/services.server.ts';

type Actor = { email: string };

/**
 * The coach's decisions. Each writes its moderation-log entry in the same transaction and
 * reaches open pages through the change feed.
 */
export async function setStoryPublished(
  services: Services,
  actor: Actor,
  id: number,
  published: boolean,
): Promise<boolean> {
  const changed = await services.handle.db.transaction().execute(async (trx) => {
    if (!(await setStoryApproval(trx, id, published))) return false;
    await insertLogEntry(trx, {
      adminEmail: actor.email,
      action: published ? 'approve' : 'unpublish',
      targetType: 'story',
      targetId: String(id),
      detail: null,
    });
    return true;
  });
  if (changed) {
    services.feed.publishAfterCommit({
      table: 'transformation_stories',
      op: 'update',
      id,
      postSlug: null,
    });
  }
  return changed;
}

/** Deletes a story with its photo. */
export async function removeStory(services: Services, actor: Actor, id: number): Promise<boolean> {
  const removed = await services.handle.db.transaction().execute(async (trx) => {
    const row = await deleteStory(trx, id);
    if (!row) return false;
    if (row.imageUrl) await services.photos.remove(trx, row.imageUrl);
    await insertLogEntry(trx, {
      adminEmail: actor.email,
      action: 'delete',
      targetType: 'story',
      targetId: String(id),
      detail: null,
    });
    return true;
  });
  if (removed) {
    services.feed.publishAfterCommit({
      table: 'transformation_stories',
      op: 'delete',
      id,
      postSlug: null,
    });
  }
  return removed;
}

export async function setCommentPublished(
  services: Services,
  actor: Actor,
  id: number,
  published: boolean,
): Promise<boolean> {
  const comment = await services.handle.db.transaction().execute(async (trx) => {
    const row = await setCommentApproval(trx, id, published);
    if (!row) return null;
    await insertLogEntry(trx, {
      adminEmail: actor.email,
      action: published ? 'approve' : 'unpublish',
      targetType: 'comment',
      targetId: String(id),
      detail: row.postSlug,
    });
    return row;
  });
  if (comment) {
    services.feed.publishAfterCommit({
      table: 'blog_comments',
      op: 'update',
      id,
      postSlug: comment.postSlug,
    });
  }
  return comment !== null;
}

export async function removeComment(
  services: Services,
  actor: Actor,
  id: number,
): Promise<boolean> {
  const removed = await services.handle.db.transaction().execute(async (trx) => {
    const row = await deleteComment(trx, id);
    if (!row) return null;
    await insertLogEntry(trx, {
      adminEmail: actor.email,
      action: 'delete',
      targetType: 'comment',
      targetId: String(id),
      detail: row.postSlug,
    });
    return row;
  });
  if (removed) {
    services.feed.publishAfterCommit({
      table: 'blog_comments',
      op: 'delete',
      id,
      postSlug: removed.postSlug,
    });
  }
  return removed !== null;
}

export async function removeSubscriber(
  services: Services,
  actor: Actor,
  id: number,
): Promise<boolean> {
  return services.handle.db.transaction().execute(async (trx) => {
    if (!(await deleteSubscriber(trx, id))) return false;
    await insertLogEntry(trx, {
      adminEmail: actor.email,
      action: 'delete',
      targetType: 'subscriber',
      targetId: String(id),
      detail: null,
    });
    return true;
  });
}
