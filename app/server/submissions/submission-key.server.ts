import { createHash } from 'node:crypto';

import type { Db } from '#app/db/client.server.ts';
import {
  claimSubmissionKey,
  deleteSubmissionKeysBefore,
  keepSubmissionAnswer,
  releaseSubmissionKey,
  submissionAnswer,
} from '#app/db/submission-keys.server.ts';
import type { FormResult } from '#app/lib/form-result.ts';
import { SUBMISSION_KEY_FIELD } from '#app/schemas/submission-key.ts';

/*
 * One-time submission keys (docs/decisions/0029-page-cache-and-submission-keys.md). Each answer
 * of a page gets its own key, derived from the answer's CSP nonce: the page cache already puts a
 * fresh nonce into every stored page, and puts the key derived from it wherever the stored
 * page's key stood (server/http/page-cache.ts). The hash keeps the nonce itself out of the form.
 */

/** How long a key keeps its answer: a browser retries within minutes, not days. */
export const SUBMISSION_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a second post of a key waits for the first one's answer. */
const WAIT_MS = 30_000;
const POLL_MS = 100;

/** The key of the page answered with this nonce; as long as the nonce, for the page cache. */
export function submissionKeyOf(nonce: string): string {
  return createHash('sha256')
    .update(`gonderim:${nonce}`)
    .digest('base64url')
    .slice(0, nonce.length);
}

/**
 * What a post claims: its form, its key and what it says; null without a key this site hands out
 * (the post is then not deduplicated). The content is part of it because a browser may send an
 * old key with a new submission: a page revalidated with 304 or restored by the back button
 * keeps the key of its first answer, which may have been used already.
 */
export function submissionClaim(form: string, fields: Record<string, string>): string | null {
  const key = fields[SUBMISSION_KEY_FIELD] ?? '';
  if (!/^[\w-]{16,64}$/.test(key)) return null;
  const content = Object.entries(fields)
    .filter(([name]) => name !== SUBMISSION_KEY_FIELD)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const hash = createHash('sha256').update(JSON.stringify(content)).digest('base64url');
  return `${form}:${key}:${hash}`;
}

/**
 * Runs `submit` once per claim (`submissionClaim`): the first post of a key claims it and keeps a successful answer;
 * another post of it gets that answer, after waiting for it while the first is handled. A refusal
 * stored nothing and is not kept: the key is given back, so the corrected form can be sent with
 * it. Without a key, `submit` just runs.
 */
export async function oncePerKey(
  db: Db,
  key: string | null,
  stillSending: () => FormResult,
  submit: () => Promise<FormResult>,
): Promise<FormResult> {
  if (!key) return submit();
  const started = Date.now();
  while (!(await claimSubmissionKey(db, key))) {
    const answer = await submissionAnswer(db, key);
    if (answer) return JSON.parse(answer) as FormResult;
    // Gone: the first post was refused and gave the key back; this one claims it anew.
    if (answer === undefined) continue;
    if (Date.now() - started > WAIT_MS) return stillSending();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await deleteSubmissionKeysBefore(db, new Date(Date.now() - SUBMISSION_KEY_TTL_MS));
  let result: FormResult | undefined;
  try {
    result = await submit();
    return result;
  } finally {
    if (result?.ok) await keepSubmissionAnswer(db, key, JSON.stringify(result));
    else await releaseSubmissionKey(db, key);
  }
}
