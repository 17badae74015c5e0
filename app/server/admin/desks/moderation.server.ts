import type { Executor } from '#app/db/client.server.ts';
import { deleteComment, setCommentApproval } from '#app/db/comments.server.ts';
import { createItem, listItems } from '#app/db/content.server.ts';
import { deleteMailsOf, mailAbout } from '#app/db/outbox.server.ts';
import { deleteStory, getStory, setStoryApproval } from '#app/db/stories.server.ts';
import { deleteSubscriber } from '#app/db/subscribers.server.ts';
import type { ModerationAction, ModerationTarget } from '#app/lib/admin/audit-events.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import {
  freeKey,
  testimonialFromStory,
  testimonialsOfStories,
} from '#app/server/content/testimonials.server.ts';
import type { RowChange } from '#app/server/live/change-feed.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

type Actor = { email: string };
type Target = { type: ModerationTarget; id: number };
type Action = ModerationAction;

/** The change and its log entry in one transaction, then the change feed so open pages follow. */
async function moderate<T>(
  runtime: Runtime,
  actor: Actor,
  target: Target,
  action: Action,
  change: (trx: Executor) => Promise<T | null>,
  event?: (result: T) => RowChange,
): Promise<boolean> {
  const result = await runtime.handle.db.transaction().execute(async (trx) => {
    const changed = await change(trx);
    if (changed === null) return null;
    // A deleted record takes its mails along (KVKK): no notice about it waits or stays behind.
    if (action === 'delete')
      await deleteMailsOf(trx, { about: [mailAbout(target.type, target.id)] });
    await recordAudit(trx, actor, {
      type: 'moderation',
      target: target.type,
      action,
      id: target.id,
    });
    return changed;
  });
  if (result === null) return false;
  if (event) runtime.feed.publishAfterCommit(event(result));
  return true;
}

const feedTables = { story: 'transformation_stories', comment: 'blog_comments' } as const;

function decidePublic(
  runtime: Runtime,
  actor: Actor,
  target: { type: 'story' | 'comment'; id: number },
  action: Action,
  change: (trx: Executor) => Promise<{ postSlug: string | null } | null>,
) {
  return moderate(runtime, actor, target, action, change, ({ postSlug }) => ({
    table: feedTables[target.type],
    op: action === 'delete' ? 'delete' : 'update',
    id: target.id,
    postSlug,
    approved: action === 'approve',
  }));
}

export function setStoryPublished(runtime: Runtime, actor: Actor, id: number, published: boolean) {
  return decidePublic(
    runtime,
    actor,
    { type: 'story', id },
    published ? 'approve' : 'unpublish',
    // A story belongs to no post.
    async (trx) => ((await setStoryApproval(trx, id, published)) ? { postSlug: null } : null),
  );
}

export function removeStory(runtime: Runtime, actor: Actor, id: number) {
  return decidePublic(runtime, actor, { type: 'story', id }, 'delete', async (trx) => {
    const row = await deleteStory(trx, id);
    if (!row) return null;
    if (row.imageUrl) await runtime.photos.remove(trx, row.imageUrl);
    return { postSlug: null };
  });
}

export type StoryTestimonialResult =
  | { ok: true; key: string }
  | { ok: false; reason: 'missing' | 'unpublished' | 'no-consent' | 'retry' }
  | { ok: false; reason: 'added'; key: string };

/**
 * A published story as a published testimonial, its publishing consent copied along (docs/product.md#content-desk);
 * once per story, whatever became of that testimonial since.
 */
export async function addStoryAsTestimonial(
  runtime: Runtime,
  actor: Actor,
  id: number,
): Promise<StoryTestimonialResult> {
  const { db } = runtime.handle;
  const story = await getStory(db, id);
  if (!story) return { ok: false, reason: 'missing' };
  if (!story.isApproved) return { ok: false, reason: 'unpublished' };
  const items = await listItems(db, 'testimonial');
  const added = testimonialsOfStories(items).get(id);
  if (added) return { ok: false, reason: 'added', key: added };
  const key = freeKey(story.authorName, new Set(items.map((item) => item.key)));
  const testimonial = testimonialFromStory(story, key);
  if (!testimonial) return { ok: false, reason: 'no-consent' };
  const result = await createItem(
    db,
    { kind: 'testimonial', key, state: 'published', data: testimonial },
    actor.email,
  );
  // Only a testimonial of the same name added meanwhile takes the key.
  if (!result.ok) return { ok: false, reason: 'retry' };
  runtime.feed.publishAfterCommit({
    table: 'content_items',
    op: 'insert',
    id: result.item.id,
    postSlug: null,
    approved: true,
  });
  await runtime.content.reload();
  await recordAudit(db, actor, { type: 'content', action: 'create', kind: 'testimonial', key });
  return { ok: true, key };
}

export function setCommentPublished(
  runtime: Runtime,
  actor: Actor,
  id: number,
  published: boolean,
) {
  return decidePublic(
    runtime,
    actor,
    { type: 'comment', id },
    published ? 'approve' : 'unpublish',
    (trx) => setCommentApproval(trx, id, published),
  );
}

export function removeComment(runtime: Runtime, actor: Actor, id: number) {
  return decidePublic(runtime, actor, { type: 'comment', id }, 'delete', (trx) =>
    deleteComment(trx, id),
  );
}

export function removeSubscriber(runtime: Runtime, actor: Actor, id: number) {
  return moderate(runtime, actor, { type: 'subscriber', id }, 'delete', async (trx) =>
    (await deleteSubscriber(trx, id)) ? true : null,
  );
}
