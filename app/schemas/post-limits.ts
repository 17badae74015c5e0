// Kept out of limits.ts, which every public page's script carries.

/** A phone's JPEG is often 6–8 MB; it is re-encoded to a small WebP. */
export const POST_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** A 3,000-word article is about 25 KB. */
export const POST_FIELD_MAX_BYTES = 200 * 1024;
/** A body at its limit takes up to three times its bytes percent-encoded. */
export const POST_FORM_MAX_BYTES = 1024 * 1024;
