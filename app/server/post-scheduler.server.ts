import { nextScheduledAt, publishDuePosts } from '#app/db/blog-posts.server.ts';
import type { Db } from '#app/db/client.server.ts';
import type { ChangeFeed } from '#app/server/live/change-feed.server.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';

/** Even with nothing scheduled, the schedule is read again this often (a missed notice heals). */
const LONGEST_WAIT_MS = 60_000;

/** Publishes scheduled posts on every instance; a late timer only delays the cache. */
export class PostScheduler {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private unsubscribe: (() => void) | undefined;
  /** Runs one after another: a reschedule never races a publication. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
  ) {}

  start(): void {
    this.unsubscribe = this.feed.subscribe((event) => {
      if (event.op === 'resync' || event.table === 'blog_posts') this.enqueue(() => this.plan());
    });
    this.enqueue(() => this.publishDue());
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.unsubscribe?.();
  }

  settled(): Promise<void> {
    return this.queue;
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => {
      logger.error('scheduled publication failed', errorFields(error));
      this.wait(LONGEST_WAIT_MS);
    });
  }

  private async publishDue(): Promise<void> {
    if (this.stopped) return;
    for (const post of await publishDuePosts(this.db)) {
      logger.info('scheduled post published', { slug: post.slug });
      this.feed.publishAfterCommit({
        table: 'blog_posts',
        op: 'update',
        id: post.id,
        postSlug: post.slug,
        approved: true,
      });
    }
    await this.plan();
  }

  private async plan(): Promise<void> {
    if (this.stopped) return;
    const next = await nextScheduledAt(this.db);
    const wait = next === null ? LONGEST_WAIT_MS : new Date(next).getTime() - Date.now();
    this.wait(Math.max(0, Math.min(wait, LONGEST_WAIT_MS)));
  }

  private wait(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.enqueue(() => this.publishDue()), ms);
    this.timer.unref();
  }
}
