import { redirect } from 'react-router';

import { adminMessages } from '#app/data/messages/admin-messages.ts';
import { ADMIN_LOGIN_PATH } from '#app/data/page-paths.ts';
import type { AdminUser } from '#app/db/accounts/admin-users.server.ts';
import { findTotpState } from '#app/db/accounts/second-factor.server.ts';
import { LoginFormSchema } from '#app/schemas/admin.ts';
import { attemptLogin } from '#app/server/admin/sign-in/auth.server.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import { knownDevice, rememberDevice } from '#app/server/admin/sign-in/device-cookie.server.ts';
import { secondStepPath } from '#app/server/admin/sign-in/second-step.server.ts';
import { safeRedirectTo, startSession } from '#app/server/admin/sign-in/session.server.ts';
import { logger } from '#app/server/logger.server.ts';
import { BodyTooLargeError, readFormFields } from '#app/server/request-body.server.ts';
import { refusalPage } from '#app/server/document/refusal-page.server.ts';
import { getRuntime, type Runtime } from '#app/server/runtime.server.ts';

export type LoginFailure = {
  message: string;
  email: string;
  status: 400 | 413 | 429;
  retryAfterSeconds?: number;
};

export async function logIn(
  runtime: Runtime,
  request: Request,
  client: string,
): Promise<Response | LoginFailure> {
  let fields: Record<string, string>;
  try {
    fields = (await readFormFields(request)) ?? {};
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return { message: adminMessages.login.invalid, email: '', status: 413 };
  }
  const email = (fields.email ?? '').slice(0, 254);
  const parsed = LoginFormSchema.safeParse(fields);
  if (!parsed.success) return { message: adminMessages.login.invalid, email, status: 400 };
  const { handle, loginThrottle } = runtime;
  const result = await attemptLogin(handle.db, loginThrottle, {
    email: parsed.data.email,
    password: parsed.data.password,
    client,
    device: await knownDevice(request, parsed.data.email),
  });
  if (result.ok) return signedIn(runtime, request, result.admin, parsed.data.redirectTo, client);
  // A wait (429) is refused before the password is read, and neither logged nor recorded: only
  // checked attempts are, so a flood of attempts floods neither the log nor the trail.
  if (result.status === 429) {
    const { retryAfterSeconds } = result;
    return { message: result.message, email, status: 429, retryAfterSeconds };
  }
  logger.warn('admin login refused', { status: result.status });
  await recordAudit(handle.db, result.account, {
    type: 'sign-in-refused',
    accountId: result.account?.id ?? null,
    step: 'password',
    address: client,
  });
  return { message: result.message, email, status: result.status };
}

/** For a form posted without JavaScript: about a kilobyte instead of the login page. */
export async function waitPage(failure: LoginFailure): Promise<Response> {
  return refusalPage({
    siteName: (await getRuntime()).identity.siteName,
    title: 'Yönetim Girişi',
    message: failure.message,
    back: ADMIN_LOGIN_PATH,
    backLabel: 'Giriş sayfasına dönün',
    retryAfterSeconds: failure.retryAfterSeconds ?? 1,
  });
}

async function signedIn(
  runtime: Runtime,
  request: Request,
  admin: AdminUser,
  redirectTo: string | undefined,
  client: string,
): Promise<Response> {
  const { handle } = runtime;
  const from = { userAgent: request.headers.get('User-Agent'), address: client };
  // With an authenticator app, the password opens only the second step (for 10 minutes).
  if ((await findTotpState(handle.db, admin.id))?.secret) {
    return redirect(secondStepPath(redirectTo), {
      headers: { 'Set-Cookie': await startSession(runtime, admin.id, from, 'second-factor') },
    });
  }
  logger.info('admin login', { email: admin.email });
  await recordAudit(handle.db, admin, {
    type: 'sign-in',
    accountId: admin.id,
    method: 'password',
    address: client,
  });
  const headers = new Headers();
  headers.append('Set-Cookie', await startSession(runtime, admin.id, from));
  headers.append('Set-Cookie', await rememberDevice(request, admin.email));
  return redirect(safeRedirectTo(redirectTo), { headers });
}
