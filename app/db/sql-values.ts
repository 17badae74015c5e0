import { sql, type DeleteResult, type SelectQueryBuilder, type UpdateResult } from 'kysely';

import type { Database } from '#app/db/schema.ts';

/** Boolean literals that both SQLite (1/0 since 3.23) and PostgreSQL accept in SQL text. */
export const TRUE = sql<boolean>`true`;
export const FALSE = sql<boolean>`false`;

/** Dialects return timestamps as Date (PostgreSQL) or ISO text (SQLite); pages get ISO text. */
export function toIso(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  // SQLite's CURRENT_TIMESTAMP style "2026-11-21 10:00:00" is UTC without a zone.
  return new Date(
    /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`,
  ).toISOString();
}

export function toBool(value: number | boolean): boolean {
  return value === true || value === 1;
}

/** count(*) is a number on SQLite and a string on PostgreSQL. */
export function toCount(value: string | number | bigint): number {
  return Number(value);
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** How many rows a query's tables and filters give: count(*) on both dialects. */
export async function countRows<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  return toCount(row.total);
}

/** One page of `rows` and the count of all rows of `base`, the query the page was cut from. */
export async function paged<TB extends keyof Database, Row, Item>(
  rows: { execute(): Promise<Row[]> },
  base: SelectQueryBuilder<Database, TB, object>,
  map: (row: Row) => Item,
): Promise<{ items: Item[]; total: number }> {
  const [list, total] = await Promise.all([rows.execute(), countRows(base)]);
  return { items: list.map(map), total };
}

/** The first row mapped, or null when the query finds (or changes) none. */
export async function firstOrNull<Row, Item>(
  query: { executeTakeFirst(): Promise<Row | undefined> },
  map: (row: Row) => Item,
): Promise<Item | null> {
  const row = await query.executeTakeFirst();
  return row === undefined ? null : map(row);
}

/** How many rows an update or a delete changed. */
export async function changedRows(query: {
  executeTakeFirst(): Promise<UpdateResult | DeleteResult>;
}): Promise<number> {
  const result = await query.executeTakeFirst();
  return Number('numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows);
}

export async function hasRow(query: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined;
}

/** A unique index refused the row (PostgreSQL 23505, SQLite's constraint error). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The work's answer, or `refusal` when a unique index refused one of its rows. */
export async function unlessTaken<T, R>(work: Promise<T>, refusal: R): Promise<T | R> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) return refusal;
    throw error;
  }
}
