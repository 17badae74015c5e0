import { passkeyMessages } from '#app/data/messages/passkey-messages.ts';
import {
  loginOptions,
  passkeyRefusal,
  postOnly,
} from '#app/server/admin/sign-in/passkeys.server.ts';
import { clientIpContext } from '#app/server/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/login-options';

/**
 * Passkey sign-in, step one (docs/product.md#passkeys): a POST, since it stores a challenge, capped
 * per address and in all by LOGIN_OPTIONS_LIMIT.
 */
export async function action({ context }: Route.ActionArgs) {
  const options = await loginOptions(await getRuntime(), context.get(clientIpContext));
  return options
    ? Response.json({ options })
    : passkeyRefusal({ status: 429, message: passkeyMessages.loginFailed, retryAfterSeconds: 600 });
}

export const loader = postOnly;
