export const ADMIN_PAGE_SIZE = 20;

/** "?sayfa=3" → 3; anything else (missing, 0, "abc") → 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function pageCount(total: number, size = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export function parseId(value: unknown): number | null {
  const id = Number(value);
  return typeof value === 'string' && Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/** The same list with some query parameters changed (null removes one). */
export function listHref(
  pathname: string,
  search: string,
  changes: Record<string, string | null>,
  hash?: string,
): string {
  const params = new URLSearchParams(search);
  params.delete('index');
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}
