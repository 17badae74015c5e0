import { passkeyLogIn, postOnly } from '#app/server/admin/sign-in/passkeys.server.ts';
import { clientIpContext } from '#app/server/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/login-verify';

/** Passkey sign-in, step two (docs/product.md#passkeys). */
export async function action({ request, context }: Route.ActionArgs) {
  return passkeyLogIn(await getRuntime(), request, context.get(clientIpContext));
}

export const loader = postOnly;
