import { sql } from 'kysely';

import type { Db, Dialect, Executor } from '#app/db/client.server.ts';
import type { DeliveryStatus, NewsletterStatus } from '#app/db/schema.ts';
import {
  changedRows,
  countRows,
  firstOrNull,
  nowIso,
  paged,
  toCount,
  toIso,
} from '#app/db/sql-values.ts';
import { HARD_BOUNCE_LIMIT } from '#app/lib/admin/subscriber-status.ts';

export type { DeliveryStatus, NewsletterStatus } from '#app/db/schema.ts';

export { HARD_BOUNCE_LIMIT };

export type NewsletterContent = { subject: string; body: string };

export type Newsletter = NewsletterContent & {
  id: number;
  status: NewsletterStatus;
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  recipients: number;
  lastError: string | null;
  version: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
};

export type DeliveryCounts = Record<DeliveryStatus, number> & { total: number };

export type ListedNewsletter = Omit<Newsletter, 'body'> & { counts: DeliveryCounts };

type NewsletterRow = {
  id: number;
  subject: string;
  body: string;
  status: NewsletterStatus;
  scheduled_at: string | Date | null;
  started_at: string | Date | null;
  finished_at: string | Date | null;
  recipients: number;
  last_error: string | null;
  version: number;
  created_by: string;
  created_at: string | Date;
  updated_at: string | Date;
};

const isoOrNull = (value: string | Date | null) => (value === null ? null : toIso(value));

