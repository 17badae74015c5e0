import { createHmac, randomBytes } from 'node:crypto';

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';

import { adminMessages } from '#app/data/messages/admin-messages.ts';
import { PASSKEY_NAME_MAX, passkeyMessages } from '#app/data/messages/passkey-messages.ts';
import type { Executor } from '#app/db/client.server.ts';
import {
  consumeChallenge,
  deletePasskeyOfAdmin,
  findPasskey,
  insertChallenge,
  insertPasskey,
  listPasskeysOfAdmin,
  recordPasskeyUse,
  type ChallengePurpose,
} from '#app/db/accounts/passkeys.server.ts';
import { CounterPruner } from '#app/db/rate-counters.server.ts';
import { isUniqueViolation } from '#app/db/sql-values.ts';
import { addressBlock } from '#app/server/admin/sign-in/login-throttle.server.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import { rememberDevice } from '#app/server/admin/sign-in/device-cookie.server.ts';
import { checkFreshProof } from '#app/server/admin/sign-in/fresh-proof.server.ts';
import {
  requireAdminForScript,
  safeRedirectTo,
  startSession,
  type Admin,
} from '#app/server/admin/sign-in/session.server.ts';
import { getConfig } from '#app/server/config.server.ts';
import { logger } from '#app/server/logger.server.ts';
import { BodyTooLargeError, readJsonBody } from '#app/server/request-body.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

/** A challenge is good for this long (docs/product.md#passkeys). */
export const CHALLENGE_TTL_MS = 5 * 60_000;

// Far more than anyone signing in needs, few enough that no address, nor all of them (`total`),
// can fill the table: at most about a hundred kilobytes of challenges.
export const LOGIN_OPTIONS_LIMIT = { count: 30, total: 300, windowMs: 10 * 60_000 } as const;

/** Per database: the counts of addresses gone quiet are deleted within a minute. */
const pruners = new WeakMap<Executor, CounterPruner>();

/** The slow-down counts a passkey attempt by the credential it claims, as no e-mail is typed. */
function throttleAccount(response: unknown): string {
  const id = isObject(response) && typeof response.id === 'string' ? response.id : '';
  return `passkey:${id.slice(0, 200)}`;
}

type PasskeyRuntime = Pick<
  Runtime,
  'handle' | 'publicUrl' | 'identity' | 'loginThrottle' | 'counters'
>;

export function relyingParty(runtime: Pick<Runtime, 'publicUrl' | 'identity'>) {
  const url = new URL(runtime.publicUrl);
  return { id: url.hostname, origin: url.origin, name: runtime.identity.siteName };
}

/** An opaque, stable user handle: a re-registration replaces its entry; no address on devices. */
function userHandle(adminId: number): Uint8Array<ArrayBuffer> {
  const digest = createHmac('sha256', getConfig().sessionSecret)
    .update(`passkey-user:${adminId}`)
    .digest();
  return new Uint8Array(digest);
}

async function newChallenge(
  runtime: PasskeyRuntime,
  purpose: ChallengePurpose,
  adminId: number | null,
): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = randomBytes(32);
  // Stored as the base64url the browser signs; a string given to the library would be encoded again.
  const value = bytes.toString('base64url');
  await insertChallenge(runtime.handle.db, { value, purpose, adminId, ttlMs: CHALLENGE_TTL_MS });
  return new Uint8Array(bytes);
}

