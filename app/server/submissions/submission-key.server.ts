import { createHash, createHmac } from 'node:crypto';

import { privacyFacts } from '#app/data/privacy.ts';
import type { Db, Executor } from '#app/db/client.server.ts';
import {
  claimSubmissionKey,
  deleteSubmissionKeysBefore,
  keepSubmissionAnswer,
  releaseSubmissionKey,
  submissionAnswer,
} from '#app/db/submission-keys.server.ts';
import type { FormResult } from '#app/lib/form-result.ts';
import { getConfig } from '#app/server/config.server.ts';
import { SUBMISSION_KEY_FIELD } from '#app/schemas/submission-key.ts';

/** One-time submission keys derived from the CSP nonce (docs/decisions/0029). */

/** How long a key keeps its answer: a browser retries within minutes, not days. */
const KEPT_MS = privacyFacts.submissionKeyHours * 60 * 60 * 1000;
const WAIT_MS = 30_000;
const POLL_MS = 100;

/** The key of the page answered with this nonce; as long as the nonce, for the page cache. */
export function submissionKeyOf(nonce: string): string {
  return createHash('sha256')
    .update(`gonderim:${nonce}`)
    .digest('base64url')
    .slice(0, nonce.length);
}

/** What a post claims: form, key and content, since a page restored from cache may reuse a key. */
export function submissionClaim(form: string, fields: Record<string, string>): string | null {
  const key = fields[SUBMISSION_KEY_FIELD] ?? '';
  if (!/^[\w-]{16,64}$/.test(key)) return null;
  const content = Object.entries(fields)
    .filter(([name]) => name !== SUBMISSION_KEY_FIELD)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // Keyed, like the rate counters: the stored claim cannot be tested against guessed addresses.
  const hash = createHmac('sha256', getConfig().sessionSecret)
    .update(JSON.stringify(content))
    .digest('base64url');
  return `${form}:${key}:${hash}`;
}

/** Runs `submit` once per claim; a retry gets the first answer, a refusal gives the claim back. */
export async function oncePerKey(
  db: Db,
  claim: string | null,
  stillSending: () => FormResult,
  submit: () => Promise<FormResult>,
): Promise<FormResult> {
  if (!claim) return submit();
  const started = Date.now();
  while (!(await claimSubmissionKey(db, claim))) {
    const answer = await submissionAnswer(db, claim);
    if (answer) return JSON.parse(answer) as FormResult;
    if (Date.now() - started > WAIT_MS) return stillSending();
    // null: the first post is still being handled; undefined: it was refused, this post takes over.
    if (answer === null) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  let result: FormResult | undefined;
  try {
    result = await submit();
    return result;
  } finally {
    if (result?.ok) await keepSubmissionAnswer(db, claim, JSON.stringify(result));
    else await releaseSubmissionKey(db, claim);
  }
}

export async function deleteOldSubmissionKeys(db: Executor, now = Date.now()): Promise<number> {
  return deleteSubmissionKeysBefore(db, new Date(now - KEPT_MS));
}
