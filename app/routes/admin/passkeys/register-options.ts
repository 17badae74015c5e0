import { passkeyMessages } from '#app/data/messages/passkey-messages.ts';
import {
  passkeyRefusal,
  postOnly,
  provenRegistrationOptions,
  readRegistrationStep,
} from '#app/server/admin/sign-in/passkeys.server.ts';
import { clientIpContext } from '#app/server/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/register-options';

/** `{ proof }`: a password of at most 256 characters, or a code. */
const MAX_BYTES = 4 * 1024;

/**
 * Adding a passkey, step one (docs/product.md#passkeys): POST from the account page's script
 * with `{ proof }`, her password or a current code of her app, answered with the options for
 * navigator.credentials.create, or `{ message, fieldErrors }` in Turkish (400 for a wrong proof,
 * 429 with Retry-After while slowed down). Signed out: 401 with the message, not the login page.
 */
export async function action(args: Route.ActionArgs) {
  const runtime = await getRuntime();
  const step = await readRegistrationStep(runtime, args, MAX_BYTES, passkeyMessages.wrongProof);
  if (step instanceof Response) return step;
  const client = args.context.get(clientIpContext);
  const result = await provenRegistrationOptions(runtime, step.admin, step.body, client);
  return result.ok ? Response.json({ options: result.options }) : passkeyRefusal(result);
}

export const loader = postOnly;
