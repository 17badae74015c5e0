/**
 * Field limits and the e-mail pattern, without zod: the browser's forms import these, and zod
 * would add about 24 KB of gzip to every public page. The zod schemas import them too.
 */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const STORY_MAX = 5000;
export const COMMENT_MAX = 2000;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/**
 * A whole text-only form body (newsletter, comment, login; the story without a photo): far
 * above what the field limits allow even percent-encoded, far below what costs memory.
 */
export const FORM_MAX_BYTES = 64 * 1024;

/** SPEC section 5's simple pattern: text, at-sign, text, dot, text, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
