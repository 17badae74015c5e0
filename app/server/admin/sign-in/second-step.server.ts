import { redirect } from 'react-router';

import { adminMessages } from '#app/data/messages/admin-messages.ts';
import { ADMIN_LOGIN_PATH, ADMIN_SECOND_STEP_PATH } from '#app/data/page-paths.ts';
import type { Executor } from '#app/db/client.server.ts';
import {
  findTotpState,
  spendRecoveryCode,
  acceptTotpStep,
} from '#app/db/accounts/second-factor.server.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import { rememberDevice } from '#app/server/admin/sign-in/device-cookie.server.ts';
import type { LoginThrottle } from '#app/server/admin/sign-in/login-throttle.server.ts';
import {
  completeSecondStep,
  getSecondStep,
  safeRedirectTo,
} from '#app/server/admin/sign-in/session.server.ts';
import {
  hashRecoveryCode,
  normaliseRecoveryCode,
  normaliseTotpCode,
  totpStepOf,
} from '#app/server/admin/sign-in/totp.server.ts';
import { logger } from '#app/server/logger.server.ts';
import { BodyTooLargeError, readFormFields } from '#app/server/request-body.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

export const secondStepMessages = {
  /** One message for a wrong, used or malformed code: it tells a guesser nothing. */
  invalid:
    'Kod doğrulanamadı. Uygulamanızdaki güncel kodu ya da kullanılmamış bir kurtarma kodunu girin.',
} as const;

/** Only the account's own second-step failures count; the right password does not reset them. */
function throttleKey(adminId: number): string {
  return `second-factor:${adminId}`;
}

export type SecondStepResult =
  | { ok: true; via: 'totp' | 'recovery-code' }
  | { ok: false; status: 400; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/** Checks the app's code or a recovery code, each once, slowed down like the login. */
export async function verifySecondStep(
  db: Executor,
  throttle: LoginThrottle,
  input: { adminId: number; email: string; code: string; client: string },
  now = Date.now(),
): Promise<SecondStepResult> {
  const key = throttleKey(input.adminId);
  const gate = await throttle.reserve(key, key, now);
  if (!gate.ok) {
    const retryAfterSeconds = Math.ceil(gate.retryAfterMs / 1000);
    const message = adminMessages.login.slowedDown(retryAfterSeconds);
    return { ok: false, status: 429, message, retryAfterSeconds };
  }
  const via = await checkCode(db, input.adminId, input.code.slice(0, 100), now);
  if (!via) {
    await recordAudit(db, input, {
      type: 'sign-in-refused',
      accountId: input.adminId,
      step: 'second-factor',
      address: input.client,
    });
    return { ok: false, status: 400, message: secondStepMessages.invalid };
  }
  await throttle.succeeded(key, key);
  return { ok: true, via };
}

async function checkCode(
  db: Executor,
  adminId: number,
  input: string,
  now: number,
): Promise<'totp' | 'recovery-code' | null> {
  const totp = normaliseTotpCode(input);
  if (totp) {
    const state = await findTotpState(db, adminId);
    if (!state?.secret) return null;
    const step = totpStepOf(state.secret, totp, now);
    if (step === null) return null;
    return (await acceptTotpStep(db, adminId, state.secret, step)) ? 'totp' : null;
  }
  const recovery = normaliseRecoveryCode(input);
  if (!recovery) return null;
  return (await spendRecoveryCode(db, adminId, hashRecoveryCode(recovery)))
    ? 'recovery-code'
    : null;
}

export async function loadSecondStep(runtime: Runtime, request: Request, url: URL) {
  if (!(await getSecondStep(runtime, request))) throw redirect(ADMIN_LOGIN_PATH);
  return { redirectTo: url.searchParams.get('redirectTo') ?? '' };
}

export type SecondStepFailure = {
  message: string;
  status: 400 | 413 | 429;
  retryAfterSeconds?: number;
};

export async function secondStepAction(
  runtime: Runtime,
  request: Request,
  client: string,
): Promise<Response | SecondStepFailure> {
  const waiting = await getSecondStep(runtime, request);
  // The 10 minutes ran out (or the session was ended): the password again.
  if (!waiting) throw redirect(ADMIN_LOGIN_PATH);
  let fields: Record<string, string>;
  try {
    fields = (await readFormFields(request)) ?? {};
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return { message: secondStepMessages.invalid, status: 413 };
  }
  const { handle, loginThrottle } = runtime;
  const result = await verifySecondStep(handle.db, loginThrottle, {
    adminId: waiting.adminId,
    email: waiting.email,
    code: fields.code ?? '',
    client,
  });
  if (!result.ok) {
    logger.warn('admin second step refused', { status: result.status });
    const retryAfterSeconds = result.status === 429 ? result.retryAfterSeconds : undefined;
    return { message: result.message, status: result.status, retryAfterSeconds };
  }
  logger.info('admin login', { email: waiting.email, via: result.via });
  await recordAudit(handle.db, waiting, {
    type: 'sign-in',
    accountId: waiting.adminId,
    method: result.via,
    address: client,
  });
  const headers = new Headers();
  const from = { userAgent: request.headers.get('User-Agent'), address: client };
  headers.append(
    'Set-Cookie',
    await completeSecondStep(runtime, waiting.token, waiting.adminId, from),
  );
  headers.append('Set-Cookie', await rememberDevice(request, waiting.email));
  return redirect(safeRedirectTo(fields.redirectTo), { headers });
}

export function secondStepPath(redirectTo: string | undefined): string {
  return redirectTo
    ? `${ADMIN_SECOND_STEP_PATH}?redirectTo=${encodeURIComponent(redirectTo)}`
    : ADMIN_SECOND_STEP_PATH;
}
