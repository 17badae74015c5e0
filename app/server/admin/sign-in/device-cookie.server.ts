import { createHmac, randomBytes } from 'node:crypto';

import { createCookie } from 'react-router';

import { ADMIN_PATH } from '#app/data/page-paths.ts';
import { normaliseEmail } from '#app/db/subscribers.server.ts';
import { privacyFacts } from '#app/data/privacy.ts';
import { getConfig } from '#app/server/config.server.ts';

/** A browser known to the account is judged by its own failures only (docs/decisions/0036). */

/** A browser stays known this long after its last sign-in. */
export const DEVICE_MAX_AGE_S = privacyFacts.deviceCookieDays * 24 * 60 * 60;

/** Accounts one browser is known to at most: a computer the owner and an assistant share. */
const MAX_ACCOUNTS = 5;

type Device = { id: string; accounts: string[] };

let cookie: ReturnType<typeof createDeviceCookie> | undefined;

function createDeviceCookie() {
  const config = getConfig();
  return createCookie('yonetim_cihaz', {
    path: ADMIN_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    secrets: [config.sessionSecret],
    maxAge: DEVICE_MAX_AGE_S,
  });
}

/** The account as the cookie names it: a keyed digest, so the cookie shows no e-mail address. */
function accountTag(email: string): string {
  return createHmac('sha256', getConfig().sessionSecret)
    .update(`device-account:${normaliseEmail(email)}`)
    .digest('base64url')
    .slice(0, 22);
}

async function readDevice(request: Request): Promise<Device | null> {
  cookie ??= createDeviceCookie();
  const value: unknown = await cookie.parse(request.headers.get('Cookie'));
  if (typeof value !== 'object' || value === null) return null;
  const { id, accounts } = value as Partial<Device>;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{22}$/.test(id) || !Array.isArray(accounts)) {
    return null;
  }
  return { id, accounts: accounts.filter((tag) => typeof tag === 'string') };
}

export async function knownDevice(request: Request, email: string): Promise<string | null> {
  const device = await readDevice(request);
  return device?.accounts.includes(accountTag(email)) ? device.id : null;
}

/** The browser's own id or a new one, with the account added, the latest first. */
export async function rememberDevice(request: Request, email: string): Promise<string> {
  const device = await readDevice(request);
  const tag = accountTag(email);
  const accounts = [tag, ...(device?.accounts ?? []).filter((known) => known !== tag)];
  cookie ??= createDeviceCookie();
  return cookie.serialize({
    id: device?.id ?? randomBytes(16).toString('base64url'),
    accounts: accounts.slice(0, MAX_ACCOUNTS),
  });
}
