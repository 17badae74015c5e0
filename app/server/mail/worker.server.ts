import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Transporter } from 'nodemailer';

import { privacyFacts } from '#app/data/privacy.ts';
import type { DbHandle } from '#app/db/client.server.ts';
import {
  claimDueMails,
  markMailFailed,
  markMailSent,
  purgeFinishedMails,
  releaseMails,
  type QueuedMail,
} from '#app/db/outbox.server.ts';
import { purgeNewsletterRecords } from '#app/db/subscribers.server.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';

const MAX_ATTEMPTS = 12;
const BASE_BACKOFF_MS = 5_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

export type MailWorkerOptions = {
  handle: DbHandle;
  smtpUrl: string | undefined;
  from: string;
  /** Where .eml files go when there is no SMTP server (development). */
  outboxDir: string;
  pollMs?: number;
  /** For tests: extra transport options (e.g. ignoreTLS for a local test server). */
  transportOptions?: Record<string, unknown>;
  baseBackoffMs?: number;
};

/** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start). */
export function smtpOptions(url: string): {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
} {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
  };
}

/** 5 s, 10 s, 20 s … capped at an hour; after 12 attempts the mail is marked failed. */
export function nextRetry(attempts: number, baseMs = BASE_BACKOFF_MS): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return new Date(Date.now() + Math.min(baseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS));
}

/**
 * Sends the outbox in the background: a failing SMTP server never fails or delays a
 * submission, and each mail is marked sent only after the server accepted it.
 */
export class MailWorker {
  /** Made with the first mail: see `transporter`. */
  private transport: Promise<Transporter> | undefined;
  private readonly smtp: ReturnType<typeof smtpOptions> | undefined;
  private readonly toFiles: boolean;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private started = false;
  private stopped = false;
  private purgedAt = 0;

  constructor(private readonly options: MailWorkerOptions) {
    this.toFiles = !options.smtpUrl;
    // Read now, so that a malformed SMTP_URL stops the start rather than the first mail.
    this.smtp = options.smtpUrl ? smtpOptions(options.smtpUrl) : undefined;
  }

  /**
   * The mail library is loaded with the first mail, not when the server starts: it added a tenth
   * of a second to every cold start, and most passes find the outbox empty.
   */
  private transporter(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      this.smtp
        ? nodemailer.createTransport({
            ...this.smtp,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 20_000,
            ...this.options.transportOptions,
          })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return this.transport;
  }

  start(): void {
    this.started = true;
    this.stopped = false;
    this.schedule(0);
  }

  /** Ask for a run soon, e.g. right after a submission wrote to the outbox. */
  kick(): void {
    if (this.started && !this.stopped && !this.running) this.schedule(0);
  }

  /** Finishes the mail being sent, then stops (graceful shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    (await this.transport?.catch(() => undefined))?.close();
  }

  /**
   * One pass over the due mails; exposed for tests. Once stopping, the mail in hand is finished
   * and no other is begun: the ones leased but not tried are released, so that a restarted
   * server sends them at once instead of after the lease.
   */
  async runOnce(): Promise<number> {
    const { db, dialect } = this.options.handle;
    await this.purgeIfDue();
    let sent = 0;
    while (!this.stopped) {
      const batch = await claimDueMails(db, dialect);
      if (batch.length === 0) break;
      for (const [index, mail] of batch.entries()) {
        if (this.stopped) {
          await releaseMails(
            db,
            batch.slice(index).map((left) => left.id),
          );
          break;
        }
        if (await this.deliver(mail)) sent += 1;
      }
    }
    return sent;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error: unknown) => logger.error('mail worker pass failed', errorFields(error)))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.options.pollMs ?? 15_000);
        });
    }, delayMs);
    this.timer.unref();
  }

  /** At most hourly: finished mails older than the retention the privacy notice states. */
  private async purgeIfDue(): Promise<void> {
    if (Date.now() - this.purgedAt < PURGE_EVERY_MS) return;
    this.purgedAt = Date.now();
    const before = new Date(Date.now() - privacyFacts.mailRetentionDays * 24 * 60 * 60_000);
    await purgeFinishedMails(this.options.handle.db, before);
    // The newsletter's unconfirmed sign-ups (30 days) and old withdrawals (3 years).
    await this.options.handle.db
      .transaction()
      .execute((trx) => purgeNewsletterRecords(trx, new Date()));
    if (!this.toFiles) return;
    // Development's .eml copies hold the same addresses: they follow the same rule.
    const files = await readdir(this.options.outboxDir).catch(() => []);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const full = path.join(this.options.outboxDir, file);
      const info = await stat(full).catch(() => null);
      if (info && info.mtime < before) await rm(full, { force: true });
    }
  }

  private async deliver(mail: QueuedMail): Promise<boolean> {
    const { db } = this.options.handle;
    try {
      const transport = await this.transporter();
      const info = await transport.sendMail({
        from: this.options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        // The same Message-ID on every attempt lets a receiving server drop a duplicate.
        messageId: `<outbox-${mail.id}-${Date.parse(mail.createdAt)}@koc-sitesi>`,
      });
      if (this.toFiles) {
        await mkdir(this.options.outboxDir, { recursive: true });
        await writeFile(
          path.join(this.options.outboxDir, `${String(mail.id).padStart(6, '0')}-${mail.kind}.eml`),
          info.message as Buffer,
        );
      }
      await markMailSent(db, mail.id);
      return true;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const retryAt = nextRetry(attempts, this.options.baseBackoffMs);
      logger.warn('mail not sent', { id: mail.id, attempts, retryAt, ...errorFields(error) });
      await markMailFailed(db, mail.id, {
        attempts,
        error: error instanceof Error ? error.message : String(error),
        retryAt,
      });
      return false;
    }
  }
}
