import { loginOptions } from '#app/server/admin/passkeys.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

/**
 * Passkey sign-in, step one (docs/product.md#passkeys): POST, answered with the options for
 * navigator.credentials.get and a new challenge. A POST, because it stores the challenge; the
 * origin guard (server/http/origin-check.ts) refuses one from another site.
 */
export async function action() {
  return Response.json({ options: await loginOptions(await getRuntime()) });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
