/** The form's first field, so the server finds it before it reads any text. */
export const STASH_PROOF_FIELD = 'stashProof';
