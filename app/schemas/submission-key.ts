/**
 * The hidden field with a public form's one-time submission key (docs/product.md#form-handling):
 * a second post with the same key gets the first one's answer instead of a second row.
 */
export const SUBMISSION_KEY_FIELD = 'gonderim_anahtari';
