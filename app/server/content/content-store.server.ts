import type { Db } from '#app/db/client.server.ts';
import {
  listPriceLists,
  listPublishedItems,
  type PriceList,
  type StoredItem,
} from '#app/db/content.server.ts';
import {
  buildSiteContent,
  listInForce,
  type Deployment,
  type SiteContent,
} from '#app/server/content/site-content.server.ts';
import type { ChangeFeed } from '#app/server/live/change-feed.server.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';

/** setTimeout's longest wait; a price list further ahead is planned again when it is reached. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * This instance's copy of the published content (docs/decisions/0049): read at start, read again
 * whenever the change feed reports content or prices, so a page costs no database read.
 */
export class ContentStore {
  private items: StoredItem[] = [];
  private lists: PriceList[] = [];
  private generation = 0;
  private built: { key: string; content: SiteContent } | undefined;
  private readonly listeners = new Set<() => void>();
  private unsubscribe: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** One reload after another, so an older read never replaces a newer one. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly deployment: Deployment,
    private readonly now: () => number = Date.now,
  ) {}

  async start(feed: ChangeFeed): Promise<void> {
    await this.load();
    this.unsubscribe = feed.subscribe(
      (event) => {
        if (
          event.op === 'resync' ||
          event.table === 'content_items' ||
          event.table === 'price_lists'
        ) {
          void this.reload();
        }
      },
      { ownCommitsAtOnce: true },
    );
  }

  stop(): void {
    this.unsubscribe?.();
    this.listeners.clear();
    clearTimeout(this.timer);
  }

  /** The content in force now; built once per change and per price list taking effect. */
  current(): SiteContent {
    const list = listInForce(this.lists, this.now());
    const key = `${this.generation}:${list?.id ?? 0}`;
    if (this.built?.key !== key) {
      this.built = {
        key,
        content: buildSiteContent(this.items, this.lists, this.deployment, this.now()),
      };
    }
    return this.built.content;
  }

  /** Called after each reload and when a price list takes effect: cached pages are out of date. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the content again; resolves once pages show it. */
  reload(): Promise<void> {
    this.queue = this.queue
      .then(() => this.load())
      .then(() => this.changed())
      .catch((error: unknown) => logger.error('content could not be read', errorFields(error)));
    return this.queue;
  }

  private async load(): Promise<void> {
    const [items, lists] = await Promise.all([
      listPublishedItems(this.db),
      listPriceLists(this.db),
    ]);
    this.items = items;
    this.lists = lists;
    this.generation += 1;
    this.planNextList();
  }

  private changed(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (error) {
        logger.error('content listener failed', errorFields(error));
      }
    }
  }

  /** Wakes at the next price list's time, so every instance switches in the same minute. */
  private planNextList(): void {
    clearTimeout(this.timer);
    const now = this.now();
    const next = this.lists.map((list) => Date.parse(list.effectiveAt)).find((at) => at > now);
    if (next === undefined) return;
    this.timer = setTimeout(
      () => {
        this.planNextList();
        this.changed();
      },
      Math.min(next - now, LONGEST_TIMER_MS),
    );
    this.timer.unref();
  }
}