function signedChallenge(response: { response?: { clientDataJSON?: unknown } }): string | null {
  const encoded = response.response?.clientDataJSON;
  if (typeof encoded !== 'string' || encoded.length > 4096) return null;
  try {
    const client: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    const challenge = (client as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(challenge)
      ? challenge
      : null;
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function listPasskeys(runtime: PasskeyRuntime, adminId: number) {
  const passkeys = await listPasskeysOfAdmin(runtime.handle.db, adminId);
  return passkeys.map(({ id, name, createdAt, lastUsedAt }) => ({
    id,
    name,
    createdAt,
    lastUsedAt,
  }));
}

export function checkPasskeyName(value: unknown): { name: string } | { error: string } {
  const name = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  if (!name) return { error: passkeyMessages.nameRequired };
  if (name.length > PASSKEY_NAME_MAX)
    return { error: passkeyMessages.nameTooLong(PASSKEY_NAME_MAX) };
  return { name };
}

/** Discoverable with user verification, so it alone signs her in; her own keys are excluded. */
async function registrationOptions(
  runtime: PasskeyRuntime,
  admin: Pick<Admin, 'id' | 'email'>,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty(runtime);
  const existing = await listPasskeysOfAdmin(runtime.handle.db, admin.id);
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: admin.email,
    userDisplayName: admin.email,
    userID: userHandle(admin.id),
    challenge: await newChallenge(runtime, 'passkey-register', admin.id),
    attestationType: 'none',
    timeout: CHALLENGE_TTL_MS,
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

export type ProvenOptions =
  | { ok: true; options: PublicKeyCredentialCreationOptionsJSON }
  | {
      ok: false;
      status: 400 | 429;
      message: string;
      fieldErrors: { proof: string[] };
      retryAfterSeconds?: number;
    };

/** Registration's first step, behind a fresh proof, so a session alone cannot add a key. */
export async function provenRegistrationOptions(
  runtime: PasskeyRuntime,
  admin: Admin,
  body: unknown,
  client: string,
): Promise<ProvenOptions> {
  const typed = isObject(body) && typeof body.proof === 'string' ? body.proof : '';
  const proof = await checkFreshProof(runtime.handle.db, runtime.loginThrottle, {
    admin,
    client,
    purpose: 'passkey',
    proof: typed,
    codeAccepted: true,
  });
  if (proof.ok) return { ok: true, options: await registrationOptions(runtime, admin) };
  const message = proof.status === 429 ? proof.message : passkeyMessages.wrongProof;
  const retryAfterSeconds = proof.status === 429 ? proof.retryAfterSeconds : undefined;
  return {
    ok: false,
    status: proof.status,
    message,
    fieldErrors: { proof: [message] },
    retryAfterSeconds,
  };
}

export type RegistrationResult =
  | { ok: true; name: string }
  | { ok: false; status: 400; fieldErrors?: { name: string[] }; message: string };

export async function finishRegistration(
  runtime: PasskeyRuntime,
  admin: Pick<Admin, 'id' | 'email'>,
  body: unknown,
): Promise<RegistrationResult> {
  const fields = isObject(body) ? body : {};
  const checked = checkPasskeyName(fields.name);
  if ('error' in checked) {
    return {
      ok: false,
      status: 400,
      fieldErrors: { name: [checked.error] },
      message: checked.error,
    };
  }
  const failed = { ok: false, status: 400, message: passkeyMessages.addFailed } as const;
  const refuse = (reason: string) => {
    logger.warn('passkey registration refused', { admin: admin.email, reason });
    return failed;
  };
  const response = fields.response;
  if (!isObject(response)) return refuse('malformed');
  const challenge = signedChallenge(response);
  const db = runtime.handle.db;
  if (
    !challenge ||
    !(await consumeChallenge(db, {
      value: challenge,
      purpose: 'passkey-register',
      adminId: admin.id,
    }))
  ) {
    return refuse('challenge');
  }
  const rp = relyingParty(runtime);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      // Checked field by field by the library; anything malformed throws.
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch (error) {
    return refuse(error instanceof Error ? error.message : 'verification');
  }
  if (!verified.verified) return refuse('verification');
  const { credential } = verified.registrationInfo;
  try {
    await db.transaction().execute(async (trx) => {
      await insertPasskey(trx, {
        id: credential.id,
        adminId: admin.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: checked.name,
      });
      await recordAudit(trx, admin, {
        type: 'passkey',
        action: 'passkey-added',
        email: admin.email,
        name: checked.name,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error) || isPrimaryKeyViolation(error)) {
      return { ok: false, status: 400, message: passkeyMessages.alreadyRegistered };
    }
    throw error;
  }
  return { ok: true, name: checked.name };
}

/** SQLite names a primary key's refusal apart from a unique index's. */
function isPrimaryKeyViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Never another account's; the name it had, or null. */
export async function removePasskey(
  runtime: PasskeyRuntime,
  admin: Pick<Admin, 'id' | 'email'>,
  id: string,
): Promise<string | null> {
  if (!id || id.length > 1024) return null;
  return runtime.handle.db.transaction().execute(async (trx) => {
    const name = await deletePasskeyOfAdmin(trx, admin.id, id);
    if (name !== null) {
      await recordAudit(trx, admin, {
        type: 'passkey',
        action: 'passkey-removed',
        email: admin.email,
        name,
      });
    }
    return name;
  });
}

/** Sign-in's first step: no credential list, so the browser offers whichever passkey it holds. */
export async function loginOptions(
  runtime: PasskeyRuntime,
  client: string,
  now = Date.now(),
): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const db = runtime.handle.db;
  let pruner = pruners.get(db);
  if (!pruner) pruners.set(db, (pruner = new CounterPruner(db)));
  await pruner.maybePrune(now);
  const { windowMs } = LOGIN_OPTIONS_LIMIT;
  const address = await runtime.counters.countInWindow(
    db,
    `passkey-options:${addressBlock(client)}`,
    windowMs,
    now,
  );
  if (address.count > LOGIN_OPTIONS_LIMIT.count) return null;
  // Counted only once the address's own count allows it: one address cannot use up the total.
  const all = await runtime.counters.countInWindow(db, 'passkey-options', windowMs, now);
  if (all.count > LOGIN_OPTIONS_LIMIT.total) return null;
  return generateAuthenticationOptions({
    rpID: relyingParty(runtime).id,
    challenge: await newChallenge(runtime, 'passkey-login', null),
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'required',
  });
}

export type PasskeyLoginResult =
  | { ok: true; adminId: number; email: string }
  | { ok: false; status: 400; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

// Counts as a failed login until it succeeds (docs/product.md#login-lockout); a verified passkey
// is both factors; every failure gives the one generic message.
export async function finishLogin(
  runtime: PasskeyRuntime,
  body: unknown,
  client: string,
  slowedDown: (seconds: number) => string,
): Promise<PasskeyLoginResult> {
  const response = isObject(body) ? body.response : undefined;
  const account = throttleAccount(response);
  const gate = await runtime.loginThrottle.reserve(client, account);
  if (!gate.ok) {
    const retryAfterSeconds = Math.ceil(gate.retryAfterMs / 1000);
    return { ok: false, status: 429, message: slowedDown(retryAfterSeconds), retryAfterSeconds };
  }
  const failed = { ok: false, status: 400, message: passkeyMessages.loginFailed } as const;
  const refuse = (reason: string) => {
    logger.warn('passkey login refused', { reason });
    return failed;
  };
  if (!isObject(response) || typeof response.id !== 'string') return refuse('malformed');
  const db = runtime.handle.db;
  const challenge = signedChallenge(response);
  if (
    !challenge ||
    !(await consumeChallenge(db, { value: challenge, purpose: 'passkey-login', adminId: null }))
  ) {
    return refuse('challenge');
  }
  const passkey = response.id.length <= 1024 ? await findPasskey(db, response.id) : null;
  // Past the one-time challenge a failure was a real attempt: the trail notes it.
  const keyOwner = passkey ? { email: passkey.adminEmail } : null;
  const refuseAttempt = async (reason: string) => {
    await recordAudit(db, keyOwner, {
      type: 'sign-in-refused',
      accountId: passkey?.adminId ?? null,
      step: 'passkey',
      address: client,
    });
    return refuse(reason);
  };
  if (!passkey) return refuseAttempt('unknown credential');
  const rp = relyingParty(runtime);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      // Checked field by field by the library; anything malformed throws.
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
  } catch (error) {
    return refuseAttempt(error instanceof Error ? error.message : 'verification');
  }
  if (!verified.verified) return refuseAttempt('verification');
  const counted = await recordPasskeyUse(db, passkey.id, {
    previous: passkey.counter,
    next: verified.authenticationInfo.newCounter,
  });
  if (!counted) return refuseAttempt('counter changed meanwhile');
  await runtime.loginThrottle.succeeded(client, account);
  await recordAudit(
    db,
    { email: passkey.adminEmail },
    { type: 'sign-in', accountId: passkey.adminId, method: 'passkey', address: client },
  );
  return { ok: true, adminId: passkey.adminId, email: passkey.adminEmail };
}

/** A step's JSON body, or the 413 its script shows as `tooLarge`. */
async function readStep(
  request: Request,
  maxBytes: number,
  tooLarge: string,
): Promise<{ body: unknown } | Response> {
  try {
    return { body: await readJsonBody(request, maxBytes) };
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return Response.json({ message: tooLarge }, { status: 413 });
  }
}

/** A step of adding a passkey: the signed-in account and the step's JSON, or the refusal. */
export async function readRegistrationStep(
  runtime: Runtime,
  args: { request: Request; url: URL },
  maxBytes: number,
  tooLarge: string,
): Promise<{ admin: Admin; body: unknown } | Response> {
  const admin = await requireAdminForScript(
    runtime,
    args,
    'message',
    passkeyMessages.sessionExpired,
  );
  const step = await readStep(args.request, maxBytes, tooLarge);
  return step instanceof Response ? step : { admin, body: step.body };
}

/** A passkey step's refusal as the account page's script reads it, with Retry-After when slowed. */
export function passkeyRefusal(refusal: {
  status: number;
  message: string;
  fieldErrors?: Record<string, string[] | undefined>;
  retryAfterSeconds?: number;
}): Response {
  const { status, message, fieldErrors, retryAfterSeconds } = refusal;
  const headers = retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined;
  return Response.json({ message, fieldErrors }, { status, headers });
}

/** The passkey endpoints answer only POSTs from the pages' scripts. */
export function postOnly(): Response {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}

const LOGIN_MAX_BYTES = 32 * 1024;

export async function passkeyLogIn(
  runtime: Runtime,
  request: Request,
  client: string,
): Promise<Response> {
  const step = await readStep(request, LOGIN_MAX_BYTES, passkeyMessages.loginFailed);
  if (step instanceof Response) return step;
  const { body } = step;
  const result = await finishLogin(runtime, body, client, adminMessages.login.slowedDown);
  if (!result.ok) return passkeyRefusal(result);
  logger.info('admin login with a passkey', { email: result.email });
  const redirectTo =
    typeof body === 'object' && body !== null && 'redirectTo' in body ? body.redirectTo : null;
  const headers = new Headers();
  const from = { userAgent: request.headers.get('User-Agent'), address: client };
  headers.append('Set-Cookie', await startSession(runtime, result.adminId, from));
  headers.append('Set-Cookie', await rememberDevice(request, result.email));
  return Response.json({ redirectTo: safeRedirectTo(redirectTo) }, { headers });
}
