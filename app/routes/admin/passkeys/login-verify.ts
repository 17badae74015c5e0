import { adminMessages } from '#app/data/messages/admin-messages.ts';
import { passkeyMessages } from '#app/data/messages/passkey-messages.ts';
import { rememberDevice } from '#app/server/admin/sign-in/device-cookie.server.ts';
import { finishLogin } from '#app/server/admin/sign-in/passkeys.server.ts';
import { safeRedirectTo, startSession } from '#app/server/admin/sign-in/session.server.ts';
import { logger } from '#app/server/logger.server.ts';
import { clientIpContext } from '#app/server/request-context.server.ts';
import { BodyTooLargeError, readJsonBody } from '#app/server/request-body.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/login-verify';

/** A sign-in answer is a few kilobytes. */
const MAX_BYTES = 32 * 1024;

/**
 * Passkey sign-in, step two (docs/product.md#passkeys): a full session on success (a verified
 * passkey is both factors); any failure one generic message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const client = context.get(clientIpContext);
  let body: unknown;
  try {
    body = await readJsonBody(request, MAX_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return Response.json({ message: passkeyMessages.loginFailed }, { status: 413 });
  }
  const result = await finishLogin(
    await getRuntime(),
    body,
    client,
    adminMessages.login.slowedDown,
  );
  if (!result.ok) {
    const headers =
      result.status === 429 ? { 'Retry-After': String(result.retryAfterSeconds) } : undefined;
    return Response.json({ message: result.message }, { status: result.status, headers });
  }
  logger.info('admin login with a passkey', { email: result.email });
  const redirectTo =
    typeof body === 'object' && body !== null && 'redirectTo' in body ? body.redirectTo : null;
  const headers = new Headers();
  const from = { userAgent: request.headers.get('User-Agent'), address: client };
  headers.append('Set-Cookie', await startSession(result.adminId, from));
  headers.append('Set-Cookie', await rememberDevice(request, result.email));
  return Response.json({ redirectTo: safeRedirectTo(redirectTo) }, { headers });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
