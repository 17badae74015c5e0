/** A second post with the same key gets the first one's answer (docs/product.md#form-handling). */
export const SUBMISSION_KEY_FIELD = 'gonderim_anahtari';
