import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

import { privacyFacts } from '#app/data/privacy.ts';
import type { DbHandle } from '#app/db/client.server.ts';
import { purgeExpiredHolds, purgePastBookings } from '#app/db/bookings.server.ts';
import {
  claimDueMails,
  deleteMailsOf,
  mailAbout,
  markMailFailed,
  markMailSent,
  purgeFinishedMails,
  releaseMails,
  type QueuedMail,
} from '#app/db/outbox.server.ts';
import { purgeUnapprovedComments } from '#app/db/comments.server.ts';
import { deleteExpiredStashes } from '#app/db/editor-stash.server.ts';
import { databasePhotoStore, type PhotoStore } from '#app/db/photos.server.ts';
import { purgeUnapprovedStories } from '#app/db/stories.server.ts';
import { purgeLogEntries } from '#app/db/moderation-log.server.ts';
import { deleteExpiredCounters } from '#app/db/rate-counters.server.ts';
import { deleteExpiredSessions } from '#app/db/accounts/sessions.server.ts';
import { purgeNewsletterRecords } from '#app/db/subscribers.server.ts';
import { forgetDeliveryRecipients } from '#app/db/newsletters.server.ts';
import { logger } from '#app/server/logger.server.ts';
import { MailJob } from '#app/server/mail/mail-job.server.ts';
import { sendFailureFields } from '#app/server/mail/transport.server.ts';
import { deleteOldSubmissionKeys } from '#app/server/submissions/submission-key.server.ts';

const MAX_ATTEMPTS = 12;
const BASE_BACKOFF_MS = 5_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

export type MailWorkerOptions = {
  handle: DbHandle;
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  pollMs?: number;
  transportOptions?: Record<string, unknown>;
  baseBackoffMs?: number;
  /** Where story photos live, so an erased story takes its photo with it (default: the database). */
  photos?: PhotoStore;
};

/** 5 s, 10 s, 20 s … capped at an hour; after 12 attempts the mail is marked failed. */
export function nextRetry(attempts: number, baseMs = BASE_BACKOFF_MS): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return new Date(Date.now() + Math.min(baseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS));
}

export class MailWorker extends MailJob {
  private purgedAt = 0;

  constructor(private readonly options: MailWorkerOptions) {
    super(
      { smtpUrl: options.smtpUrl, outboxDir: options.outboxDir, extra: options.transportOptions },
      'mail worker',
      options.pollMs ?? 15_000,
    );
  }

  protected async pass(): Promise<number> {
    await this.runOnce();
    return this.options.pollMs ?? 15_000;
  }

  /** One pass over the due mails; once stopping, leased but untried mails are released. */
  async runOnce(): Promise<number> {
    const { db, dialect } = this.options.handle;
    await this.purgeIfDue();
    let sent = 0;
    while (!this.loop.stopping) {
      const batch = await claimDueMails(db, dialect);
      if (batch.length === 0) break;
      for (const [index, mail] of batch.entries()) {
        if (this.loop.stopping) {
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

  /** At most hourly: finished mails older than the retention the privacy notice states. */
  private async purgeIfDue(): Promise<void> {
    if (Date.now() - this.purgedAt < PURGE_EVERY_MS) return;
    this.purgedAt = Date.now();
    const before = new Date(Date.now() - privacyFacts.mailRetentionDays * 24 * 60 * 60_000);
    await purgeFinishedMails(this.options.handle.db, before);
    // A sent newsletter's deliveries no longer say whom it went to; its counts stay.
    await forgetDeliveryRecipients(this.options.handle.db, before);
    // Calls more than six months past, and holds never confirmed, with any mail about them.
    await this.options.handle.db.transaction().execute(async (trx) => {
      const gone = [...(await purgePastBookings(trx)), ...(await purgeExpiredHolds(trx))];
      await deleteMailsOf(trx, { about: gone.map((id) => mailAbout('booking', id)) });
    });
    // The audit trail's entries, sign-ins' addresses included, after 12 months.
    const auditBefore = new Date();
    auditBefore.setMonth(auditBefore.getMonth() - privacyFacts.auditLogMonths);
    await purgeLogEntries(this.options.handle.db, auditBefore);
    // The editor's stashes after a day; sessions once they are past use for a stash too.
    await deleteExpiredStashes(this.options.handle.db);
    await deleteExpiredSessions(this.options.handle.db);
    // The keyed hashes of client addresses once their time is over, and the forms' submission keys
    // after a day: the limiters delete them only when they are next used, a quiet site not.
    await deleteExpiredCounters(this.options.handle.db, Date.now());
    await deleteOldSubmissionKeys(this.options.handle.db);
    // The newsletter's unconfirmed sign-ups (30 days) and old withdrawals (3 years).
    await this.options.handle.db
      .transaction()
      .execute((trx) => purgeNewsletterRecords(trx, new Date()));
    // Stories (with their photos) and comments never approved, 90 days after they were sent.
    const unapprovedBefore = new Date(
      Date.now() - privacyFacts.unapprovedSubmissionDays * 24 * 60 * 60_000,
    );
    const photos = this.options.photos ?? databasePhotoStore;
    await this.options.handle.db.transaction().execute(async (trx) => {
      const stories = await purgeUnapprovedStories(trx, unapprovedBefore);
      for (const story of stories) {
        if (story.imageUrl) await photos.remove(trx, story.imageUrl);
      }
      const comments = await purgeUnapprovedComments(trx, unapprovedBefore);
      await deleteMailsOf(trx, {
        about: [
          ...stories.map((story) => mailAbout('story', story.id)),
          ...comments.map((id) => mailAbout('comment', id)),
        ],
      });
    });
    if (!this.transport.toFiles) return;
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
      await this.transport.send({
        from: this.options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        attachments: mail.attachments,
        messageId: `<outbox-${mail.id}-${Date.parse(mail.createdAt)}@koc-sitesi>`,
        fileName: `${String(mail.id).padStart(6, '0')}-${mail.kind}.eml`,
      });
      await markMailSent(db, mail.id);
      return true;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const retryAt = nextRetry(attempts, this.options.baseBackoffMs);
      logger.warn('mail not sent', { id: mail.id, attempts, retryAt, ...sendFailureFields(error) });
      await markMailFailed(db, mail.id, {
        attempts,
        error: error instanceof Error ? error.message : String(error),
        retryAt,
      });
      return false;
    }
  }
}
