import { createHash, randomBytes } from 'node:crypto';

import { sql } from 'kysely';

import { privacyFacts } from '#app/data/privacy.ts';
import type { Executor } from '#app/db/client.server.ts';
import { deleteMailsOf, mailAbout } from '#app/db/outbox.server.ts';
import type { SubscriberStatus } from '#app/db/schema.ts';
import { canonicalEmail, storedSpellingOfTerm } from '#app/schemas/email.server.ts';
import { countRows, firstOrNull, nowIso, paged, toCount, toIso } from '#app/db/sql-values.ts';

export type { SubscriberStatus } from '#app/db/schema.ts';

export type Consent = {
  id: number;
  version: string;
  source: string;
  signedUpAt: string;
  confirmedAt: string | null;
  withdrawnAt: string | null;
};

export type Subscriber = {
  id: number;
  email: string;
  status: SubscriberStatus;
  createdAt: string;
};

export type NewSubscriber = Subscriber & { unsubscribeToken: string };

/** With the latest consent and the permanent refusals (HARD_BOUNCE_LIMIT stops newsletters). */
export type ListedSubscriber = Subscriber & { consent: Consent | null; hardBounces: number };

export const CONFIRM_LINK_DAYS = privacyFacts.confirmLinkDays;
/** A sign-up still waiting for its confirmation while it is repeated gets a new link this often. */
export const CONFIRM_RESEND_MINUTES = 60;
export const UNCONFIRMED_RETENTION_DAYS = privacyFacts.unconfirmedSignUpDays;
/** Kept after withdrawal as proof of the consent's span (Ticari İletişim Yönetmeliği). */
export const WITHDRAWN_RETENTION_YEARS = privacyFacts.withdrawnConsentYears;

const DAY_MS = 24 * 60 * 60_000;

/** The shape insertSubscriber gives tokens; anything else is not looked up at all. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const CONFIRM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const columns = ['id', 'email', 'status', 'created_at'] as const;

type SubscriberRow = {
  id: number;
  email: string;
  status: SubscriberStatus;
  created_at: string | Date;
};

function toSubscriber(row: SubscriberRow): Subscriber {
  return { id: row.id, email: row.email, status: row.status, createdAt: toIso(row.created_at) };
}

function toIsoOrNull(value: string | Date | null): string | null {
  return value === null ? null : toIso(value);
}

/** A search term is only folded and trimmed, not canonicalised. */
export function normaliseEmail(email: string): string {
  return canonicalEmail(email) ?? email.normalize('NFKC').trim().toLowerCase();
}

/** The row of an address in any case, as the unique indexes on lower(email) see it. */
export function byEmail(email: string) {
  return sql<boolean>`lower(email) = ${normaliseEmail(email)}`;
}

export function hashConfirmToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConfirmToken(token) };
}

