import { redirect } from 'react-router';

import { adminMessages } from '#app/data/messages/admin-messages.ts';
import { ADMIN_LOGIN_PATH, ADMIN_PATH } from '#app/data/page-paths.ts';
import { endSession, requireAdmin } from '#app/server/admin/sign-in/session.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

import type { Route } from './+types/logout';

/** Signing out is a POST ("Çıkış Yap"); a visit to the address just goes back to the area. */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(await getRuntime(), args);
  return redirect(ADMIN_PATH);
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const runtime = await getRuntime();
  await requireAdmin(runtime, args);
  return redirectWithToast(
    ADMIN_LOGIN_PATH,
    { description: adminMessages.login.loggedOut },
    { status: 303, headers: { 'Set-Cookie': await endSession(runtime, request) } },
  );
}
