import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll } from 'vitest';

import type { Executor } from '#app/db/client.server.ts';
import type { AdminRole } from '#app/db/schema.ts';
import { createAdminAccount } from '#app/server/admin/sign-in/auth.server.ts';
import { SESSION_IDLE_MS } from '#app/db/accounts/sessions.server.ts';
import { getAdmin, startSession } from '#app/server/admin/sign-in/session.server.ts';
import type { Runtime, RuntimeOptions } from '#app/server/runtime.server.ts';

import { createTestRuntime, type DialectName, type TestRuntime } from './runtime.ts';

/** What a route's loader or action is called with. */
export type RouteArgs = { request: Request; url: URL };

/** A form's fields, a multipart form, or any other body. */
export type Body = Record<string, string> | FormData | BodyInit;

export type DeskClient = {
  /** `Cookie: …` as the browser sends it; empty for nobody signed in. */
  cookie: string;
  /** A GET of `path` (with its query) with the cookie; `init.headers.Cookie` is sent too. */
  get: (path: string, init?: RequestInit) => RouteArgs;
  /** A POST of `body` to `path` with the cookie; fields go as a urlencoded form. */
  post: (path: string, body: Body, init?: RequestInit) => RouteArgs;
};

export type Account = { id: number; email: string; password: string; role: AdminRole };

export type DeskSession = DeskClient & {
  sessionId: string;
  end: (agoMs?: number) => Promise<void>;
};

export type SignedIn = DeskSession & { account: Account };

const url = (path: string) => new URL(path, 'http://localhost');

function withCookie(cookie: string, init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  const cookies = [cookie, headers.get('Cookie')].filter(Boolean).join('; ');
  if (cookies) headers.set('Cookie', cookies);
  return { ...init, headers };
}

/** Plain fields as a urlencoded form, as a browser posts a form without files. */
function asBody(body: Body): BodyInit {
  return Object.getPrototypeOf(body) === Object.prototype
    ? new URLSearchParams(body as Record<string, string>)
    : (body as BodyInit);
}

/** Requests to the desk's routes from a browser holding `cookie` (none: nobody signed in). */
export function deskClient(cookie = ''): DeskClient {
  return {
    cookie,
    get: (path, init) => ({
      request: new Request(url(path), withCookie(cookie, init)),
      url: url(path),
    }),
    post: (path, body, init) => ({
      request: new Request(url(path), {
        ...withCookie(cookie, init),
        method: 'POST',
        body: asBody(body),
      }),
      url: url(path),
    }),
  };
}

export const TEST_PASSWORD = 'bir-parola-2026-uzun';

/** A new account of `role`: a fresh address unless `email` is given. */
export async function newAccount(
  db: Executor,
  role: AdminRole = 'owner',
  options: { email?: string; password?: string } = {},
): Promise<Account> {
  const email = options.email ?? `${role}-${randomBytes(4).toString('hex')}@ornek.com`;
  const password = options.password ?? TEST_PASSWORD;
  const created = await createAdminAccount(db, email, password, role);
  if (!created) throw new Error(`${email} has an account already`);
  return { id: created.id, email: created.email, password, role };
}

export type SignInOptions = {
  email?: string;
  password?: string;
  userAgent?: string;
  address?: string;
};

/** A new account of `role` on `runtime` and a browser signed in to it now. */
export async function signIn(
  runtime: Runtime,
  role: AdminRole = 'owner',
  options: SignInOptions = {},
): Promise<SignedIn> {
  const { userAgent, address, ...identity } = options;
  const account = await newAccount(runtime.handle.db, role, identity);
  return { ...(await sessionOf(runtime, account, { userAgent, address })), account };
}

/**
 * Another browser signed in to `account` now: with its session's id, and `end`, which makes
 * the session end as 8 hours without a request would, `agoMs` ago; its row stays, as the server
 * keeps an ended session's row for a while.
 */
export async function sessionOf(
  runtime: Runtime,
  account: { id: number },
  from: { userAgent?: string; address?: string } = {},
): Promise<DeskSession> {
  const client = deskClient((await startSession(runtime, account.id, from)).split(';')[0]!);
  const admin = await getAdmin(runtime, client.get('/').request);
  if (!admin) throw new Error('the new session signs nobody in');
  const { sessionId } = admin;
  return {
    ...client,
    sessionId,
    end: async (agoMs = 60_000) => {
      await runtime.handle.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(Date.now() - SESSION_IDLE_MS - agoMs).toISOString() })
        .where('id', '=', sessionId)
        .execute();
    },
  };
}

/** For a describe block: a fresh runtime of `dialect` before its tests, disposed after them. */
export function deskRuntime(dialect: DialectName, overrides: Partial<RuntimeOptions> = {}) {
  let runtime: TestRuntime | undefined;
  beforeAll(async () => {
    runtime = await createTestRuntime(dialect, overrides);
  });
  afterAll(async () => {
    await runtime?.dispose();
    runtime = undefined;
  });
  return {
    runtime: () => runtime!,
    db: () => runtime!.handle.db,
  };
}
