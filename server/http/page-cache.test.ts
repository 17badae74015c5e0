import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { submissionKeyOf } from '#app/server/submissions/submission-key.server.ts';
import { rawRequest } from '#tests/setup/raw-request.ts';

import { htmlEtag } from './html-etag.ts';
import { PageCache, pageCacheMiddleware, storedPageMiddleware } from './page-cache.ts';

/*
 * The cache in front of a stand-in renderer that counts its renders, behind the same middleware
 * order as server/app.ts: nonce, stored pages, (the rest of the app,) ETag, cache, renderer.
 */
const PRELOAD = '</assets/yazi-tipi.woff2>; rel=preload; as=font; crossorigin';
let renders = 0;
/** Requests that went past the stored pages, into the rest of the app. */
let passedOn = 0;
let gate: Promise<void> = Promise.resolve();
let clock = 0;
let cache: PageCache;
let origin = '';
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    res.setHeader('Content-Security-Policy', `script-src 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  app.use((req, res, next) => storedPageMiddleware(cache)(req, res, next));
  app.use((_req, _res, next) => {
    passedOn += 1;
    next();
  });
  app.use(htmlEtag);
  app.use((req, res, next) => pageCacheMiddleware(cache)(req, res, next));
  app.get('/{*path}', async (req, res) => {
    const render = (renders += 1);
    // A page under /yavas takes until the test opens the gate.
    if (req.path.startsWith('/yavas')) await gate;
    if (req.path === '/yavas/akis') {
      res.type('text/event-stream');
      return void res.end('data: 1\n\n');
    }
    const nonce = res.locals.cspNonce;
    if (req.path === '/yok')
      return void res.status(404).type('html').send('<p>Sayfa Bulunamadı</p>');
    if (req.path === '/cerez') res.cookie('flash_toast', 'x');
    if (req.path === '/ozel' || req.path === '/yavas/ozel')
      res.setHeader('Cache-Control', 'no-store');
    if (req.path === '/veri') return void res.json({ ok: true });
    res.type('html');
    res.setHeader('Link', PRELOAD);
    // Turkish letters right beside each nonce: the stored page is cut there, as bytes.
    res.write(
      `<html><head><script nonce="${nonce}">ı</script><style nonce="${nonce}">ş{}</style></head>`,
    );
    // The form's one-time key, derived from the nonce, with Turkish letters beside it too.
    res.write(`<form><input name="anahtar" value="${submissionKeyOf(nonce)}">ğ</form>`);
    res.end(`<body><p>Yenilenme ${render}: ${res.locals.wholeDocument === true}</p></body></html>`);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

beforeEach(() => {
  renders = 0;
  passedOn = 0;
  clock = 0;
  gate = Promise.resolve();
  cache = new PageCache({
    maxEntries: 3,
    maxBytes: 10_000,
    maxAgeMs: 60_000,
    renderWaitMs: 2_000,
    now: () => clock,
  });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { headers });

const getRaw = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(`${origin}${path}`, headers);

/** A rendered page as the cache stores it. */
const htmlPage = (html: string) => ({ html, nonce: '', headers: { 'Content-Type': 'text/html' } });

function nonceOf(html: string): string {
  return /nonce="([^"]+)"/.exec(html)?.[1] ?? '';
}

/** A page without the values each answer has its own of: nonce and submission key. */
function withoutAnswerValues(html: string): string {
  const nonce = nonceOf(html);
  return html.replaceAll(nonce, '').replaceAll(submissionKeyOf(nonce), '');
}

/** The change feed's event for a comment the coach has just approved. */
const commentApproved = {
  table: 'blog_comments',
  op: 'update',
  id: 1,
  postSlug: 'yazi',
  approved: true,
} as const;

/**
 * Asks for a page under /yavas `count` times at once and holds its renders until all the requests
 * are in and `whileHeld` is done; gives the answers and how many renders had begun by then.
 */
async function askDuringRender(path: string, count: number, whileHeld?: () => unknown) {
  let open = (): void => {};
  gate = new Promise((resolve) => (open = resolve));
  const answers = Array.from({ length: count }, () =>
    get(path).then(async (r) => ({ status: r.status, html: await r.text() })),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  await whileHeld?.();
  const rendersWhileHeld = renders;
  open();
  return { pages: await Promise.all(answers), rendersWhileHeld };
}

describe('page cache', () => {
  it('renders a page once, whole, and answers again with a fresh nonce', async () => {
    const rendered = await get('/blog/yazi');
    const first = await rendered.text();
    const again = await get('/blog/yazi');
    const second = await again.text();
    expect(renders).toBe(1);
    expect(first).toContain('Yenilenme 1: true');
    expect(second).toContain('Yenilenme 1: true');
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(withoutAnswerValues(second)).toBe(withoutAnswerValues(first));
    expect(second).toContain(`value="${submissionKeyOf(nonceOf(second))}"`);
    expect(second).toContain(
      `<script nonce="${nonceOf(second)}">ı</script><style nonce="${nonceOf(second)}">ş{}</style>`,
    );
    expect(again.headers.get('content-type')).toContain('text/html');
    // The font preload goes with the stored page as with the rendered one.
    expect(again.headers.get('link')).toBe(PRELOAD);
    // A stored answer carries what the rendered one did, the validator included.
    for (const header of ['content-type', 'cache-control', 'etag']) {
      expect(again.headers.get(header), header).toBe(rendered.headers.get(header));
    }
    const etag = again.headers.get('etag')!;
    const revalidated = await get('/blog/yazi', { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    // A 304 keeps the policy of the page the browser holds, which matches that page's nonce.
    expect(again.headers.get('content-security-policy')).toContain(nonceOf(second));
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    // The stored page and its revalidation were answered before the rest of the app ran.
    expect(passedOn).toBe(1);
  });

  it('sends a browser that takes gzip the copy compressed when the page was stored', async () => {
    const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    const rendered = await getRaw('/blog/yazi', browser);
    // The first answer is the renderer's, compressed (or not) further along, as any answer.
    expect(rendered.headers['content-encoding']).toBeUndefined();
    const first = await getRaw('/blog/yazi', browser);
    const second = await getRaw('/blog/yazi', browser);
    expect(renders).toBe(1);
    for (const answer of [first, second]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.body.length).toBe(Number(answer.headers['content-length']));
    }
    const [one, two] = [first, second].map((answer) => gunzipSync(answer.body).toString());
    // Each answer has its own nonce, in every place the page has one.
    expect(nonceOf(one!)).not.toBe(nonceOf(two!));
    for (const html of [one!, two!]) {
      expect(html).toContain(
        `<script nonce="${nonceOf(html)}">ı</script><style nonce="${nonceOf(html)}">ş{}</style>`,
      );
      // …and the submission key of that nonce, not the stored page's.
      expect(html).toContain(`value="${submissionKeyOf(nonceOf(html))}">ğ`);
      expect(withoutAnswerValues(html)).toBe(withoutAnswerValues(rendered.body.toString()));
    }
    // A client that takes no gzip gets the page as it is; the compression middleware, in front
    // of this in the app, gives brotli to one that asks only for that.
    const others: Array<Record<string, string>> = [
      {},
      { 'Accept-Encoding': 'br' },
      { 'Accept-Encoding': 'gzip;q=0' },
    ];
    for (const headers of others) {
      const before = passedOn;
      const plain = await getRaw('/blog/yazi', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toContain('Yenilenme 1: true');
      expect(plain.body.length).toBe(Number(plain.headers['content-length']));
      // Only the client that takes brotli alone goes on to where the compression middleware is.
      expect(passedOn - before).toBe(headers['Accept-Encoding'] === 'br' ? 1 : 0);
    }
    // Revalidation: a 304 has no body, so it names no encoding.
    const notModified = await getRaw('/blog/yazi', {
      ...browser,
      'If-None-Match': String(first.headers.etag),
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(renders).toBe(1);
  });

  it('keeps the query string apart', async () => {
    await get('/randevu-al?type=online');
    await get('/randevu-al');
    expect(renders).toBe(2);
  });

  it('stores a page under its own spelling only: unread queries and other spellings push nothing out', async () => {
    for (const path of ['/a', '/b', '/c']) await get(path);
    renders = 0;
    const variants = ['/A', '/a/', '/%61', '//a', '/a?utm_source=x', '/randevu-al?type=uzaktan'];
    for (let i = 0; i < 20; i += 1) variants.push(`/a?_=${i}`);
    for (const path of variants) expect((await get(path)).status, path).toBe(200);
    expect(renders).toBe(variants.length);
    expect(cache.size).toBe(3);
    await get('/a');
    await get('/b');
    await get('/c');
    expect(renders).toBe(variants.length);
  });

  it('keys a page by its address alone, whatever the Host', async () => {
    await getRaw('/hakkimda', { Host: 'koc.test' });
    await getRaw('/hakkimda', { Host: 'www.koc.test' });
    expect(renders).toBe(1);
  });

  it('renders for every visitor who sends a cookie, and stores nothing for them', async () => {
    await get('/hakkimda', { Cookie: 'yonetim_oturum=abc' });
    await get('/hakkimda', { Cookie: 'yonetim_oturum=abc' });
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('never stores errors, cookies being set, private pages or other types', async () => {
    for (const path of ['/yok', '/cerez', '/ozel', '/veri']) {
      await get(path);
      await get(path);
    }
    expect(renders).toBe(8);
    expect(cache.size).toBe(0);
  });

  it('empties on a published change, not on a new pending submission', async () => {
    await get('/');
    cache.onChange({
      table: 'blog_comments',
      op: 'insert',
      id: 1,
      postSlug: 'yazi',
      approved: false,
    });
    await get('/');
    expect(renders).toBe(1);
    cache.onChange(commentApproved);
    expect(await (await get('/')).text()).toContain('Yenilenme 2');
    cache.onChange({
      table: 'transformation_stories',
      op: 'update',
      id: 2,
      postSlug: null,
      approved: false,
    });
    expect(await (await get('/')).text()).toContain('Yenilenme 3');
  });

  it('does not keep a page rendered before a change that came during the render', () => {
    const generation = cache.generation;
    cache.clear();
    cache.set('/', generation, htmlPage('<p>eski</p>'));
    expect(cache.get('/')).toBeUndefined();
  });

  it('lets a page age out and evicts the least recently used past its limits', async () => {
    await get('/a');
    clock = 60_001;
    await get('/a');
    expect(renders).toBe(2);

    await get('/b');
    await get('/c');
    await get('/a');
    await get('/d');
    // Four pages for three places: /b, the least recently used, made room.
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.size).toBe(3);

    cache.set('/buyuk', cache.generation, htmlPage('x'.repeat(9_950)));
    // 10 000 bytes in all: the big page leaves no room for the small ones.
    expect(cache.get('/buyuk')).toBeDefined();
    expect(cache.size).toBe(1);
    cache.set('/devasa', cache.generation, htmlPage('x'.repeat(20_000)));
    expect(cache.get('/devasa')).toBeUndefined();
  });

  it('answers HEAD from a stored page but does not store its empty answer', async () => {
    const head = await fetch(`${origin}/iletisim`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(cache.size).toBe(0);
    await get('/iletisim');
    const stored = await fetch(`${origin}/iletisim`, { method: 'HEAD' });
    expect(stored.status).toBe(200);
    expect(renders).toBe(2);
  });

  it('lets visitors who ask while a stored page is rendered again wait for that render', async () => {
    await get('/yavas');
    clock = 60_001;
    const { pages, rendersWhileHeld } = await askDuringRender('/yavas', 20);
    expect(rendersWhileHeld).toBe(2);
    expect(pages.map((page) => page.status)).toEqual(Array(20).fill(200));
    for (const page of pages) expect(page.html).toContain('Yenilenme 2: true');
    // Each answer still carries a nonce of its own.
    expect(new Set(pages.map((page) => nonceOf(page.html))).size).toBe(20);
  });

  it('never holds back an answer from an address that has not given a page to keep', async () => {
    const { pages, rendersWhileHeld } = await askDuringRender('/yavas/akis', 3);
    expect(rendersWhileHeld).toBe(3);
    for (const page of pages) expect(page.html).toBe('data: 1\n\n');
  });

  it('does not give waiting visitors a page rendered before a published change', async () => {
    await get('/yavas');
    clock = 60_001;
    const { pages } = await askDuringRender('/yavas', 3, () => cache.onChange(commentApproved));
    // One render was under way at the change and is not kept, so each waiting visitor rendered
    // the page again for themselves, after the change.
    expect(renders).toBe(1 + 3);
    expect(pages.filter((page) => page.html.includes('Yenilenme 2')).length).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('stops waiting for a render that does not end and renders the page itself', async () => {
    cache = new PageCache({ renderWaitMs: 50, now: () => clock });
    await get('/yavas');
    cache.clear();
    const { pages, rendersWhileHeld } = await askDuringRender(
      '/yavas',
      2,
      () => new Promise((resolve) => setTimeout(resolve, 100)),
    );
    // Both renders began while the first was held: the second visitor waited only 50 ms.
    expect(rendersWhileHeld).toBe(1 + 2);
    expect(pages.map((page) => page.status)).toEqual([200, 200]);
  });
});
