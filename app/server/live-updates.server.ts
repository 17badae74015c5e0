import { getApprovedComment, type PublicComment } from '#app/db/comments.server.ts';
import type { Db } from '#app/db/client.server.ts';
import { getApprovedStory, type PublicStory } from '#app/db/stories.server.ts';
import type { ChangeEvent, ChangeFeed } from '#app/server/change-feed.server.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';

/**
 * SPEC section 4's event rules for an open page: an approved item (inserted or updated) is added
 * or replaced; one no longer approved, or deleted, is removed. Only public fields travel.
 */
export type LiveChange<T> = { type: 'upsert'; item: T } | { type: 'remove'; id: number };

type StoryListener = (change: LiveChange<PublicStory>) => void;
type CommentListener = (change: LiveChange<PublicComment>) => void;

/** Resolves each change once, however many pages are open, then fans it out. */
export class LiveUpdates {
  private readonly storyListeners = new Set<StoryListener>();
  private readonly commentListeners = new Map<string, Set<CommentListener>>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    this.unsubscribe = feed.subscribe((event) => {
      this.resolve(event).catch((error: unknown) =>
        logger.error('live update failed', { ...errorFields(error), event }),
      );
    });
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
    if (event.table === 'transformation_stories') {
      if (this.storyListeners.size === 0) return;
      const story = event.op === 'delete' ? null : await getApprovedStory(this.db, event.id);
      const change: LiveChange<PublicStory> = story
        ? { type: 'upsert', item: story }
        : { type: 'remove', id: event.id };
      for (const listener of this.storyListeners) listener(change);
      return;
    }
    const listeners = event.postSlug ? this.commentListeners.get(event.postSlug) : undefined;
    if (!listeners?.size) return;
    const comment = event.op === 'delete' ? null : await getApprovedComment(this.db, event.id);
    const change: LiveChange<PublicComment> = comment
      ? { type: 'upsert', item: comment }
      : { type: 'remove', id: event.id };
    for (const listener of listeners) listener(change);
  }
}
