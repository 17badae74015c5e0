import slugify from 'slugify';

/** A post's address is at most this long (docs/product.md#publishing-desk). */
export const SLUG_MAX = 80;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
}

/** Turkish letters as Latin, the same in the editor and on save. */
export function slugFromTitle(title: string): string {
  const slug = slugify(title, { lower: true, strict: true, locale: 'tr', trim: true });
  return slug.slice(0, SLUG_MAX).replace(/-+/g, '-').replace(/^-|-$/g, '');
}

/** `slug`, or the first of "slug-2", "slug-3"… that no other item has. */
export function numberedSlug(slug: string, taken: ReadonlySet<string>): string {
  let free = slug;
  for (let number = 2; taken.has(free); number += 1) free = `${slug}-${number}`;
  return free;
}
