import { passkeyMessages } from '#app/data/messages/passkey-messages.ts';
import { finishRegistration } from '#app/server/admin/sign-in/passkeys.server.ts';
import { requireAdminForScript } from '#app/server/admin/sign-in/session.server.ts';
import { BodyTooLargeError, readJsonBody } from '#app/server/request-body.server.ts';
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
  const admin = await requireAdminForScript(
    runtime,
    args,
    'message',
    passkeyMessages.sessionExpired,
  );
  let body: unknown;
  try {
    body = await readJsonBody(args.request, MAX_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return Response.json({ message: passkeyMessages.addFailed }, { status: 413 });
  }
  const result = await finishRegistration(runtime, admin, body);
  if (!result.ok) {
    return Response.json(
      { message: result.message, fieldErrors: result.fieldErrors },
      { status: result.status },
    );
  }
  return Response.json({ name: result.name });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
