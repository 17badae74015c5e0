import { redirect } from 'react-router';

import { ADMIN_ACCOUNT_PATH } from '#app/data/page-paths.ts';
import { passkeyMessages } from '#app/data/messages/passkey-messages.ts';
import { removePasskey } from '#app/server/admin/sign-in/passkeys.server.ts';
import { requireAdmin } from '#app/server/admin/sign-in/session.server.ts';
import { readForm } from '#app/server/request-body.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

import type { Route } from './+types/remove';

/**
 * The account page's confirmed "Kaldır" (a plain form, so it works without JavaScript): removes
 * one of her own passkeys and goes back to the page with a toast.
 */
export async function action(args: Route.ActionArgs) {
  const runtime = await getRuntime();
  const admin = await requireAdmin(runtime, args);
  const form = await readForm(args.request);
  const id = form?.get('passkey');
  const name = typeof id === 'string' ? await removePasskey(runtime, admin, id) : null;
  return redirectWithToast(
    `${ADMIN_ACCOUNT_PATH}#gecis-anahtarlari-baslik`,
    name === null
      ? { description: passkeyMessages.notFound, variant: 'destructive' }
      : { description: passkeyMessages.removed(name) },
    { status: 303 },
  );
}

export function loader() {
  return redirect(ADMIN_ACCOUNT_PATH);
}
