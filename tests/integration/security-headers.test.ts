import http from 'node:http';

import { expect, test } from 'vitest';

import {
  ADMIN_COMMENTS_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_LOGOUT_PATH,
  ADMIN_PATH,
  ADMIN_PERSONAL_DATA_PATH,
  ADMIN_STORIES_PATH,
  ADMIN_SUBSCRIBERS_CSV_PATH,
  ADMIN_SUBSCRIBERS_PATH,
} from '#app/data/page-paths.ts';

import { appPerBlock } from '../setup/app-server.ts';
import { cookieProblems, securityHeaderProblems } from '../setup/security-headers.ts';

/*
 * A deployment on https (PUBLIC_URL https://…, TLS at the proxy in front): every answer carries
 * HSTS and every cookie is Secure, whether or not the proxy forwards X-Forwarded-Proto. The
 * browser tests' server runs on plain http, where a browser would not send Secure cookies back,
 * so the real app runs here in-process. The http case is tests/e2e/security-headers.spec.ts.
 */

const PUBLIC_URL = 'https://koc.example';
const ADMIN = { email: 'koc@koc.example', password: 'guvenli-bir-parola-2026' };

const app = appPerBlock({ PUBLIC_URL, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

type Reply = { status: number; headers: http.IncomingHttpHeaders; cookies: string[] };

/**
 * As the TLS proxy in front forwards a request: plain http from loopback with the site's Host
 * and X-Forwarded-Proto (React Router refuses a form whose Origin does not match the request's
 * scheme and host). `proxy: false` leaves the forwarding headers out.
 */
function send(
  method: 'GET' | 'POST',
  target: string,
  {
    form,
    headers = {},
    proxy = true,
  }: { form?: Record<string, string>; headers?: Record<string, string>; proxy?: boolean } = {},
): Promise<Reply> {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(target, app().url),
      {
        // As written: a URL would resolve the dot segments that some spellings below carry.
        path: target,
        method,
        agent: false,
        headers: {
          Origin: PUBLIC_URL,
          ...(proxy ? { Host: new URL(PUBLIC_URL).host, 'X-Forwarded-Proto': 'https' } : {}),
          ...(body
            ? {
                'Content-Type': 'application/x-www-form-urlencoded',
                'Content-Length': String(Buffer.byteLength(body)),
              }
            : {}),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            cookies: response.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function expectSecure(what: string, reply: Reply) {
  expect(securityHeaderProblems(reply.headers, { https: true }), what).toEqual([]);
  expect(cookieProblems(reply.cookies, { https: true }), what).toEqual([]);
}

test('every answer of an https site carries HSTS, with or without X-Forwarded-Proto', async () => {
  for (const proxy of [true, false]) {
    for (const [target, status] of [
      ['/', 200],
      ['/yok-boyle-bir-sayfa', 404],
      ['/robots.txt', 200],
      ['/yonetim', 302],
      ['/fotograflar/yok.webp', 404],
    ] as const) {
      const reply = await send('GET', target, { proxy });
      expect(reply.status, target).toBe(status);
      expectSecure(`${target}${proxy ? '' : ' without forwarding headers'}`, reply);
    }
  }
});

test('the flash toast cookie and the moderator’s session cookie are Secure, HttpOnly, SameSite', async () => {
  const subscribed = await send('POST', '/bulten', {
    form: { email: 'guvenli@ornek.com' },
    headers: { Accept: 'text/html' },
  });
  expect(subscribed.status).toBe(303);
  expect(subscribed.cookies.some((cookie) => cookie.startsWith('flash_toast='))).toBe(true);
  expectSecure('newsletter success', subscribed);

  const shown = await send('GET', '/', {
    headers: { Cookie: subscribed.cookies[0]!.split(';')[0]! },
  });
  expect(shown.cookies.some((cookie) => cookie.startsWith('flash_toast=;'))).toBe(true);
  expectSecure('page that clears the flash toast', shown);

  const login = await send('POST', '/yonetim/giris', {
    form: ADMIN,
    headers: { Accept: 'text/html' },
  });
  expect(login.status).toBe(302);
  const session = login.cookies.find((cookie) => cookie.startsWith('yonetim_oturum='));
  expect(session).toBeDefined();
  expectSecure('login', login);

  const sessionCookie = { Cookie: session!.split(';')[0]! };
  const dashboard = await send('GET', '/yonetim', { headers: sessionCookie });
  expect(dashboard.status).toBe(200);
  expectSecure('dashboard', dashboard);

  const logout = await send('POST', '/yonetim/cikis', { headers: sessionCookie });
  expect(logout.status).toBe(303);
  expect(logout.cookies.some((cookie) => /^yonetim_oturum=;.*Max-Age=0/.test(cookie))).toBe(true);
  expectSecure('logout', logout);
});

test('a public form posted from another site is refused before it is read, and nothing is stored', async () => {
  const form = { email: 'baska-site@ornek.com' };
  const foreign = await send('POST', '/bulten', {
    form,
    headers: { Accept: 'text/html', Origin: 'https://saldirgan.example' },
  });
  expect(foreign.status).toBe(400);
  expect(foreign.cookies.some((cookie) => cookie.startsWith('flash_toast='))).toBe(false);
  // The same address from the site itself is new: the foreign post stored nothing.
  const own = await send('POST', '/bulten', { form, headers: { Accept: 'text/html' } });
  expect(own.status).toBe(303);
});

test('every spelling of a moderation path keeps its guards: not cached, not indexed, signed in only, posts from this site only', async () => {
  const paths = [
    ADMIN_PATH,
    ADMIN_LOGIN_PATH,
    ADMIN_LOGOUT_PATH,
    ADMIN_STORIES_PATH,
    ADMIN_COMMENTS_PATH,
    ADMIN_SUBSCRIBERS_PATH,
    ADMIN_SUBSCRIBERS_CSV_PATH,
    ADMIN_PERSONAL_DATA_PATH,
  ];
  for (const path of paths) {
    const spellings = [
      path.toUpperCase(),
      path.replace('yonetim', 'YoNeTiM'),
      path.replace('/yonetim', '/%79onetim'),
      path.replace('/yonetim', '/%59ONETIM'),
      `${path.toUpperCase()}.data`,
      // Dot segments, which the router resolves as a URL does.
      `/blog/..${path}`,
      `/%2e${path}`,
      `/x/%2E%2E${path}.data`,
    ];
    for (const spelling of spellings) {
      const page = await send('GET', spelling);
      expect(page.headers['cache-control'], spelling).toBe('no-store');
      expect(page.headers['x-robots-tag'], spelling).toBe('noindex, nofollow');
      const foreign = await send('POST', spelling, {
        form: { intent: 'delete', id: '1' },
        headers: { Origin: 'https://saldirgan.example' },
      });
      expect(foreign.status, spelling).toBe(403);
      if (path === ADMIN_LOGIN_PATH || path === ADMIN_LOGOUT_PATH) continue;
      // Not signed in: every spelling is sent to the sign-in page (202 is React Router's
      // redirect of a .data request), and a post from this site runs no action.
      const own = await send('POST', spelling, { form: { intent: 'delete', id: '1' } });
      for (const reply of [page, own]) {
        if (spelling.endsWith('.data')) expect([202, 405], spelling).toContain(reply.status);
        else if (reply.status !== 405) {
          expect(reply.status, spelling).toBe(302);
          expect(reply.headers.location, spelling).toMatch(/^\/yonetim\/giris\?redirectTo=/);
        }
      }
      expect(page.status, spelling).toBe(spelling.endsWith('.data') ? 202 : 302);
    }
  }
});
