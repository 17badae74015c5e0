import { randomBytes } from 'node:crypto';

import { createCookie } from 'react-router';
import { z } from 'zod';

import type { Executor } from '#app/db/client.server.ts';
import { nowIso } from '#app/db/sql-values.ts';
import { ADMIN_PATH } from '#app/data/page-paths.ts';
import { requireAdmin, requireOwner, type Admin } from '#app/server/admin/session.server.ts';
import { getConfig } from '#app/server/config.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

/**
 * An editor's own text fields out of a posted form, each at most its size: what is kept, and
 * what is given back (the post editor's postFormValues, the newsletter's newsletterFormValues).
 */
export type StashFilter<Values extends Partial<Record<string, string>>> = (
  fields: Record<string, string>,
) => Values;

/** How long the text of an editor posted without a session is kept for her. */
export const STASH_TTL_MS = 24 * 60 * 60_000;

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

const StashSchema = z.object({ path: z.string(), values: z.record(z.string(), z.string()) });

/** Stashes for no one any more (older than a day) go whenever a new one is kept. */
export async function deleteExpiredStashes(db: Executor, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('editor_stash')
    .where('created_at', '<', new Date(now - STASH_TTL_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Keeps an editor's text fields posted to `path` without a valid session; returns the
 * Set-Cookie header that gives her browser the (random, signed) token. The text is never logged.
 */
async function stashEditorFields(
  db: Executor,
  path: string,
  values: Partial<Record<string, string>>,
): Promise<string> {
  await deleteExpiredStashes(db);
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('editor_stash')
    .values({
      token,
      fields: JSON.stringify({ path, values }),
      created_at: nowIso(),
    })
    .execute();
  return stashCookie().serialize(token);
}

/**
 * The text stashed for the editor at `path` by this browser, taken out of the stash (read once),
 * with the Set-Cookie header that clears the token; null when there is none for this page.
 */
export async function takeEditorStash<Values extends Partial<Record<string, string>>>(
  db: Executor,
  request: Request,
  path: string,
  filter: StashFilter<Values>,
): Promise<{ values: Values; setCookie: string } | null> {
  const token: unknown = await stashCookie().parse(request.headers.get('Cookie'));
  if (typeof token !== 'string' || !token) return null;
  const row = await db
    .selectFrom('editor_stash')
    .select(['fields', 'created_at'])
    .where('token', '=', token)
    .executeTakeFirst();
  const clear = () => stashCookie().serialize('', { maxAge: 0 });
  if (!row || Date.now() - new Date(row.created_at).getTime() > STASH_TTL_MS) {
    if (row) await db.deleteFrom('editor_stash').where('token', '=', token).execute();
    return { values: filter({}), setCookie: await clear() };
  }
  let parsed;
  try {
    parsed = StashSchema.safeParse(JSON.parse(row.fields));
  } catch {
    parsed = null;
  }
  if (parsed?.success && parsed.data.path !== path) return null;
  await db.deleteFrom('editor_stash').where('token', '=', token).execute();
  return {
    values: filter(parsed?.success ? parsed.data.values : {}),
    setCookie: await clear(),
  };
}

/**
 * The signed-in admin behind a desk's POST. Without a valid session, the text the form carries
 * (what `typed` keeps of the body read by `read`; null or nothing keeps nothing) is stashed for
 * her on the way to the login, which brings her back to the same page and its text
 * (docs/product.md#publishing-desk). The caller reads the body itself once signed in. An
 * owner's desk passes `ownerOnly`: an assistant gets 403 and nothing is stashed.
 */
export async function requireAdminOrStash<Body>(
  args: { request: Request; url: URL },
  read: (request: Request) => Promise<Body>,
  typed: (body: Body) => Partial<Record<string, string>> | null,
  { ownerOnly = false }: { ownerOnly?: boolean } = {},
): Promise<Admin> {
  try {
    return await (ownerOnly ? requireOwner(args) : requireAdmin(args));
  } catch (thrown) {
    if (!(thrown instanceof Response) || args.request.method !== 'POST') throw thrown;
    const values = await read(args.request).then(typed, () => null);
    if (!values || Object.keys(values).length === 0) throw thrown;
    const { handle } = await getRuntime();
    thrown.headers.append(
      'Set-Cookie',
      await stashEditorFields(handle.db, args.url.pathname, values),
    );
    throw thrown;
  }
}
