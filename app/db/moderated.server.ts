import type { Selectable } from 'kysely';

import type { Executor } from '#app/db/client.server.ts';
import type { Database } from '#app/db/schema.ts';
import { FALSE, nowIso, paged, toBool, toCount, toIso, TRUE } from '#app/db/sql-values.ts';

export type PublishConsent = { at: string; text: string };

type ConsentRow = {
  publish_consent_at: string | Date | null;
  publish_consent_text: string | null;
};

/** Null for items sent before their form had the box: no consent was recorded for them. */
export function toPublishConsent(row: ConsentRow): PublishConsent | null {
  const at = row.publish_consent_at;
  return at === null ? null : { at: toIso(at), text: row.publish_consent_text ?? '' };
}

export function publishConsentValues(
  text: string | undefined,
  now: string,
): { publish_consent_at: string | null; publish_consent_text: string | null } {
  return {
    publish_consent_at: text === undefined ? null : now,
    publish_consent_text: text ?? null,
  };
}

export type ModerationColumns = {
  is_approved: number | boolean;
  unpublished_at: string | Date | null;
} & ConsentRow;

/** What the admin sees beside an item's public fields; no consent for items sent before the box. */
export type ModerationState = {
  isApproved: boolean;
  publishConsent: PublishConsent | null;
  unpublishedAt: string | null;
};

export function toModerationState(row: ModerationColumns): ModerationState {
  return {
    isApproved: toBool(row.is_approved),
    publishConsent: toPublishConsent(row),
    unpublishedAt: row.unpublished_at === null ? null : toIso(row.unpublished_at),
  };
}

/** Unpublishing records when, so the retention counts from then (docs/product.md#retention). */
export function approvalValues(approved: boolean) {
  return { is_approved: approved ? TRUE : FALSE, unpublished_at: approved ? null : nowIso() };
}

type Moderated = 'transformation_stories' | 'blog_comments';

function withApproval(db: Executor, table: Moderated, approved: boolean) {
  return db.selectFrom(table).where('is_approved', '=', approved ? TRUE : FALSE);
}

export function listForModeration<T extends Moderated, Item>(
  db: Executor,
  table: T,
  { approved, limit = 20, offset = 0 }: { approved: boolean; limit?: number; offset?: number },
  toItem: (row: Selectable<Database[T]>) => Item,
): Promise<{ items: Item[]; total: number }> {
  const base = withApproval(db, table, approved);
  const rows = base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset);
  return paged(
    // Kysely merges a union of tables' columns; each call names one table.
    rows as unknown as { execute(): Promise<Selectable<Database[T]>[]> },
    base.select((eb) => eb.fn.countAll<string | number>().as('total')),
    toItem,
  );
}

export async function countByApproval(
  db: Executor,
  table: Moderated,
  approved: boolean,
): Promise<number> {
  const row = await withApproval(db, table, approved)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  return toCount(row.total);
}
