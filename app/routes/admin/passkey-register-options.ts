import { passkeyMessages } from '#app/data/passkey-messages.ts';
import { registrationOptions } from '#app/server/admin/passkeys.server.ts';
import { getAdmin } from '#app/server/admin/session.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/passkey-register-options';

/**
 * Adding a passkey, step one (docs/product.md#passkeys): POST from the account page's script,
 * answered with the options for navigator.credentials.create. Signed out: 401 with the message,
 * not the login page.
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await getAdmin(request);
  if (!admin) return Response.json({ message: passkeyMessages.sessionExpired }, { status: 401 });
  return Response.json({ options: await registrationOptions(await getRuntime(), admin) });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
