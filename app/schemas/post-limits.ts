// The post editor's limits, kept out of limits.ts, which every public page's script carries.

/**
 * A picture the coach uploads for a post (cover or body): more than a visitor's story photo,
 * as a camera's or a phone's full-size JPEG often is 6–8 MB; it is re-encoded to a WebP of a few
 * hundred kilobytes, so only the upload itself is this large.
 */
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