function toNewsletter(row: NewsletterRow): Newsletter {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    status: row.status,
    scheduledAt: isoOrNull(row.scheduled_at),
    startedAt: isoOrNull(row.started_at),
    finishedAt: isoOrNull(row.finished_at),
    recipients: row.recipients,
    lastError: row.last_error,
    version: row.version,
    createdBy: row.created_by,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** A subscriber a newsletter goes to: confirmed, and not refused permanently three times. */
function recipientsOf(db: Executor) {
  return db
    .selectFrom('subscribers')
    .where('status', '=', 'confirmed')
    .where('hard_bounces', '<', HARD_BOUNCE_LIMIT);
}

export function countRecipients(db: Executor): Promise<number> {
  return countRows(recipientsOf(db));
}

export function countStoppedAddresses(db: Executor): Promise<number> {
  return countRows(
    db
      .selectFrom('subscribers')
      .where('status', '=', 'confirmed')
      .where('hard_bounces', '>=', HARD_BOUNCE_LIMIT),
  );
}

export function getNewsletter(db: Executor, id: number): Promise<Newsletter | null> {
  return firstOrNull(db.selectFrom('newsletters').selectAll().where('id', '=', id), toNewsletter);
}

function emptyCounts(): DeliveryCounts {
  return { pending: 0, sent: 0, failed: 0, skipped: 0, total: 0 };
}

export async function deliveryCounts(
  db: Executor,
  ids: number[],
): Promise<Map<number, DeliveryCounts>> {
  const counts = new Map(ids.map((id) => [id, emptyCounts()]));
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('newsletter_deliveries')
    .select(['newsletter_id', 'status', (eb) => eb.fn.countAll<string | number>().as('total')])
    .where('newsletter_id', 'in', ids)
    .groupBy(['newsletter_id', 'status'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.newsletter_id);
    if (!entry) continue;
    entry[row.status] = toCount(row.total);
    entry.total += toCount(row.total);
  }
  return counts;
}

export async function listNewsletters(
  db: Executor,
  { limit = 20, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<{ items: ListedNewsletter[]; total: number }> {
  const base = db.selectFrom('newsletters');
  const { items, total } = await paged(
    base
      .selectAll()
      .orderBy(sql`coalesce(started_at, updated_at)`, 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset),
    base,
    toNewsletter,
  );
  const counts = await deliveryCounts(
    db,
    items.map((newsletter) => newsletter.id),
  );
  return {
    items: items.map(({ body: _body, ...rest }) => ({
      ...rest,
      counts: counts.get(rest.id) ?? emptyCounts(),
    })),
    total,
  };
}

export async function createNewsletter(
  db: Executor,
  content: NewsletterContent,
  adminEmail: string,
): Promise<Newsletter> {
  const now = nowIso();
  const row = await db
    .insertInto('newsletters')
    .values({ ...content, created_by: adminEmail, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toNewsletter(row);
}

/** `started`: being sent or sent, so it can no longer change. */
export type NewsletterChange =
  | { ok: true; newsletter: Newsletter; recipients?: number }
  | { ok: false; reason: 'missing' | 'started'; current?: Newsletter }
  | { ok: false; reason: 'conflict'; current: Newsletter }
  | { ok: false; reason: 'no-recipients' };

type Plan = { status: 'draft' } | { status: 'scheduled'; at: Date } | { status: 'sending' };

/** A send writes all its deliveries in the same transaction. */
export async function saveNewsletter(
  db: Db,
  id: number,
  expectedVersion: number,
  content: NewsletterContent,
  plan: Plan,
): Promise<NewsletterChange> {
  return db.transaction().execute(async (trx) => {
    const before = await getNewsletter(trx, id);
    if (!before) return { ok: false as const, reason: 'missing' as const };
    if (before.status !== 'draft' && before.status !== 'scheduled') {
      return { ok: false as const, reason: 'started' as const, current: before };
    }
    if (before.version !== expectedVersion) {
      return { ok: false as const, reason: 'conflict' as const, current: before };
    }
    const now = nowIso();
    if (plan.status === 'sending' && (await countRecipients(trx)) === 0) {
      return { ok: false as const, reason: 'no-recipients' as const };
    }
    const row = await trx
      .updateTable('newsletters')
      .set({
        ...content,
        status: plan.status,
        scheduled_at:
          plan.status === 'scheduled'
            ? plan.at.toISOString()
            : plan.status === 'sending'
              ? now
              : null,
        version: expectedVersion + 1,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('version', '=', expectedVersion)
      .where('status', 'in', ['draft', 'scheduled'])
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const current = await getNewsletter(trx, id);
      return current
        ? { ok: false as const, reason: 'conflict' as const, current }
        : { ok: false as const, reason: 'missing' as const };
    }
    if (plan.status !== 'sending') return { ok: true as const, newsletter: toNewsletter(row) };
    const recipients = await beginSending(trx, id, new Date(now));
    const started = await getNewsletter(trx, id);
    return { ok: true as const, newsletter: started ?? toNewsletter(row), recipients };
  });
}

async function beginSending(db: Executor, id: number, now: Date): Promise<number> {
  const at = now.toISOString();
  await db
    .insertInto('newsletter_deliveries')
    .columns(['newsletter_id', 'subscriber_id'])
    .expression(
      recipientsOf(db)
        .select([sql.lit(id).as('newsletter_id'), 'id'])
        .orderBy('id'),
    )
    .execute();
  const recipients = (await deliveryCounts(db, [id])).get(id)?.total ?? 0;
  await db
    .updateTable('newsletters')
    .set({
      status: recipients > 0 ? 'sending' : 'sent',
      started_at: at,
      finished_at: recipients > 0 ? null : at,
      recipients,
    })
    .where('id', '=', id)
    .execute();
  return recipients;
}

/** The conditional status change gives each newsletter to exactly one instance. */
export async function startDueNewsletters(db: Db, now = new Date()): Promise<number[]> {
  const due = await db
    .selectFrom('newsletters')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('scheduled_at', '<=', now.toISOString())
    .execute();
  const started: number[] = [];
  for (const { id } of due) {
    const began = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('newsletters')
        .set({ status: 'sending' })
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return false;
      await beginSending(trx, id, now);
      return true;
    });
    if (began) started.push(id);
  }
  return started;
}

export async function nextNewsletterAt(db: Executor): Promise<string | null> {
  const row = await db
    .selectFrom('newsletters')
    .select((eb) => eb.fn.min('scheduled_at').as('next'))
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return row?.next ? toIso(row.next) : null;
}

export async function setSending(db: Executor, id: number, run: boolean): Promise<boolean> {
  const result = await db
    .updateTable('newsletters')
    .set({ status: run ? 'sending' : 'paused', updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', run ? 'paused' : 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteNewsletter(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('newsletters')
    .where('id', '=', id)
    .where('status', 'in', ['draft', 'scheduled'])
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type ClaimedDelivery = {
  id: number;
  newsletterId: number;
  attempts: number;
  subscriber: { id: number; email: string; unsubscribeToken: string };
};

export type Claim =
  | { kind: 'delivery'; delivery: ClaimedDelivery }
  | { kind: 'wait'; until: Date }
  | { kind: 'idle' };

/** Skips recipients who left, so an unsubscribe stops mails at once; SKIP LOCKED keeps instances apart. */
export async function claimDelivery(
  db: Db,
  dialect: Dialect,
  { intervalMs, leaseMs, now = new Date() }: { intervalMs: number; leaseMs: number; now?: Date },
): Promise<Claim> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<Claim> => {
    for (;;) {
      let next = trx
        .selectFrom('newsletter_deliveries')
        .select(['id', 'newsletter_id', 'subscriber_id', 'attempts'])
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.and([
            eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', at)]),
            eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]),
          ]),
        )
        .where('newsletter_id', 'in', (eb) =>
          eb.selectFrom('newsletters').select('id').where('status', '=', 'sending'),
        )
        .orderBy('id')
        .limit(1);
      if (dialect === 'postgres') next = next.forUpdate().skipLocked();
      const row = await next.executeTakeFirst();
      if (!row) return { kind: 'idle' };
      const subscriber =
        row.subscriber_id === null
          ? undefined
          : await trx
              .selectFrom('subscribers')
              .select(['id', 'email', 'unsubscribe_token', 'status', 'hard_bounces'])
              .where('id', '=', row.subscriber_id)
              .executeTakeFirst();
      if (
        !subscriber ||
        subscriber.status !== 'confirmed' ||
        subscriber.hard_bounces >= HARD_BOUNCE_LIMIT
      ) {
        await trx
          .updateTable('newsletter_deliveries')
          .set({ status: 'skipped', locked_until: null })
          .where('id', '=', row.id)
          .execute();
        continue;
      }
      const pace = await trx
        .selectFrom('newsletter_pace')
        .select('next_slot_at')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      const slot = new Date(toIso(pace.next_slot_at));
      if (slot > now) return { kind: 'wait', until: slot };
      if (intervalMs > 0) {
        // Conditional: of two instances at the same moment only one takes the slot.
        const taken = await trx
          .updateTable('newsletter_pace')
          .set({ next_slot_at: new Date(now.getTime() + intervalMs).toISOString() })
          .where('id', '=', 1)
          .where('next_slot_at', '<=', at)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 0) {
          return { kind: 'wait', until: new Date(now.getTime() + intervalMs) };
        }
      }
      await trx
        .updateTable('newsletter_deliveries')
        .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
        .where('id', '=', row.id)
        .execute();
      return {
        kind: 'delivery',
        delivery: {
          id: row.id,
          newsletterId: row.newsletter_id,
          attempts: row.attempts,
          subscriber: {
            id: subscriber.id,
            email: subscriber.email,
            unsubscribeToken: subscriber.unsubscribe_token,
          },
        },
      };
    }
  });
}

export async function markDeliverySent(db: Db, delivery: ClaimedDelivery): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('newsletter_deliveries')
      .set({ status: 'sent', sent_at: nowIso(), locked_until: null, last_error: null })
      .where('id', '=', delivery.id)
      .execute();
    await trx
      .updateTable('newsletter_pace')
      .set({ failures: 0 })
      .where('id', '=', 1)
      .where('failures', '>', 0)
      .execute();
    await trx
      .updateTable('newsletters')
      .set({ last_error: null })
      .where('id', '=', delivery.newsletterId)
      .where('last_error', 'is not', null)
      .execute();
  });
}