/** The unique index on lower(email) keeps one row when two sign-ups race. */
export async function insertSubscriber(
  db: Executor,
  email: string,
  { status = 'pending', now = new Date() }: { status?: SubscriberStatus; now?: Date } = {},
): Promise<NewSubscriber | null> {
  const row = await db
    .insertInto('subscribers')
    .values({
      email: normaliseEmail(email),
      unsubscribe_token: randomBytes(24).toString('base64url'),
      status,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returning(['id', 'email', 'status', 'unsubscribe_token', 'created_at'])
    .executeTakeFirst();
  return row ? { ...toSubscriber(row), unsubscribeToken: row.unsubscribe_token } : null;
}

export async function saveConsentText(db: Executor, version: string, text: string): Promise<void> {
  await db
    .insertInto('newsletter_consent_texts')
    .values({ version, text, created_at: nowIso() })
    .onConflict((conflict) => conflict.column('version').doNothing())
    .execute();
}

export type SignUp = {
  email: string;
  source: string;
  version: string;
  text: string;
  now?: Date;
};

/** `resend`: still waiting, last link an hour old; `duplicate`: a link went within the hour. */
export type SignUpResult =
  | { kind: 'new' | 'resubscribed' | 'resend'; subscriber: Subscriber; token: string }
  | { kind: 'confirmed'; subscriber: Subscriber }
  | { kind: 'duplicate' };

/** Call inside a transaction: subscriber, consent row and confirmation mail belong together. */
export async function signUp(db: Executor, input: SignUp): Promise<SignUpResult> {
  const now = input.now ?? new Date();
  await saveConsentText(db, input.version, input.text);
  const consentRow = (subscriberId: number, hash: string) => ({
    subscriber_id: subscriberId,
    version: input.version,
    source: input.source,
    signed_up_at: now.toISOString(),
    token_hash: hash,
    token_sent_at: now.toISOString(),
  });

  const inserted = await insertSubscriber(db, input.email, { status: 'pending', now });
  if (inserted) {
    const { token, hash } = newConfirmToken();
    await db.insertInto('newsletter_consents').values(consentRow(inserted.id, hash)).execute();
    return { kind: 'new', subscriber: toPublic(inserted), token };
  }

  const existing = await findSubscriberByEmail(db, input.email);
  if (!existing) return { kind: 'duplicate' };
  if (existing.status === 'confirmed') return { kind: 'confirmed', subscriber: existing };

  if (existing.status === 'withdrawn') {
    // Only one of two simultaneous re-subscriptions turns the row back to waiting.
    const turned = await db
      .updateTable('subscribers')
      .set({ status: 'pending', unsubscribe_token: randomBytes(24).toString('base64url') })
      .where('id', '=', existing.id)
      .where('status', '=', 'withdrawn')
      .executeTakeFirst();
    if (Number(turned.numUpdatedRows) === 0) return { kind: 'duplicate' };
    const { token, hash } = newConfirmToken();
    await db.insertInto('newsletter_consents').values(consentRow(existing.id, hash)).execute();
    return { kind: 'resubscribed', subscriber: { ...existing, status: 'pending' }, token };
  }

  const { token, hash } = newConfirmToken();
  const resendBefore = new Date(now.getTime() - CONFIRM_RESEND_MINUTES * 60_000).toISOString();
  const resent = await db
    .updateTable('newsletter_consents')
    .set({ token_hash: hash, token_sent_at: now.toISOString() })
    .where('subscriber_id', '=', existing.id)
    .where('confirmed_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('token_sent_at', '<=', resendBefore)
    .executeTakeFirst();
  if (Number(resent.numUpdatedRows) === 0) return { kind: 'duplicate' };
  return { kind: 'resend', subscriber: existing, token };
}

function toPublic(subscriber: NewSubscriber): Subscriber {
  const { unsubscribeToken: _secret, ...rest } = subscriber;
  return rest;
}

export type ConfirmationState =
  { status: 'ready'; email: string } | { status: 'expired' | 'used' | 'unknown' };

export async function findConfirmation(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<ConfirmationState> {
  if (!CONFIRM_TOKEN_PATTERN.test(token)) return { status: 'unknown' };
  const row = await db
    .selectFrom('newsletter_consents as c')
    .innerJoin('subscribers as s', 's.id', 'c.subscriber_id')
    .select(['s.email', 'c.confirmed_at', 'c.withdrawn_at', 'c.token_sent_at'])
    .where('c.token_hash', '=', hashConfirmToken(token))
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (row.confirmed_at !== null || row.withdrawn_at !== null) return { status: 'used' };
  if (isExpired(row.token_sent_at, now)) return { status: 'expired' };
  return { status: 'ready', email: row.email };
}

function isExpired(sentAt: string | Date | null, now: Date): boolean {
  if (sentAt === null) return true;
  return new Date(toIso(sentAt)).getTime() <= now.getTime() - CONFIRM_LINK_DAYS * DAY_MS;
}

export type ConfirmResult =
  { status: 'confirmed'; subscriber: NewSubscriber } | { status: 'expired' | 'used' | 'unknown' };

/** Call in the welcome mail's transaction; only the first of two racing POSTs wins. */
export async function confirmSubscription(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<ConfirmResult> {
  if (!CONFIRM_TOKEN_PATTERN.test(token)) return { status: 'unknown' };
  const validFrom = new Date(now.getTime() - CONFIRM_LINK_DAYS * DAY_MS).toISOString();
  const consent = await db
    .updateTable('newsletter_consents')
    .set({ confirmed_at: now.toISOString() })
    .where('token_hash', '=', hashConfirmToken(token))
    .where('confirmed_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('token_sent_at', '>', validFrom)
    .returning('subscriber_id')
    .executeTakeFirst();
  if (!consent) {
    const state = await findConfirmation(db, token, now);
    return { status: state.status === 'ready' ? 'used' : state.status };
  }
  // A new confirmation shows the address works again: earlier permanent refusals no longer count.
  const row = await db
    .updateTable('subscribers')
    .set({ status: 'confirmed', hard_bounces: 0 })
    .where('id', '=', consent.subscriber_id)
    .returning([...columns, 'unsubscribe_token'])
    .executeTakeFirstOrThrow();
  return {
    status: 'confirmed',
    subscriber: { ...toSubscriber(row), unsubscribeToken: row.unsubscribe_token },
  };
}

export async function findSubscriberByToken(
  db: Executor,
  token: string,
): Promise<Subscriber | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  return firstOrNull(
    db
      .selectFrom('subscribers')
      .select(columns)
      .where('unsubscribe_token', '=', token)
      .where('status', '=', 'confirmed'),
    toSubscriber,
  );
}

/** The row stays `withdrawn` as the consent's record. */
export async function withdrawSubscriberByToken(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<Subscriber | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .updateTable('subscribers')
    .set({ status: 'withdrawn' })
    .where('unsubscribe_token', '=', token)
    .where('status', '=', 'confirmed')
    .returning(columns)
    .executeTakeFirst();
  if (!row) return null;
  await db
    .updateTable('newsletter_consents')
    .set({ withdrawn_at: now.toISOString() })
    .where('subscriber_id', '=', row.id)
    .where('withdrawn_at', 'is', null)
    .execute();
  return toSubscriber(row);
}

export function findSubscriberByEmail(db: Executor, email: string): Promise<Subscriber | null> {
  return firstOrNull(
    db.selectFrom('subscribers').select(columns).where(byEmail(email)),
    toSubscriber,
  );
}

const latestConsentId = sql<number>`(select max(nc.id) from newsletter_consents nc where nc.subscriber_id = subscribers.id)`;

export async function listSubscribers(
  db: Executor,
  {
    search = '',
    status,
    limit = 50,
    offset = 0,
  }: { search?: string; status?: SubscriberStatus; limit?: number; offset?: number } = {},
): Promise<{ items: ListedSubscriber[]; total: number }> {
  let query = db.selectFrom('subscribers');
  if (status) query = query.where('subscribers.status', '=', status);
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
      .leftJoin('newsletter_consents as c', (join) => join.on('c.id', '=', latestConsentId))
      .select([
        'subscribers.id',
        'subscribers.email',
        'subscribers.status',
        'subscribers.created_at',
        'subscribers.hard_bounces',
        'c.id as consent_id',
        'c.version',
        'c.source',
        'c.signed_up_at',
        'c.confirmed_at',
        'c.withdrawn_at',
      ])
      .orderBy('subscribers.created_at', 'desc')
      .orderBy('subscribers.id', 'desc')
      .limit(limit)
      .offset(offset),
    query,
    (row) => ({
      ...toSubscriber(row),
      hardBounces: row.hard_bounces,
      consent:
        row.consent_id === null
          ? null
          : {
              id: row.consent_id,
              version: row.version ?? '',
              source: row.source ?? '',
              signedUpAt: toIso(row.signed_up_at ?? ''),
              confirmedAt: toIsoOrNull(row.confirmed_at),
              withdrawnAt: toIsoOrNull(row.withdrawn_at),
            },
    }),
  );
}

export async function listConsents(
  db: Executor,
  subscriberIds: number[],
): Promise<Array<Consent & { subscriberId: number }>> {
  if (subscriberIds.length === 0) return [];
  const rows = await db
    .selectFrom('newsletter_consents')
    .select([
      'id',
      'subscriber_id',
      'version',
      'source',
      'signed_up_at',
      'confirmed_at',
      'withdrawn_at',
    ])
    .where('subscriber_id', 'in', subscriberIds)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    subscriberId: row.subscriber_id,
    version: row.version,
    source: row.source,
    signedUpAt: toIso(row.signed_up_at),
    confirmedAt: toIsoOrNull(row.confirmed_at),
    withdrawnAt: toIsoOrNull(row.withdrawn_at),
  }));
}

export async function consentTexts(
  db: Executor,
  versions: string[],
): Promise<Record<string, string>> {
  if (versions.length === 0) return {};
  const rows = await db
    .selectFrom('newsletter_consent_texts')
    .select(['version', 'text'])
    .where('version', 'in', [...new Set(versions)])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.version, row.text]));
}

