import { expect, test } from 'vitest';

import { storyPageMessages } from '#app/data/messages/story-messages.ts';
import { SUBMISSION_KEY_FIELD } from '#app/schemas/submission-key.ts';
import { submissionKeyOf } from '#app/server/submissions/submission-key.server.ts';

import { FOREIGN_HOST_MESSAGE } from '../../server/http/host-check.ts';
import { appPerBlock } from '../setup/app-server.ts';
import { rawRequest } from '../setup/raw-request.ts';

/*
 * The page cache in front of the real app (docs/product.md#page-cache): what one visitor sends
 * cannot change what the next visitors get, nor flush the stored pages.
 */

const PUBLIC_URL = 'http://koc.test';
const SITE = { Host: 'koc.test' };

const app = appPerBlock({ PUBLIC_URL });

const get = async (target: string, headers: Record<string, string> = {}) => {
  const answer = await rawRequest(`${app().url}${target}`, { ...SITE, ...headers });
  return { ...answer, text: answer.body.toString('utf8') };
};

test('a request with Sec-Fetch-Dest: empty cannot store a home page without its stories', async () => {
  // The first visitor of the minute asks as a script's fetch would.
  const first = await get('/', { 'Sec-Fetch-Dest': 'empty' });
  expect(first.status).toBe(200);
  for (const page of [first, await get('/')]) {
    expect(page.text).toContain('Dönüşüm Hikâyeleri');
    expect(page.text).not.toContain(storyPageMessages.loading);
  }
});

test('a query the page does not read is sent to the page’s own address, not rendered', async () => {
  for (let i = 0; i < 20; i += 1) {
    const answer = await get(`/hakkimda?utm_source=x&_=${i}`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/hakkimda');
  }
  const booking = await get('/randevu-al?utm_source=x&type=online&type=yuz-yuze');
  expect(booking.status).toBe(301);
  expect(booking.headers.location).toBe('/randevu-al?type=online');
  expect((await get('/randevu-al?type=uzaktan')).headers.location).toBe('/randevu-al');
  // The booking page's day: a date, after the format, as its links write it.
  expect((await get('/randevu-al?gun=2030-01-08&type=online')).headers.location).toBe(
    '/randevu-al?type=online&gun=2030-01-08',
  );
  expect((await get('/randevu-al?gun=yarin')).headers.location).toBe('/randevu-al');
  // Its free times are never stored (docs/product.md#page-cache): a booked time goes at once.
  const day = await get('/randevu-al?type=online&gun=2030-01-08');
  expect(day.status).toBe(200);
  expect(day.headers['cache-control']).toBe('no-store');
  // A booking's personal link: never stored, never indexed, whatever the token.
  const link = await get(`/randevu/${'x'.repeat(43)}`);
  expect(link.status).toBe(404);
  expect(link.headers['cache-control']).toBe('no-store');
  expect(link.headers['x-robots-tag']).toBe('noindex');
  // React Router's own requests keep their queries.
  expect((await get('/__manifest?paths=%2Fbulten&version=x')).status).not.toBe(301);
  expect((await get('/randevu-al?type=online')).status).toBe(200);
  // The admin keeps its queries: its sign-in page reads where to go next.
  expect((await get('/yonetim/giris?redirectTo=/yonetim/aboneler')).status).toBe(200);
});

test('a foreign Host is refused with 400 before rendering, and stores nothing', async () => {
  for (const host of [
    'saldirgan.example',
    'koc.test.saldirgan.example',
    'koc.test@saldirgan.example',
  ]) {
    const answer = await get('/', { Host: host });
    expect(answer.status, host).toBe(400);
    expect(answer.text).toBe(FOREIGN_HOST_MESSAGE);
    expect(answer.headers['cache-control']).toBe('no-store');
  }
  // Not even a form post reaches its action.
  const post = await rawRequest(`${app().url}/bulten`, { Host: 'saldirgan.example' }, 'POST');
  expect(post.status).toBe(400);
  // The site's own name, in any case and with a port, and the health checks by address answer.
  expect((await get('/', { Host: 'KOC.test:8080' })).status).toBe(200);
  expect((await get('/healthz', { Host: '10.0.0.5:3000' })).status).toBe(200);
  expect((await get('/', { Host: 'koc.test' })).text).not.toContain('saldirgan');
});

test('X-Forwarded-Host changes neither links nor canonical addresses', async () => {
  const forwarded = { 'X-Forwarded-Host': 'saldirgan.example' };
  // Rendered for a visitor with a cookie (never stored), and as stored for everyone.
  for (const headers of [{ ...forwarded, Cookie: 'x=1' }, forwarded]) {
    const page = await get('/blog', headers);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blog"/>`);
    expect(page.text).not.toContain('saldirgan');
  }
});

test('each answer of a stored page has its own submission key; a retried post without JavaScript is answered alike', async () => {
  const keyPattern = new RegExp(`name="${SUBMISSION_KEY_FIELD}" value="([^"]+)"`, 'g');
  const keys: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const page = (await get('/bulten')).text;
    const nonce = /nonce="([^"]+)"/.exec(page)?.[1] ?? '';
    const inPage = new Set([...page.matchAll(keyPattern)].map((match) => match[1]));
    // The page's own form and the footer's carry this answer's key, and no other.
    expect([...inPage]).toEqual([submissionKeyOf(nonce)]);
    keys.push(submissionKeyOf(nonce));
  }
  expect(new Set(keys).size).toBe(3);

  // As a browser without JavaScript sends the form, and sends it again after losing the answer.
  const send = () =>
    fetch(`${app().url}/bulten`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Accept: 'text/html', Origin: app().url },
      body: new URLSearchParams({ email: 'yeniden@ornek.com', [SUBMISSION_KEY_FIELD]: keys[0]! }),
    });
  const first = await send();
  const again = await send();
  expect(first.status).toBe(303);
  // Not "Bu e-posta adresi zaten kayıtlı.": the same redirect to the same thanks.
  expect(again.status).toBe(303);
  expect(again.headers.get('location')).toBe(first.headers.get('location'));
});
