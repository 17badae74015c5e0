import { passkeyMessages } from '#app/data/passkey-messages.ts';
import { loginOptions } from '#app/server/admin/passkeys.server.ts';
import { clientIpContext } from '#app/server/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/passkey-login-options';

/**
 * Passkey sign-in, step one (docs/product.md#passkeys): POST, answered with the options for
 * navigator.credentials.get and a new challenge. A POST, because it stores the challenge; the
 * origin guard (server/http/origin-check.ts) refuses one from another site; an address asking
 * more than LOGIN_OPTIONS_LIMIT times in ten minutes, or any once all addresses together have
 * asked for LOGIN_OPTIONS_LIMIT.total, gets 429 and no challenge is stored.
 */
export async function action({ context }: Route.ActionArgs) {
  const options = await loginOptions(await getRuntime(), context.get(clientIpContext));
  if (!options) {
    return Response.json(
      { message: passkeyMessages.loginFailed },
      { status: 429, headers: { 'Retry-After': '600' } },
    );
  }
  return Response.json({ options });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
