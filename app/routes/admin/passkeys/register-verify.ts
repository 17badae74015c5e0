import { passkeyMessages } from '#app/data/messages/passkey-messages.ts';
import {
  finishRegistration,
  passkeyRefusal,
  postOnly,
  readRegistrationStep,
} from '#app/server/admin/sign-in/passkeys.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/register-verify';

/** A registration answer with its attestation is a few kilobytes. */
const MAX_BYTES = 64 * 1024;

/**
 * Adding a passkey, step two: its name and the browser's answer as JSON; `{ name }` when it was
 * stored, else `{ message, fieldErrors? }` in Turkish.
 */
export async function action(args: Route.ActionArgs) {
  const runtime = await getRuntime();
  const step = await readRegistrationStep(runtime, args, MAX_BYTES, passkeyMessages.addFailed);
  if (step instanceof Response) return step;
  const result = await finishRegistration(runtime, step.admin, step.body);
  return result.ok ? Response.json({ name: result.name }) : passkeyRefusal(result);
}

export const loader = postOnly;
