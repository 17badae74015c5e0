import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, test, vi } from 'vitest';

import { writeRequireSecondFactor } from '#app/db/accounts/second-factor.server.ts';
import { SECOND_FACTOR_REQUIRED_MESSAGE } from '#app/server/admin/sign-in/session.server.ts';
import { clientIpContext } from '#app/server/request-context.server.ts';
import type * as RuntimeModule from '#app/server/runtime.server.ts';

import routes from '../../app/routes.ts';
import { PUBLIC_ADMIN_ROUTES as PUBLIC } from '../setup/admin-routes.ts';
import { deskRuntime, signIn, type SignedIn } from '../setup/desk.ts';
import { dialects } from '../setup/runtime.ts';

/*
 * The owner's rules on every door of /yonetim (docs/product.md#second-factor): each route of
 * app/routes.ts, pages, downloads, the editor's upload and the passkey steps alike, is read and
 * posted to by an account that lacks the second factor the owner requires. Only the account
 * page, its passkey steps (enrolment) and the logout let it through; a new route is checked by
 * being added.
 */

/** The routes reach the runtime through `getRuntime()` and `withRuntime()`: this file answers the describe block's. */
const slot = vi.hoisted(() => ({ runtime: undefined as RuntimeModule.Runtime | undefined }));
vi.mock('#app/server/runtime.server.ts', async (original) => ({
  ...(await original<typeof RuntimeModule>()),
  getRuntime: () => Promise.resolve(slot.runtime!),
  withRuntime:
    <Args, Result>(handler: (runtime: RuntimeModule.Runtime, args: Args) => Promise<Result>) =>
    (args: Args) =>
      handler(slot.runtime!, args),
}));

/** What an account without the required second factor may still use. */
const OPEN = new Set([
  '/yonetim/hesap',
  '/yonetim/hesap/iki-adim',
  '/yonetim/hesap/gecis-anahtari/secenekler',
  '/yonetim/hesap/gecis-anahtari/dogrula',
  '/yonetim/cikis',
]);

type Entry = { path?: string; file: string; children?: Entry[] };
type Handler = (args: {
  request: Request;
  url: URL;
  params: Record<string, string>;
  context: RouterContextProvider;
}) => unknown;
type RouteModule = { loader?: Handler; action?: Handler };

const modules = import.meta.glob<RouteModule>('../../app/routes/admin/**/*.{ts,tsx}');

function adminRoutes(): Array<{ pattern: string; file: string }> {
  const found: Array<{ pattern: string; file: string }> = [];
  const walk = (entries: Entry[]) => {
    for (const entry of entries) {
      if (entry.path?.startsWith('yonetim'))
        found.push({ pattern: `/${entry.path}`, file: entry.file });
      if (entry.children) walk(entry.children);
    }
  };
  walk(routes as Entry[]);
  return found;
}

/** A route's answer, thrown or returned, as a Response (React Router's `data()` as its status). */
async function answerOf(handler: Handler, args: Parameters<Handler>[0]): Promise<Response> {
  let result: unknown;
  try {
    result = await handler(args);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return result;
  const init = (result as { init?: { status?: number } } | null)?.init;
  return new Response(JSON.stringify(result ?? null), { status: init?.status ?? 200 });
}

describe.each(dialects)('the owner’s second-factor rule on every route on %s', (dialect) => {
  const { runtime, db } = deskRuntime(dialect);
  let assistant: SignedIn;

  beforeAll(async () => {
    slot.runtime = runtime();
    assistant = await signIn(runtime(), 'assistant');
    await writeRequireSecondFactor(db(), true);
  });

  test('the list covers the area: uploads, downloads and the passkey steps are among the routes', () => {
    const patterns = adminRoutes().map((route) => route.pattern);
    for (const pattern of [...PUBLIC, ...OPEN]) expect(patterns).toContain(pattern);
    expect(patterns).toEqual(
      expect.arrayContaining(['/yonetim/yazilar/gorsel', '/yonetim/aboneler.csv']),
    );
  });

  test('every other route sends her to Hesabım or refuses her, reading and writing', async () => {
    const guarded = adminRoutes().filter(
      (route) => !PUBLIC.has(route.pattern) && !OPEN.has(route.pattern),
    );
    expect(guarded.length).toBeGreaterThan(15);
    for (const { pattern, file } of guarded) {
      const load = modules[`../../app/${file}`];
      expect(load, file).toBeDefined();
      const module = await load!();
      const path = pattern.replace(/:[a-z]+/g, '1');
      const context = new RouterContextProvider();
      context.set(clientIpContext, '203.0.113.5');
      for (const method of ['GET', 'POST'] as const) {
        const handler = method === 'GET' ? module.loader : module.action;
        if (!handler) continue;
        const { request, url } =
          method === 'GET'
            ? assistant.get(path)
            : assistant.post(path, { intent: 'denetim', id: '1' });
        const answer = await answerOf(handler, { request, url, params: { id: '1' }, context });
        const where = `${method} ${path}`;
        if (answer.status === 405) continue;
        if (answer.status === 302) {
          expect(answer.headers.get('Location'), where).toBe('/yonetim/hesap');
          continue;
        }
        // A script's endpoint: JSON it can show.
        expect(answer.status, where).toBe(403);
        expect(Object.values((await answer.json()) as object), where).toEqual([
          SECOND_FACTOR_REQUIRED_MESSAGE,
        ]);
      }
    }
  });
});
