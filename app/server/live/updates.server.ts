import type { Db } from '#app/db/client.server.ts';
import { getApprovedComment, type PublicComment } from '#app/db/comments.server.ts';
import { getApprovedStory, type PublicStory } from '#app/db/stories.server.ts';
import type { ChangeEvent, ChangeFeed } from '#app/server/live/change-feed.server.ts';
import { publicTables } from '#app/db/public-tables.server.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';

/** The event rules for an open page (docs/product.md#live-updates); only public fields travel. */
export type LiveChange<T> =
  { type: 'upsert'; item: T } | { type: 'remove'; id: number } | { type: 'resync' };

export function sendChange<T>(
  send: (event: string, data: unknown) => void,
  change: LiveChange<T>,
): void {
  if (change.type === 'upsert') send('upsert', change.item);
  else if (change.type === 'remove') send('remove', { id: change.id });
  else send('resync', {});
}

type StoryListener = (change: LiveChange<PublicStory>) => void;
type CommentListener = (change: LiveChange<PublicComment>) => void;

/** Resolves each change once, however many pages are open, then fans it out. */
export class LiveUpdates {
  private readonly storyListeners = new Set<StoryListener>();
  private readonly commentListeners = new Map<string, Set<CommentListener>>();
  private readonly unsubscribe: () => void;
  // One change at a time, in arrival order, so a page never sees an older state after a newer one.
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    this.unsubscribe = feed.subscribe((event) => {
      this.queue = this.queue
        .then(() => this.resolve(event))
        .catch((error: unknown) =>
          logger.error('live update failed', { ...errorFields(error), event }),
        );
    });
  }

  get subscriptionCount(): number {
    let count = this.storyListeners.size;
    for (const listeners of this.commentListeners.values()) count += listeners.size;
    return count;
  }

  close(): void {
    this.unsubscribe();
    this.storyListeners.clear();
    this.commentListeners.clear();
  }

  onStory(listener: StoryListener): () => void {
    this.storyListeners.add(listener);
    return () => this.storyListeners.delete(listener);
  }

  onComment(postSlug: string, listener: CommentListener): () => void {
    const listeners = this.commentListeners.get(postSlug) ?? new Set();
    listeners.add(listener);
    this.commentListeners.set(postSlug, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.commentListeners.delete(postSlug);
    };
  }

  private async resolve(event: ChangeEvent): Promise<void> {
    if (event.op === 'resync') {
      const resync = { type: 'resync' } as const;
      for (const listener of this.storyListeners) listener(resync);
      for (const listeners of this.commentListeners.values()) {
        for (const listener of listeners) listener(resync);
      }
      return;
    }
    // A new, unapproved item was never on any page: nothing to tell them.
    if (!event.approved && event.op === 'insert') return;
    const live = publicTables[event.table].live;
    if (live === 'stories') {
      if (this.storyListeners.size === 0) return;
      const story = event.approved ? await getApprovedStory(this.db, event.id) : null;
      const change = changeOf(story, event.id);
      for (const listener of this.storyListeners) listener(change);
    } else if (live === 'comments') {
      const listeners = event.postSlug ? this.commentListeners.get(event.postSlug) : undefined;
      if (!listeners?.size) return;
      const comment = event.approved ? await getApprovedComment(this.db, event.id) : null;
      const change = changeOf(comment, event.id);
      for (const listener of listeners) listener(change);
    }
  }
}

/** Read after the change: if the item was unpublished since, a later event says so too. */
function changeOf<T>(item: T | null, id: number): LiveChange<T> {
  return item ? { type: 'upsert', item } : { type: 'remove', id };
}