/** Counted against the address: from three on it gets no newsletter. */
export async function markDeliveryRefused(
  db: Db,
  delivery: ClaimedDelivery,
  error: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('newsletter_deliveries')
      .set({
        status: 'failed',
        attempts: delivery.attempts + 1,
        last_error: error.slice(0, 1000),
        locked_until: null,
      })
      .where('id', '=', delivery.id)
      .execute();
    await trx
      .updateTable('subscribers')
      .set((eb) => ({ hard_bounces: eb('hard_bounces', '+', 1) }))
      .where('id', '=', delivery.subscriber.id)
      .execute();
  });
}

/** Retried however long it takes; every instance pauses until `retryAt`. */
export async function markDeliveryDelayed(
  db: Db,
  delivery: ClaimedDelivery,
  { error, retryAt }: { error: string; retryAt: (failuresInRow: number) => Date },
): Promise<Date> {
  return db.transaction().execute(async (trx) => {
    const pace = await trx
      .updateTable('newsletter_pace')
      .set((eb) => ({ failures: eb('failures', '+', 1) }))
      .where('id', '=', 1)
      .returning('failures')
      .executeTakeFirstOrThrow();
    const until = retryAt(pace.failures);
    await trx
      .updateTable('newsletter_pace')
      .set({ next_slot_at: until.toISOString() })
      .where('id', '=', 1)
      .execute();
    await trx
      .updateTable('newsletter_deliveries')
      .set({
        attempts: delivery.attempts + 1,
        last_error: error.slice(0, 1000),
        locked_until: null,
        next_attempt_at: until.toISOString(),
      })
      .where('id', '=', delivery.id)
      .execute();
    await trx
      .updateTable('newsletters')
      .set({ last_error: error.slice(0, 500) })
      .where('id', '=', delivery.newsletterId)
      .execute();
    return until;
  });
}

export async function releaseDelivery(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('newsletter_deliveries')
    .set({ locked_until: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export async function finishNewsletters(db: Executor, now = new Date()): Promise<number[]> {
  const rows = await db
    .updateTable('newsletters')
    .set({ status: 'sent', finished_at: now.toISOString(), last_error: null })
    .where('status', '=', 'sending')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('newsletter_deliveries')
            .select('id')
            .whereRef('newsletter_deliveries.newsletter_id', '=', 'newsletters.id')
            .where('newsletter_deliveries.status', '=', 'pending'),
        ),
      ),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Retention (docs/product.md#retention): who it went to is forgotten, its counts stay. */
export async function forgetDeliveryRecipients(db: Executor, before: Date): Promise<number> {
  return changedRows(
    db
      .updateTable('newsletter_deliveries')
      .set({ subscriber_id: null, last_error: null })
      .where('subscriber_id', 'is not', null)
      .where('newsletter_id', 'in', (eb) =>
        eb
          .selectFrom('newsletters')
          .select('id')
          .where('status', '=', 'sent')
          .where('finished_at', '<', before.toISOString()),
      ),
  );
}
