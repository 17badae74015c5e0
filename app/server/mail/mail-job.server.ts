import { BackgroundLoop } from '#app/server/background-loop.server.ts';
import { MailTransport, type TransportOptions } from '#app/server/mail/transport.server.ts';

/** A background job that sends mail (the outbox worker, the newsletter sender). */
export abstract class MailJob {
  protected readonly transport: MailTransport;
  protected readonly loop: BackgroundLoop;

  constructor(transport: TransportOptions, name: string, retryMs: number) {
    this.transport = new MailTransport(transport);
    this.loop = new BackgroundLoop(() => this.pass(), name, retryMs);
  }

  protected abstract pass(): Promise<number>;

  start(): void {
    this.loop.start();
  }

  kick(): void {
    this.loop.kick();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    await this.transport.close();
  }
}
