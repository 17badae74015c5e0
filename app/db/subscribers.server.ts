import { randomBytes } from 'node:crypto';

import { sql } from 'kysely';

import type { Executor } from '#app/db/client.server.ts';
import { canonicalEmail, storedSpellingOfTerm } from '#app/schemas/email.server.ts';
import { nowIso, paged, toCount, toIso } from '#app/db/sql-values.ts';

export type Subscriber = { id: number; email: string; createdAt: string };

/** A new subscriber with the secret of their unsubscribe link (only their welcome mail has it). */
export type NewSubscriber = Subscriber & { unsubscribeToken: string };

/** The shape insertSubscriber gives tokens; anything else is not looked up at all. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** What the moderation area and the unsubscribe page see; never the token. */
const columns = ['id', 'email', 'created_at'] as const;

function toSubscriber(row: { id: number; email: string; created_at: string | Date }): Subscriber {
  return { id: row.id, email: row.email, createdAt: toIso(row.created_at) };
}

/**
 * The canonical spelling (canonicalEmail): "Ali@Ornek.COM ", the full-width "ali@ornek.com" and
 * "ali@ornek.com" are one subscriber, "elif@örnek.com.tr" and "elif@xn--rnek-4qa.com.tr" too.
 * Text that is no address (a search term) is only folded, trimmed and lower-cased.
 */
export function normaliseEmail(email: string): string {
  return canonicalEmail(email) ?? email.normalize('NFKC').trim().toLowerCase();
}

/**
 * Adds a subscriber, or returns null when the address is already there. The unique index on
 * lower(email) decides, so two simultaneous sign-ups of one address store exactly one row.
 */
export async function insertSubscriber(db: Executor, email: string): Promise<NewSubscriber | null> {
  const row = await db
    .insertInto('subscribers')
    .values({
      email: normaliseEmail(email),
      unsubscribe_token: randomBytes(24).toString('base64url'),
      created_at: nowIso(),
    })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returning(['id', 'email', 'unsubscribe_token', 'created_at'])
    .executeTakeFirst();
  return row ? { ...toSubscriber(row), unsubscribeToken: row.unsubscribe_token } : null;
}

/** The subscriber an unsubscribe link belongs to, or null (unknown, malformed or used). */
export async function findSubscriberByToken(
  db: Executor,
  token: string,
): Promise<Subscriber | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .selectFrom('subscribers')
    .select(columns)
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  return row ? toSubscriber(row) : null;
}

/** Deletes the subscriber of an unsubscribe link; null when there is none (so nothing changed). */
export async function deleteSubscriberByToken(
  db: Executor,
  token: string,
): Promise<Subscriber | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .deleteFrom('subscribers')
    .where('unsubscribe_token', '=', token)
    .returning(columns)
    .executeTakeFirst();
  return row ? toSubscriber(row) : null;
}

/** The subscriber with this address in any case, or null. */
export async function findSubscriberByEmail(
  db: Executor,
  email: string,
): Promise<Subscriber | null> {
  const row = await db
    .selectFrom('subscribers')
    .select(columns)
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .executeTakeFirst();
  return row ? toSubscriber(row) : null;
}

export async function listSubscribers(
  db: Executor,
  {
    search = '',
    limit = 50,
    offset = 0,
  }: { search?: string; limit?: number; offset?: number } = {},
): Promise<{ items: Subscriber[]; total: number }> {
  let query = db.selectFrom('subscribers');
  if (search.trim()) {
    const term = normaliseEmail(search);
    const stored = storedSpellingOfTerm(term);
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(email)`, 'like', `%${term}%`),
        ...(stored ? [eb(sql<string>`lower(email)`, 'like', `%${stored}%`)] : []),
      ]),
    );
  }
  return paged(
    query
      .select(columns)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset),
    query.select((eb) => eb.fn.countAll<string | number>().as('total')),
    toSubscriber,
  );
}

export async function countSubscribers(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('subscribers')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  return toCount(row.total);
}

export async function deleteSubscriber(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('subscribers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