export type IysConsent = {
  email: string;
  status: 'ONAY' | 'RET';
  source: string;
  signedUpAt: string;
  confirmedAt: string;
  withdrawnAt: string | null;
};

/** Per address its latest confirmed consent (ONAY or RET); `since` limits to changes. */
export async function listIysConsents(
  db: Executor,
  { limit, offset, since }: { limit: number; offset: number; since?: string },
): Promise<IysConsent[]> {
  let query = db
    .selectFrom('subscribers as s')
    .innerJoin('newsletter_consents as c', 'c.subscriber_id', 's.id')
    .select(['s.email', 'c.source', 'c.signed_up_at', 'c.confirmed_at', 'c.withdrawn_at'])
    .where('c.confirmed_at', 'is not', null)
    .where(
      'c.id',
      '=',
      sql<number>`(select max(nc.id) from newsletter_consents nc where nc.subscriber_id = s.id and nc.confirmed_at is not null)`,
    )
    .orderBy('s.email')
    .limit(limit)
    .offset(offset);
  if (since !== undefined) {
    query = query.where((eb) =>
      eb.or([eb('c.confirmed_at', '>', since), eb('c.withdrawn_at', '>', since)]),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    email: row.email,
    status: row.withdrawn_at === null ? 'ONAY' : 'RET',
    source: row.source,
    signedUpAt: toIso(row.signed_up_at),
    confirmedAt: toIso(row.confirmed_at ?? ''),
    withdrawnAt: toIsoOrNull(row.withdrawn_at),
  }));
}

