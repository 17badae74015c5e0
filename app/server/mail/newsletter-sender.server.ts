import type { DbHandle } from '#app/db/client.server.ts';
import {
  claimDelivery,
  finishNewsletters,
  getNewsletter,
  markDeliveryDelayed,
  markDeliveryRefused,
  markDeliverySent,
  nextNewsletterAt,
  releaseDelivery,
  startDueNewsletters,
  type ClaimedDelivery,
  type Newsletter,
} from '#app/db/newsletters.server.ts';
import { logger } from '#app/server/logger.server.ts';
import {
  newsletterMail,
  type NewsletterIdentity,
} from '#app/server/mail/newsletter-mail.server.ts';
import { MailJob } from '#app/server/mail/mail-job.server.ts';
import { smtpReplyCode } from '#app/server/mail/transport.server.ts';

export type NewsletterSenderOptions = {
  handle: DbHandle;
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  transportOptions?: Record<string, unknown>;
  ratePerMinute: number;
  publicUrl: string;
  /** Read per mail: the coach may change her details while a send is under way. */
  identity: () => NewsletterIdentity;
  pollMs?: number;
  baseBackoffMs?: number;
  maxBackoffMs?: number;
};

/** A lease far past the SMTP timeouts: a live sender keeps it, a killed one's is taken up soon. */
const LEASE_MS = 2 * 60_000;

/** Sends newsletters at the configured rate, apart from the outbox (docs/decisions/0032). */
export class NewsletterSender extends MailJob {
  private readonly intervalMs: number;
  /** A sending newsletter cannot change: its content is read once per send. */
  private readonly content = new Map<number, Newsletter>();

  constructor(private readonly options: NewsletterSenderOptions) {
    super(
      {
        smtpUrl: options.smtpUrl,
        outboxDir: options.outboxDir,
        extra: options.transportOptions,
        pool: true,
      },
      'newsletter',
      options.pollMs ?? 15_000,
    );
    this.intervalMs = options.ratePerMinute > 0 ? 60_000 / options.ratePerMinute : 0;
  }

  protected pass(): Promise<number> {
    return this.runOnce();
  }

  /** Starts the due scheduled newsletters, then sends until the pace asks to wait or none is left. */
  async runOnce(): Promise<number> {
    const { db, dialect } = this.options.handle;
    const pollMs = this.options.pollMs ?? 15_000;
    await startDueNewsletters(db);
    while (!this.loop.stopping) {
      const claim = await claimDelivery(db, dialect, {
        intervalMs: this.intervalMs,
        leaseMs: LEASE_MS,
      });
      if (claim.kind === 'wait') return Math.max(0, claim.until.getTime() - Date.now());
      if (claim.kind === 'idle') {
        for (const id of await finishNewsletters(db)) {
          this.content.delete(id);
          logger.info('newsletter sent', { newsletterId: id });
        }
        break;
      }
      if (this.loop.stopping) {
        await releaseDelivery(db, claim.delivery.id);
        break;
      }
      await this.deliver(claim.delivery);
    }
    const next = await nextNewsletterAt(db);
    return next ? Math.max(0, Math.min(pollMs, Date.parse(next) - Date.now())) : pollMs;
  }

  private async newsletter(id: number): Promise<Newsletter | null> {
    const cached = this.content.get(id);
    if (cached) return cached;
    const newsletter = await getNewsletter(this.options.handle.db, id);
    if (newsletter) this.content.set(id, newsletter);
    return newsletter;
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const { db } = this.options.handle;
    const newsletter = await this.newsletter(delivery.newsletterId);
    if (!newsletter) return;
    const message = newsletterMail({
      newsletter,
      to: delivery.subscriber,
      publicUrl: this.options.publicUrl,
      identity: this.options.identity(),
      cacheKey: `${newsletter.id}:${newsletter.version}`,
    });
    try {
      await this.transport.send({
        from: this.options.from,
        to: delivery.subscriber.email,
        ...message,
        messageId: `<bulten-${newsletter.id}-${delivery.id}@koc-sitesi>`,
        fileName: `bulten-${newsletter.id}-${String(delivery.id).padStart(6, '0')}.eml`,
      });
    } catch (error) {
      const code = smtpReplyCode(error);
      const reason = error instanceof Error ? error.message : String(error);
      // The reply code only: a refusal's text often repeats the address.
      logger.warn('newsletter mail not sent', {
        newsletterId: newsletter.id,
        deliveryId: delivery.id,
        code: code ?? (error as { code?: unknown }).code,
      });
      if (code !== undefined && code >= 500 && code < 600) {
        await markDeliveryRefused(db, delivery, reason);
        return;
      }
      const base = this.options.baseBackoffMs ?? 5_000;
      const max = this.options.maxBackoffMs ?? 5 * 60_000;
      await markDeliveryDelayed(db, delivery, {
        error: reason,
        retryAt: (failures) => new Date(Date.now() + Math.min(base * 2 ** (failures - 1), max)),
      });
      return;
    }
    await markDeliverySent(db, delivery);
  }
}
