import { describe, expect, test } from 'vitest';

import { demoIdentity } from '#app/data/identity.ts';
import { messages } from '#app/data/messages/messages.ts';

import { appPerBlock } from '../setup/app-server.ts';

/*
 * What the public forms answer over HTTP, through the real app (docs/product.md#newsletter and
 * #rate-limits): a known address cannot be told from a new one, a visitor without JavaScript is
 * sent back only to a page of this site, and a post refused by the rate limit costs a small
 * page, not the rendered one.
 */

const LIMIT = 3;
const { rateLimitedTitle, rateLimited } = messages.abuse;

let client = 0;
/** A client address (an IPv6 /64) of its own, trusted from loopback: each test counts alone. */
const nextClient = () => `2001:db8:f0${(client += 1).toString(16).padStart(2, '0')}::1`;

const app = appPerBlock({
  PUBLIC_URL: 'http://koc.test',
  SUBMISSION_RATE_LIMIT: String(LIMIT),
  LOG_LEVEL: 'error',
});

type Sent = { status: number; headers: Headers; text: string };

/** A form post as a browser without JavaScript sends it (`document`) or as the page's script does. */
async function post(
  target: string,
  fields: Record<string, string>,
  {
    from,
    mode = 'document',
    referer,
  }: { from: string; mode?: 'document' | 'data'; referer?: string },
): Promise<Sent> {
  const response = await fetch(new URL(target, app().url), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      Origin: app().url,
      Accept: mode === 'document' ? 'text/html' : '*/*',
      'X-Forwarded-For': from,
      ...(referer === undefined ? {} : { Referer: referer }),
    },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The flash message a redirect carries (the signed cookie's payload). */
function flashOf(sent: Sent): unknown {
  const cookie = sent.headers.getSetCookie().find((value) => value.startsWith('flash_toast='));
  const value = decodeURIComponent(cookie!.slice('flash_toast='.length).split(';')[0]!);
  const payload = JSON.parse(
    Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64').toString('utf8'),
  ) as { __flash_toast__: { id: string } & Record<string, unknown> };
  const { id: _random, ...toast } = payload.__flash_toast__;
  return toast;
}

describe('the newsletter form', () => {
  test('a subscribed address gets the same status, page and message as a new one', async () => {
    const address = `bilinen.${Date.now()}@ornek.com`;
    const first = await post('/bulten', { email: address }, { from: nextClient() });
    const known = await post('/bulten', { email: address.toUpperCase() }, { from: nextClient() });
    const fresh = await post('/bulten', { email: `yeni.${address}` }, { from: nextClient() });
    for (const sent of [first, known, fresh]) {
      expect(sent.status).toBe(303);
      expect(sent.headers.get('location')).toBe('/bulten');
      expect(sent.text).toBe('');
      expect(flashOf(sent)).toEqual({
        title: 'Başarıyla Abone Oldunuz! 🎉',
        description: 'E-posta listemize kaydınız alındı. Hoş geldiniz!',
        variant: 'default',
      });
    }
    // With JavaScript: the same data for both.
    const data = async (email: string) =>
      (await post('/bulten.data', { email }, { from: nextClient(), mode: 'data' })).text;
    expect(await data(address)).toBe(await data(`baska.${address}`));
  });

  test.each([
    ['a page of this site, with its query', '/hakkimda?kaynak=x', '/hakkimda?kaynak=x'],
    ['the site under its public name', 'http://koc.test/kocluk-sureci', '/kocluk-sureci'],
    ['two slashes: another site to a browser', '//evil.example/', '/bulten'],
    ['a dot segment before two slashes', '/.//evil.example/', '/bulten'],
    ['a backslash, which a browser reads as a slash', '/\\evil.example/', '/bulten'],
    ['an encoded slash stays a path', '/%2F%2Fevil.example/', '/%2F%2Fevil.example/'],
    ['another site', 'http://evil.example/hakkimda', '/bulten'],
    ['not an address at all', 'http://[bozuk', '/bulten'],
  ])(
    'without JavaScript a sign-up returns to the Referer only on this site: %s',
    async (_, referer, location) => {
      const sent = await post(
        '/bulten',
        { email: `geri.${client}.${Date.now()}@ornek.com` },
        {
          from: nextClient(),
          referer: referer.startsWith('/') ? `${app().url}${referer}` : referer,
        },
      );
      expect(sent.status).toBe(303);
      expect(sent.headers.get('location')).toBe(location);
    },
  );
});

describe('a post refused by the rate limit', () => {
  /** The answers to LIMIT + 2 posts of one client, in order. */
  async function flood(
    target: string,
    fields: Record<string, string>,
    mode: 'document' | 'data' = 'document',
  ) {
    const from = nextClient();
    const answers: Sent[] = [];
    for (let i = 0; i < LIMIT + 2; i += 1) answers.push(await post(target, fields, { from, mode }));
    return answers;
  }

  test('without JavaScript: a small page of its own with 429, Retry-After and the way back', async () => {
    const answers = await flood('/bulten', { email: 'gecersiz' });
    expect(answers.map((sent) => sent.status)).toEqual([400, 400, 400, 429, 429]);
    for (const refused of answers.slice(LIMIT)) {
      expect(Buffer.byteLength(refused.text)).toBeLessThan(2048);
      expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(refused.text).toContain(`<h1>${rateLimitedTitle}</h1>`);
      expect(refused.text).toContain(rateLimited);
      expect(refused.text).toContain(demoIdentity.siteName);
      expect(refused.text).toContain('<a href="/bulten">Forma geri dön</a>');
      expect(refused.text).not.toContain('<script');
    }
    // The rendered page of a refusal inside the limit is many times larger.
    expect(Buffer.byteLength(answers[0]!.text)).toBeGreaterThan(
      10 * Buffer.byteLength(answers[LIMIT]!.text),
    );
  });

  test('each form links back to its own place; a hostile path comes back as text', async () => {
    const [comment] = (
      await flood(`/blog/yeniden-baslamak`, { postSlug: 'yeniden-baslamak' })
    ).slice(LIMIT);
    expect(comment!.text).toContain('<a href="/blog/yeniden-baslamak#yorumlar">');
    const [hostile] = (await flood(`/blog/a'b"c`, { postSlug: 'x' })).slice(LIMIT);
    expect(hostile!.status).toBe(429);
    expect(hostile!.text).toContain('<a href="/blog/a&#39;b%22c#yorumlar">');
    const [story] = (await flood('/?index', { authorName: 'x' })).slice(LIMIT);
    expect(story!.text).toContain('<a href="/#hikayeler">');
    const [booking] = (await flood('/randevu-al', { type: 'online' })).slice(LIMIT);
    expect(booking!.text).toContain('<a href="/randevu-al#planla">');
  });

  test('with JavaScript: the toast data the form expects, not a page', async () => {
    const answers = await flood('/bulten.data', { email: 'gecersiz' }, 'data');
    expect(answers.map((sent) => sent.status)).toEqual([400, 400, 400, 429, 429]);
    const refused = answers[LIMIT]!;
    expect(refused.headers.get('content-type')).toContain('text/x-script');
    expect(refused.text).toContain(JSON.stringify(rateLimitedTitle));
    expect(refused.text).toContain(JSON.stringify(rateLimited));
    expect(refused.text).not.toContain('<html');
  });
});
