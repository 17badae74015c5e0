import { createCookie, data, redirect } from 'react-router';

import {
  ADMIN_ACCOUNT_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_LOGOUT_PATH,
  ADMIN_PASSKEY_REGISTER_OPTIONS_PATH,
  ADMIN_PASSKEY_REGISTER_VERIFY_PATH,
  ADMIN_PATH,
  ADMIN_SECOND_FACTOR_PATH,
} from '#app/data/page-paths.ts';
import type { AdminRole, SessionStage } from '#app/db/schema.ts';
import { lacksRequiredSecondFactor } from '#app/db/accounts/second-factor.server.ts';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  findEndedSession,
  findValidSession,
  SESSION_MAX_MS,
} from '#app/db/accounts/sessions.server.ts';
import { getConfig } from '#app/server/config.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

export type Admin = { id: number; email: string; role: AdminRole; sessionId: string };

/** What an assistant gets from an owner's page or action (docs/product.md#accounts). */
export const OWNER_ONLY_MESSAGE = 'Bu işlem yalnızca site sahibinin hesabına açık.';

/** Where an account without the required second factor is sent (docs/product.md#second-factor). */
export const SECOND_FACTOR_REQUIRED_MESSAGE =
  'Site sahibi iki adımlı doğrulamayı zorunlu kıldı. Yönetim paneline devam etmek için önce bu sayfadan iki adımlı doğrulamayı açın.';

/** Still open without the required second factor: the account page, enrolment, the logout. */
const OPEN_WITHOUT_SECOND_FACTOR = new Set([
  ADMIN_ACCOUNT_PATH,
  ADMIN_SECOND_FACTOR_PATH,
  ADMIN_PASSKEY_REGISTER_OPTIONS_PATH,
  ADMIN_PASSKEY_REGISTER_VERIFY_PATH,
  ADMIN_LOGOUT_PATH,
]);

let cookie: ReturnType<typeof createSessionCookie> | undefined;

function createSessionCookie() {
  const config = getConfig();
  return createCookie('yonetim_oturum', {
    // "/" and not "/yonetim": React Router loads the dashboard's data from /yonetim.data,
    // which a cookie limited to /yonetim would not reach (docs/decisions/0007).
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    secrets: [config.sessionSecret],
    // The server ends a session earlier when it is 8 hours idle (docs/product.md#sessions).
    maxAge: SESSION_MAX_MS / 1000,
  });
}

function sessionCookie() {
  cookie ??= createSessionCookie();
  return cookie;
}

async function sessionToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie().parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value ? value : null;
}

/** A session still waiting for its second factor signs nobody in. */
export async function getAdmin(runtime: Runtime, request: Request): Promise<Admin | null> {
  const token = await sessionToken(request);
  if (!token) return null;
  const session = await findValidSession(runtime.handle.db, token);
  if (!session || session.stage !== 'full') return null;
  return {
    id: session.adminId,
    email: session.email,
    role: session.role,
    sessionId: session.sessionId,
  };
}

/** The account whose session ended by itself a little while ago: the editor stash's one way in. */
export async function getEndedSession(
  runtime: Runtime,
  request: Request,
): Promise<{ adminId: number; sessionId: string } | null> {
  const token = await sessionToken(request);
  if (!token) return null;
  return findEndedSession(runtime.handle.db, token);
}

/** Only paths inside the admin, normalised: a Location header cannot carry raw non-Latin-1. */
export function safeRedirectTo(value: unknown): string {
  if (typeof value !== 'string') return ADMIN_PATH;
  const base = 'http://yonetim.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return ADMIN_PATH;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (
    url.origin !== base ||
    !/^\/yonetim(?:[/?#]|$)/.test(path) ||
    path.startsWith(ADMIN_LOGIN_PATH)
  ) {
    return ADMIN_PATH;
  }
  return path;
}

async function mustEnrolFirst(runtime: Runtime, admin: Admin, url: URL): Promise<boolean> {
  return (
    !OPEN_WITHOUT_SECOND_FACTOR.has(url.pathname) &&
    lacksRequiredSecondFactor(runtime.handle.db, admin.id)
  );
}

/** `url` is React Router's normalised one (no .data suffix, no ?index). */
export async function requireAdmin(
  runtime: Runtime,
  { request, url }: { request: Request; url: URL },
): Promise<Admin> {
  const admin = await getAdmin(runtime, request);
  if (admin) {
    if (await mustEnrolFirst(runtime, admin, url)) {
      throw await redirectWithToast(ADMIN_ACCOUNT_PATH, {
        description: SECOND_FACTOR_REQUIRED_MESSAGE,
        variant: 'destructive',
      });
    }
    return admin;
  }
  const back = `${url.pathname}${url.search}`;
  throw redirect(`${ADMIN_LOGIN_PATH}?redirectTo=${encodeURIComponent(back)}`);
}

/** `requireAdmin`, refused as JSON a script can show (401 `signedOut`, 403) instead of a redirect. */
export async function requireAdminForScript(
  runtime: Runtime,
  args: { request: Request; url: URL },
  key: 'error' | 'message',
  signedOut: string,
): Promise<Admin> {
  const admin = await getAdmin(runtime, args.request);
  if (!admin) throw Response.json({ [key]: signedOut }, { status: 401 });
  if (await mustEnrolFirst(runtime, admin, args.url)) {
    throw Response.json({ [key]: SECOND_FACTOR_REQUIRED_MESSAGE }, { status: 403 });
  }
  return admin;
}

/** Checked on the server for every request, whatever the menu shows; 403 for an assistant. */
export async function requireOwner(
  runtime: Runtime,
  args: { request: Request; url: URL },
): Promise<Admin> {
  const admin = await requireAdmin(runtime, args);
  if (admin.role !== 'owner') throw data(OWNER_ONLY_MESSAGE, { status: 403 });
  return admin;
}

export async function startSession(
  runtime: Runtime,
  adminId: number,
  from: { userAgent?: string | null; address?: string | null } = {},
  stage: SessionStage = 'full',
): Promise<string> {
  const { handle } = runtime;
  // Housekeeping at the rare moment a session starts keeps the table small without a timer.
  await deleteExpiredSessions(handle.db);
  const token = await createSession(handle.db, adminId, { ...from, stage });
  return sessionCookie().serialize(token);
}

export async function getSecondStep(
  runtime: Runtime,
  request: Request,
): Promise<{ adminId: number; email: string; token: string } | null> {
  const token = await sessionToken(request);
  if (!token) return null;
  const session = await findValidSession(runtime.handle.db, token);
  if (!session || session.stage !== 'second-factor') return null;
  return { adminId: session.adminId, email: session.email, token };
}

/** A new token, not the row promoted: a cookie seen before the second step never signs in. */
export async function completeSecondStep(
  runtime: Runtime,
  token: string,
  adminId: number,
  from: { userAgent?: string | null; address?: string | null },
): Promise<string> {
  const next = await runtime.handle.db.transaction().execute(async (trx) => {
    await deleteSession(trx, token);
    return createSession(trx, adminId, from);
  });
  return sessionCookie().serialize(next);
}

export async function endSession(runtime: Runtime, request: Request): Promise<string> {
  const token = await sessionToken(request);
  if (token) await deleteSession(runtime.handle.db, token);
  return sessionCookie().serialize('', { maxAge: 0 });
}
