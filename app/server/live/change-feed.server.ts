import type pg from 'pg';

import { pgDriver, type DbHandle } from '#app/db/client.server.ts';
import { isPublicTable, type PublicTableName } from '#app/db/public-tables.server.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';

export type RowChange = {
  table: PublicTableName;
  op: 'insert' | 'update' | 'delete';
  id: number;
  postSlug: string | null;
  approved: boolean;
};

/** After a feed outage, anything may have been missed: pages reload and the cache forgets. */
export type ResyncEvent = { op: 'resync'; approved: true };

export type ChangeEvent = RowChange | ResyncEvent;

type Listener = (event: ChangeEvent) => void;

export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/** Backoff with equal jitter, so instances cut off together do not all come back at once. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export type SubscribeOptions = {
  /** Also called at this process's own commit, so its next answer shows the change. */
  ownCommitsAtOnce?: boolean;
};

function isRowChange(value: unknown): value is RowChange {
  const event = value as Partial<RowChange> | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    isPublicTable(event.table) &&
    (event.op === 'insert' || event.op === 'update' || event.op === 'delete') &&
    typeof event.id === 'number' &&
    typeof event.approved === 'boolean'
  );
}

/** Changes of the public tables after commit: in process on SQLite, by NOTIFY on PostgreSQL. */
export class ChangeFeed {
  private readonly listeners = new Set<Listener>();
  private readonly ownCommitListeners = new Set<Listener>();
  private client: pg.Client | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private down = false;
  private attempt = 0;
  private connectedAt = 0;

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

  publishAfterCommit(event: RowChange): void {
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
        if (isRowChange(event)) this.emit(event, this.listeners);
      } catch (error) {
        logger.warn('unreadable change notification', errorFields(error));
      }
    });
    client.on('error', (error) => this.reconnect(client, error));
    client.on('end', () => this.reconnect(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end();
      return;
    }
    this.client = client;
    this.connectedAt = Date.now();
    if (this.down) {
      this.down = false;
      logger.info('change feed is back; open pages reload what changed');
      // Notices sent while nobody listened are lost: everyone catches up at once.
      this.emit({ op: 'resync', approved: true }, this.listeners);
    }
  }

  /** The connection is gone: one warning line (the cause is the database), then quiet retries. */
  private reconnect(failed: pg.Client, error: unknown): void {
    if (this.stopped || this.client !== failed) return;
    this.client = undefined;
    failed.end().catch(() => undefined);
    this.down = true;
    // A connection dropping soon after coming back continues the backoff, not hammering the database.
    if (Date.now() - this.connectedAt >= RETRY_MAX_MS) this.attempt = 0;
    logger.warn('change feed is down; live updates pause until PostgreSQL is back', {
      error: error instanceof Error ? error.message : String(error),
    });
    this.retryListen();
  }

  private retryListen(): void {
    const attempt = this.attempt;
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.listen().catch((error: unknown) => {
        logger.debug('change feed reconnect failed', { error: String(error), attempt });
        if (!this.stopped) this.retryListen();
      });
    }, retryDelay(attempt));
    this.retryTimer.unref();
  }
}