export function countSubscribers(db: Executor, status?: SubscriberStatus): Promise<number> {
  let query = db.selectFrom('subscribers');
  if (status) query = query.where('status', '=', status);
  return countRows(query);
}

export async function countSubscribersByStatus(
  db: Executor,
): Promise<Record<SubscriberStatus, number>> {
  const rows = await db
    .selectFrom('subscribers')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('total')])
    .groupBy('status')
    .execute();
  const counts: Record<SubscriberStatus, number> = { pending: 0, confirmed: 0, withdrawn: 0 };
  for (const row of rows) counts[row.status] = toCount(row.total);
  return counts;
}

export function countConsentsOf(db: Executor, subscriberId: number): Promise<number> {
  return countRows(db.selectFrom('newsletter_consents').where('subscriber_id', '=', subscriberId));
}

export async function deleteSubscriber(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('subscribers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function purgeNewsletterRecords(
  db: Executor,
  now = new Date(),
): Promise<{ consents: number; subscribers: Array<{ id: number; email: string }> }> {
  const unconfirmedBefore = new Date(now.getTime() - UNCONFIRMED_RETENTION_DAYS * DAY_MS);
  const withdrawnBefore = new Date(now);
  withdrawnBefore.setUTCFullYear(withdrawnBefore.getUTCFullYear() - WITHDRAWN_RETENTION_YEARS);
  const removed = await db
    .deleteFrom('newsletter_consents')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('confirmed_at', 'is', null),
          eb('withdrawn_at', 'is', null),
          eb('signed_up_at', '<', unconfirmedBefore.toISOString()),
        ]),
        eb('withdrawn_at', '<', withdrawnBefore.toISOString()),
      ]),
    )
    .returning('subscriber_id')
    .execute();
  const touched = [...new Set(removed.map((row) => row.subscriber_id))];
  if (touched.length === 0) return { consents: 0, subscribers: [] };
  // A waiting subscriber whose sign-up went, but who has an earlier (withdrawn) consent left.
  await db
    .updateTable('subscribers')
    .set({ status: 'withdrawn' })
    .where('id', 'in', touched)
    .where('status', '=', 'pending')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('newsletter_consents')
          .select('id')
          .whereRef('newsletter_consents.subscriber_id', '=', 'subscribers.id'),
      ),
    )
    .execute();
  const gone = await db
    .deleteFrom('subscribers')
    .where('id', 'in', touched)
    .where('status', '!=', 'confirmed')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('newsletter_consents')
            .select('id')
            .whereRef('newsletter_consents.subscriber_id', '=', 'subscribers.id'),
        ),
      ),
    )
    .returning(['id', 'email'])
    .execute();
  for (const subscriber of gone) {
    await deleteMailsOf(db, {
      email: subscriber.email,
      about: [mailAbout('subscriber', subscriber.id)],
    });
  }
  return { consents: removed.length, subscribers: gone };
}
