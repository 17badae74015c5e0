import { STASH_PROOF_FIELD } from '#app/lib/admin/stash-proof.ts';

/**
 * An editor form's first field: the page's signed proof that its text may be kept if the session
 * ends before it is sent. `value`, not defaultValue: each load of the page brings a new one.
 */
export function StashProofField({ proof }: { proof: string }) {
  return <input type="hidden" name={STASH_PROOF_FIELD} value={proof} />;
}
