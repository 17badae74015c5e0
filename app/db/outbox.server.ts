import { sql, type Kysely } from 'kysely';

import type { Dialect, Executor } from '#app/db/client.server.ts';
import type { Database } from '#app/db/schema.ts';
import { changedRows, countRows, nowIso, toIso } from '#app/db/sql-values.ts';

export type MailAttachment = { filename: string; contentType: string; content: string };

export type OutgoingMail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  about?: string;
  attachments?: MailAttachment[];
  notBefore?: Date;
};
export type QueuedMail = OutgoingMail & { id: number; attempts: number; createdAt: string };

/** "subscriber:3": what an unsubscribe or an erasure looks for to remove a person's mails. */
export function mailAbout(
  type: 'subscriber' | 'story' | 'comment' | 'booking' | 'invitation',
  id: number,
): string {
  return `${type}:${id}`;
}

function parseAttachments(value: string | null): MailAttachment[] | undefined {
  if (!value) return undefined;
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? (parsed as MailAttachment[]) : undefined;
}

function parseHeaders(value: string | null): Record<string, string> | undefined {
  if (!value) return undefined;
  const parsed: unknown = JSON.parse(value);
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      about: mail.about ?? null,
      attachments: mail.attachments ? JSON.stringify(mail.attachments) : null,
      next_attempt_at: (mail.notBefore ?? new Date()).toISOString(),
      created_at: nowIso(),
    })
    .execute();
}

/** A lease keeps another instance (SKIP LOCKED) or a restarted worker from sending them too. */
export async function claimDueMails(
  db: Kysely<Database>,
  dialect: Dialect,
  { limit = 10, leaseMs = 120_000 }: { limit?: number; leaseMs?: number } = {},
): Promise<QueuedMail[]> {
  const now = nowIso();
  const leaseUntil = new Date(Date.now() + leaseMs).toISOString();
  return db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('id')
      .limit(limit);
    if (dialect === 'postgres') due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((row) => row.id);
    if (ids.length === 0) return [];
    const rows = await trx
      .updateTable('mail_outbox')
      .set({ locked_until: leaseUntil })
      .where('id', 'in', ids)
      .returning([
        'id',
        'kind',
        'to_address',
        'subject',
        'text_body',
        'html_body',
        'headers',
        'attachments',
        'attempts',
        'created_at',
      ])
      .execute();
    return rows
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        headers: parseHeaders(row.headers),
        attachments: parseAttachments(row.attachments),
        attempts: row.attempts,
        createdAt: toIso(row.created_at),
      }))
      .sort((a, b) => a.id - b.id);
  });
}

export async function releaseMails(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mail_outbox')
    .set({ locked_until: null })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
}

export async function markMailSent(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: nowIso(), locked_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markMailFailed(
  db: Executor,
  id: number,
  { attempts, error, retryAt }: { attempts: number; error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      attempts,
      last_error: error.slice(0, 1000),
      locked_until: null,
      status: retryAt ? 'pending' : 'failed',
      next_attempt_at: (retryAt ?? new Date()).toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

type MailsOf = { email?: string; about: string[] };

function mailsOf(db: Executor, { email, about }: MailsOf) {
  return db.selectFrom('mail_outbox').where((eb) => {
    const matches = [];
    if (email) matches.push(eb(sql<string>`lower(to_address)`, '=', email.toLowerCase()));
    if (about.length > 0) matches.push(eb('about', 'in', about));
    // No criterion matches nothing (Kysely writes an empty "or" as 1 = 0).
    return eb.or(matches);
  });
}

export function countMailsOf(db: Executor, of: MailsOf): Promise<number> {
  return countRows(mailsOf(db, of));
}

/** Sent or not: a mail leased at this very moment may still arrive. */
export async function deleteMailsOf(db: Executor, of: MailsOf): Promise<number> {
  const ids = (await mailsOf(db, of).select('id').execute()).map((row) => row.id);
  if (ids.length === 0) return 0;
  return changedRows(db.deleteFrom('mail_outbox').where('id', 'in', ids));
}

export async function deletePendingMailsAbout(db: Executor, about: string): Promise<number> {
  return changedRows(
    db.deleteFrom('mail_outbox').where('about', '=', about).where('status', '=', 'pending'),
  );
}

/** The privacy notice promises how long they stay. */
export async function purgeFinishedMails(db: Executor, before: Date): Promise<number> {
  return changedRows(
    db
      .deleteFrom('mail_outbox')
      .where('status', 'in', ['sent', 'failed'])
      .where('created_at', '<', before.toISOString()),
  );
}
