import type pg from 'pg';

import { pgDriver, type DbHandle } from '#app/db/client.server.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';

export type ChangeEvent = {
  table: 'transformation_stories' | 'blog_comments';
  op: 'insert' | 'update' | 'delete';
  id: number;
  postSlug: string | null;
  /** Whether the row is approved after this change (false when deleted). */
  approved: boolean;
};

type Listener = (event: ChangeEvent) => void;

export type SubscribeOptions = {
  /**
   * Also called as soon as this process commits a change, before it answers the request that
   * made it, so that its next answer already shows the change. On PostgreSQL the trigger's NOTIFY
   * brings the same change again a moment later, so such a listener must not mind a repeat.
   */
  ownCommitsAtOnce?: boolean;
};

function isChangeEvent(value: unknown): value is ChangeEvent {
  const event = value as Partial<ChangeEvent> | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    (event.table === 'transformation_stories' || event.table === 'blog_comments') &&
    (event.op === 'insert' || event.op === 'update' || event.op === 'delete') &&
    typeof event.id === 'number' &&
    typeof event.approved === 'boolean'
  );
}

/**
 * Story and comment changes, after commit. SQLite (one process): the writer publishes in
 * process. PostgreSQL: a trigger NOTIFYs on commit and every instance LISTENs, so changes made
 * by another instance, or directly in the database, reach every open page.
 */
export class ChangeFeed {
  private readonly listeners = new Set<Listener>();
  private readonly ownCommitListeners = new Set<Listener>();
  private client: pg.Client | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly handle: DbHandle) {}

  /** The trigger's channel: one per schema, so databases sharing a server stay apart. */
  get channel(): string {
    return `koc_changes_${this.handle.schema ?? 'public'}`;
  }

  async start(): Promise<void> {
    if (this.handle.dialect === 'postgres') await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.listeners.clear();
    this.ownCommitListeners.clear();
    await this.client?.end().catch(() => undefined);
  }

  subscribe(listener: Listener, options: SubscribeOptions = {}): () => void {
    this.listeners.add(listener);
    if (options.ownCommitsAtOnce) this.ownCommitListeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      this.ownCommitListeners.delete(listener);
    };
  }

  /**
   * Called by writers after their transaction committed. On PostgreSQL the trigger publishes to
   * every listener; only those that asked for this process's own commits hear of it here.
   */
  publishAfterCommit(event: ChangeEvent): void {
    this.emit(event, this.handle.dialect === 'sqlite' ? this.listeners : this.ownCommitListeners);
  }

  private emit(event: ChangeEvent, listeners: ReadonlySet<Listener>): void {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        logger.error('change listener failed', errorFields(error));
      }
    }
  }

  private async listen(): Promise<void> {
    const client = new (pgDriver().Client)(this.handle.pgConfig);
    client.on('notification', (message) => {
      try {
        const event: unknown = JSON.parse(message.payload ?? '');
        if (isChangeEvent(event)) this.emit(event, this.listeners);
      } catch (error) {
        logger.warn('unreadable change notification', errorFields(error));
      }
    });
    client.on('error', (error) => {
      logger.warn('change feed connection lost, reconnecting', errorFields(error));
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) await client.end();
    else this.client = client;
  }

  private reconnect(failed: pg.Client): void {
    if (this.stopped || this.client !== failed) return;
    this.client = undefined;
    failed.end().catch(() => undefined);
    this.retryListen();
  }

  private retryListen(): void {
    this.retryTimer = setTimeout(() => {
      this.listen().catch((error: unknown) => {
        logger.warn('change feed reconnect failed', errorFields(error));
        this.retryListen();
      });
    }, 1000);
    this.retryTimer.unref();
  }
}
