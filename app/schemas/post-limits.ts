// The post editor's limits, kept out of limits.ts, which every public page's script carries.

/** A post picture: a phone's full-size JPEG is often 6–8 MB; it is re-encoded to a small WebP. */
export const POST_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/**
 * One text field of the post editor's form, in bytes: a long article's Markdown (a 3,000-word
 * article is about 25 KB) with room to spare.
 */
export const POST_FIELD_MAX_BYTES = 200 * 1024;
/**
 * The editor's whole text (its fields sent without a file, urlencoded): a body at its limit
 * takes up to three times its bytes percent-encoded, and the other fields are short.
 */
export const POST_FORM_MAX_BYTES = 1024 * 1024;
