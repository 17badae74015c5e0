import { sql } from 'kysely';

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

export async function paged<Row, Item>(
  rows: { execute(): Promise<Row[]> },
  count: { executeTakeFirstOrThrow(): Promise<{ total: string | number | bigint }> },
  map: (row: Row) => Item,
): Promise<{ items: Item[]; total: number }> {
  const [list, counted] = await Promise.all([rows.execute(), count.executeTakeFirstOrThrow()]);
  return { items: list.map(map), total: toCount(counted.total) };
}

/** A unique index refused the row (PostgreSQL 23505, SQLite's constraint error). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
