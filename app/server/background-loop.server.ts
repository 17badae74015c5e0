import { errorFields, logger } from '#app/server/logger.server.ts';

/** A background job: one pass at a time, at once when kicked. */
export class BackgroundLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private started = false;
  private stopped = false;

  constructor(
    private readonly pass: () => Promise<number>,
    private readonly name: string,
    private readonly retryMs: number,
  ) {}

  get stopping(): boolean {
    return this.stopped;
  }

  start(): void {
    this.started = true;
    this.stopped = false;
    this.schedule(0);
  }

  /** A pass soon, unless one is running (it will see the new work). */
  kick(): void {
    if (this.started && !this.stopped && !this.running) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.pass()
        .catch((error: unknown) => {
          logger.error(`${this.name} pass failed`, errorFields(error));
          return this.retryMs;
        })
        .then((next) => {
          this.running = undefined;
          if (!this.stopped) this.schedule(next);
        });
    }, delayMs);
    this.timer.unref();
  }
}
