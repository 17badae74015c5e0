/**
 * The hidden field of an editor's form that carries its stash proof: the first of the form, so
 * the server finds it before it reads any text (docs/product.md#publishing-desk).
 */
export const STASH_PROOF_FIELD = 'stashProof';
