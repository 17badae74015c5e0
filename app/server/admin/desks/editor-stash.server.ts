import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { createCookie } from 'react-router';
import { z } from 'zod';

import type { Executor } from '#app/db/client.server.ts';
import { keepStash, STASH_TTL_MS, takeStash } from '#app/db/editor-stash.server.ts';
import { ENDED_SESSION_KEPT_MS, SESSION_IDLE_MS } from '#app/db/accounts/sessions.server.ts';
import { ADMIN_PATH } from '#app/data/page-paths.ts';
import { STASH_PROOF_FIELD } from '#app/lib/admin/stash-proof.ts';
import {
  getEndedSession,
  requireAdmin,
  requireOwner,
  type Admin,
} from '#app/server/admin/sign-in/session.server.ts';
import { getConfig } from '#app/server/config.server.ts';
import { readLeadingField } from '#app/server/request-body.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

export type StashFilter<Values extends Partial<Record<string, string>>> = (
  fields: Record<string, string>,
) => Values;

/** Read without a signed-in account: a body without a proof never costs more memory than this. */
export const PROOF_SEARCH_MAX_BYTES = 64 * 1024;

let cookie: ReturnType<typeof createStashCookie> | undefined;

function createStashCookie() {
  const config = getConfig();
  return createCookie('yazi_emanet', {
    path: ADMIN_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    secrets: [config.sessionSecret],
    maxAge: STASH_TTL_MS / 1000,
  });
}

function stashCookie() {
  cookie ??= createStashCookie();
  return cookie;
}

const ValuesSchema = z.record(z.string(), z.string());

function proofMac(adminId: number, sessionId: string, path: string, expiresAt: number): string {
  // Its own prefix: no other signature made with the session secret can pass for a proof.
  return createHmac('sha256', getConfig().sessionSecret)
    .update(`editor-stash\n${adminId}\n${sessionId}\n${path}\n${expiresAt}`)
    .digest('base64url');
}

// `{account}.{expiry}.{HMAC}`: this session opened the editor at `path`; valid a little past its
// idle end; only with it is late text stashed (docs/decisions/0038-no-anonymous-stash.md).
export function issueStashProof(
  admin: Pick<Admin, 'id' | 'sessionId'>,
  path: string,
  now = Date.now(),
): string {
  const expiresAt = now + SESSION_IDLE_MS + ENDED_SESSION_KEPT_MS;
  return `${admin.id}.${expiresAt}.${proofMac(admin.id, admin.sessionId, path, expiresAt)}`;
}

function proofHolds(
  proof: string,
  session: { adminId: number; sessionId: string },
  path: string,
  now = Date.now(),
): boolean {
  const [, account, expiry, mac] = /^(\d{1,12})\.(\d{1,15})\.([\w-]{43})$/.exec(proof) ?? [];
  if (!account || !expiry || !mac) return false;
  const adminId = Number(account);
  const expiresAt = Number(expiry);
  if (adminId !== session.adminId || expiresAt <= now) return false;
  const expected = Buffer.from(proofMac(adminId, session.sessionId, path, expiresAt));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function takeEditorStash<Values extends Partial<Record<string, string>>>(
  db: Executor,
  request: Request,
  admin: Pick<Admin, 'id'>,
  path: string,
  filter: StashFilter<Values>,
): Promise<{ values: Values; setCookie: string } | null> {
  const token: unknown = await stashCookie().parse(request.headers.get('Cookie'));
  if (typeof token !== 'string' || !token) return null;
  const taken = await takeStash(db, { token, adminId: admin.id, path });
  if (taken === 'elsewhere') return null;
  let values: Record<string, string> = {};
  if (taken) {
    try {
      values = ValuesSchema.parse(JSON.parse(taken.fields));
    } catch {
      values = {};
    }
  }
  return { values: filter(values), setCookie: await stashCookie().serialize('', { maxAge: 0 }) };
}

/** The proof is checked before any text is read. */
async function stashAfterEndedSession<Body>(
  runtime: Runtime,
  { request, url }: { request: Request; url: URL },
  read: (request: Request) => Promise<Body>,
  typed: (body: Body) => Partial<Record<string, string>> | null,
): Promise<string | null> {
  const session = await getEndedSession(runtime, request);
  if (!session) return null;
  const lead = await readLeadingField(request, STASH_PROOF_FIELD, PROOF_SEARCH_MAX_BYTES);
  if (!lead || !proofHolds(lead.value, session, url.pathname)) return null;
  const values = await read(lead.rest).then(typed, () => null);
  if (!values || Object.keys(values).length === 0) return null;
  const token = randomBytes(24).toString('base64url');
  const kept = await keepStash(runtime.handle.db, {
    token,
    adminId: session.adminId,
    path: url.pathname,
    fields: JSON.stringify(values),
  });
  return kept ? stashCookie().serialize(token) : null;
}

/** A session that has just ended stashes the typed text on the way to the login (decision 0038). */
export async function requireAdminOrStash<Body>(
  runtime: Runtime,
  args: { request: Request; url: URL },
  read: (request: Request) => Promise<Body>,
  typed: (body: Body) => Partial<Record<string, string>> | null,
  { ownerOnly = false }: { ownerOnly?: boolean } = {},
): Promise<Admin> {
  try {
    return await (ownerOnly ? requireOwner(runtime, args) : requireAdmin(runtime, args));
  } catch (thrown) {
    if (!(thrown instanceof Response) || args.request.method !== 'POST') throw thrown;
    const setCookie = await stashAfterEndedSession(runtime, args, read, typed);
    if (setCookie) thrown.headers.append('Set-Cookie', setCookie);
    throw thrown;
  }
}

/** Also what she typed when her session ran out (once), its banner and the next stash proof. */
export async function loadDeskStash<Values extends Partial<Record<string, string>>>(
  db: Executor,
  args: { request: Request; url: URL },
  admin: Pick<Admin, 'id' | 'sessionId'>,
  filter: StashFilter<Values>,
  restoredMessage: string,
) {
  const path = args.url.pathname;
  const stash = await takeEditorStash(db, args.request, admin, path, filter);
  const restored = stash !== null && Object.keys(stash.values).length > 0 ? stash.values : null;
  return {
    restored,
    restoredMessage: restored ? restoredMessage : null,
    stashProof: issueStashProof(admin, path),
    init: stash ? { headers: { 'Set-Cookie': stash.setCookie } } : undefined,
  };
}
