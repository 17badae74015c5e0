import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import Database from 'better-sqlite3';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

import { limitsMessages } from '#app/data/messages/messages.ts';
import { NO_FORM_HERE_MESSAGE } from '#app/entry.server.tsx';
import { STREAMS_PER_ADDRESS_MESSAGE, STREAMS_TOTAL_MESSAGE } from '#server/http/sse.ts';
import {
  BODIES_PER_ADDRESS_MESSAGE,
  BODY_TIMEOUT_MESSAGE,
  bodyLimits,
} from '#server/http/body-limits.ts';
import { FairAdmission } from '#server/http/fair-admission.ts';
import { Refusals } from '#server/http/refusals.ts';
import {
  createHttpServer,
  type HttpServerLimits,
  type TrustProxy,
} from '#server/http/http-server.ts';

import { appPerBlock } from '../setup/app-server.ts';

/*
 * docs/product.md#connection-limits: live streams and slow bodies are capped per visitor
 * address (the X-Forwarded-For of a trusted proxy) and in total, bodies have deadlines and size
 * limits, and the HTTP server cuts slow headers, idle connections and connections past its caps.
 * Source addresses 127.0.0.x are all this machine (loopback) and stand for different visitors.
 */

/** One raw HTTP exchange on its own socket from `from`: what the server sent until it closed. */
type Exchange = {
  socket: net.Socket;
  /** Everything received so far. */
  text: () => string;
  /** The first line and headers, once they arrive. */
  head: Promise<string>;
  closed: Promise<void>;
};

function open(port: number, from: string, request: string): Exchange {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
  let received = '';
  let gotHead: (head: string) => void = () => {};
  const head = new Promise<string>((resolve) => (gotHead = resolve));
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('utf8');
    const end = received.indexOf('\r\n\r\n');
    if (end >= 0) gotHead(received.slice(0, end));
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  void closed.then(() => gotHead(received));
  socket.write(request);
  return { socket, text: () => received, head, closed };
}

const statusOf = (head: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
const bodyOf = (text: string) => text.slice(text.indexOf('\r\n\r\n') + 4);

describe('the app: live streams, slow bodies and the visitor address', () => {
  const app = appPerBlock({
    PUBLIC_URL: undefined,
    // Only 127.0.0.1 is the proxy here; 127.0.0.2 and up are visitors talking directly.
    TRUSTED_PROXIES: '127.0.0.1',
    LIVE_STREAMS_PER_ADDRESS: '2',
    LIVE_STREAMS_TOTAL: '5',
    BODIES_PER_ADDRESS: '2',
    BODY_IDLE_TIMEOUT_SECONDS: '1',
    BODY_TIMEOUT_SECONDS: '3',
    LOG_LEVEL: 'info',
  });
  let port: number;
  beforeAll(() => {
    port = app().port;
  });

  /** The server's log lines (JSON on stdout), kept here instead of printed. */
  const logged: string[] = [];
  beforeAll(() => {
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logged.push(String(chunk));
      return true;
    });
  });
  afterAll(() => vi.restoreAllMocks());

  const stream = (from: string, visitor?: string) =>
    open(
      port,
      from,
      `GET /canli/hikayeler HTTP/1.1\r\nHost: localhost:${port}\r\nAccept: text/event-stream\r\n` +
        (visitor ? `X-Forwarded-For: ${visitor}\r\n` : '') +
        '\r\n',
    );

  async function answered(exchange: Exchange) {
    const head = await exchange.head;
    return { status: statusOf(head), head };
  }

  test('live streams: per visitor address behind the proxy, per address without it, and in total', async () => {
    const held: Exchange[] = [];
    const expectStream = async (exchange: Exchange) => {
      held.push(exchange);
      expect((await answered(exchange)).status).toBe(200);
    };
    try {
      // Two visitors behind the proxy: each has their own two streams.
      await expectStream(stream('127.0.0.1', '203.0.113.7'));
      await expectStream(stream('127.0.0.1', '203.0.113.7'));
      const third = stream('127.0.0.1', '203.0.113.7');
      const refused = await answered(third);
      expect(refused.status).toBe(429);
      expect(refused.head).toMatch(/^retry-after: \d+\r?$/im);
      await third.closed;
      expect(bodyOf(third.text())).toBe(STREAMS_PER_ADDRESS_MESSAGE);
      await expectStream(stream('127.0.0.1', '203.0.113.8'));

      // A visitor that is not a trusted proxy cannot pick another address with the header.
      await expectStream(stream('127.0.0.2', '198.51.100.1'));
      await expectStream(stream('127.0.0.2', '198.51.100.2'));
      expect((await answered(stream('127.0.0.2', '198.51.100.3'))).status).toBe(429);

      // Five open: the server's cap, whoever asks.
      const full = stream('127.0.0.3');
      const total = await answered(full);
      expect(total.status).toBe(503);
      expect(total.head).toMatch(/^retry-after: \d+\r?$/im);
      await full.closed;
      expect(bodyOf(full.text())).toBe(STREAMS_TOTAL_MESSAGE);

      // A stream that ends gives its place back.
      const leaving = held.shift()!;
      leaving.socket.destroy();
      await leaving.closed;
      await expect
        .poll(
          async () => {
            const again = stream('127.0.0.1', '203.0.113.7');
            held.push(again);
            return (await answered(again)).status;
          },
          { timeout: 5_000 },
        )
        .toBe(200);
    } finally {
      for (const exchange of held) exchange.socket.destroy();
    }
  });

  test("an article's live comments: its stream opens; an unknown article is a 404 in Turkish", async () => {
    const comments = (slug: string) =>
      open(
        port,
        '127.0.0.9',
        `GET /canli/yorumlar/${slug} HTTP/1.1\r\nHost: localhost:${port}\r\n` +
          'Accept: text/event-stream\r\nAccept-Encoding: gzip, br\r\n\r\n',
      );
    const unknown = comments('boyle-bir-yazi-yok');
    expect((await answered(unknown)).status).toBe(404);
    await expect.poll(() => bodyOf(unknown.text())).toBe('Yazı bulunamadı');
    unknown.socket.destroy();
    // The previous test's streams may still be giving their places back.
    const opened = await vi.waitFor(
      async () => {
        const known = comments('yeniden-baslamak');
        const { status } = await answered(known);
        if (status !== 200) known.socket.destroy();
        expect(status).toBe(200);
        return known;
      },
      { timeout: 5_000, interval: 100 },
    );
    try {
      const head = await opened.head;
      expect(head).toMatch(/^content-type: text\/event-stream; charset=utf-8\r?$/im);
      // Not compressed, so no event waits in a compressor's buffer.
      expect(head).not.toMatch(/^content-encoding:/im);
      // Chunked: the first event follows its chunk's length.
      await expect.poll(() => bodyOf(opened.text())).toContain('retry: 3000\n\n');
    } finally {
      opened.socket.destroy();
    }
  });

  const slowPost = (from: string, declared = 1000) =>
    open(
      port,
      from,
      `POST /bulten HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://localhost:${port}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${declared}\r\n\r\nemail=`,
    );

  test('a body that falls silent is cut with 408 and a Turkish text', async () => {
    const started = Date.now();
    const post = slowPost('127.0.0.4');
    expect(statusOf(await post.head)).toBe(408);
    await post.closed;
    expect(bodyOf(post.text())).toBe(BODY_TIMEOUT_MESSAGE);
    expect(Date.now() - started).toBeLessThan(2_900);
  });

  test('a body that trickles is cut with 408 at the overall deadline', async () => {
    const started = Date.now();
    const post = slowPost('127.0.0.5');
    const trickle = setInterval(() => post.socket.write('a'), 300);
    try {
      expect(statusOf(await post.head)).toBe(408);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    } finally {
      clearInterval(trickle);
      post.socket.destroy();
    }
  });

  test('slow bodies past the cap of an address are refused at once with 429', async () => {
    const first = slowPost('127.0.0.6');
    const second = slowPost('127.0.0.6');
    const trickle = setInterval(() => {
      first.socket.write('a');
      second.socket.write('a');
    }, 300);
    try {
      // Both are in the action, waiting for their bodies, before the third arrives.
      await new Promise((resolve) => setTimeout(resolve, 400));
      const third = slowPost('127.0.0.6');
      expect(statusOf(await third.head)).toBe(429);
      await third.closed;
      expect(bodyOf(third.text())).toBe(BODIES_PER_ADDRESS_MESSAGE);
      // Another address is not held back.
      const other = slowPost('127.0.0.7', 'email='.length + 'a@b.co'.length);
      other.socket.write('a@b.co');
      expect(statusOf(await other.head)).not.toBe(429);
      other.socket.destroy();
    } finally {
      clearInterval(trickle);
      first.socket.destroy();
      second.socket.destroy();
    }
  });

  test('refusals are not logged one by one; the requests served are', async () => {
    const page = open(
      port,
      '127.0.0.13',
      `GET /hakkimda HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`,
    );
    expect(statusOf(await page.head)).toBe(200);
    page.socket.destroy();
    const held = [slowPost('127.0.0.14'), slowPost('127.0.0.14')];
    try {
      const refused = Array.from({ length: 5 }, () => slowPost('127.0.0.14'));
      for (const post of refused) expect(statusOf(await post.head)).toBe(429);
    } finally {
      held.forEach((post) => post.socket.destroy());
    }
    const requests = logged.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(requests).toContainEqual(
      expect.objectContaining({ message: 'request', path: '/hakkimda', status: 200 }),
    );
    expect(requests.filter((line) => line.status === 429)).toEqual([]);
  });

  test('a post to a page that takes no form is refused in one line, not with a rendered page', async () => {
    const post = open(
      port,
      '127.0.0.11',
      `POST /hakkimda HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://localhost:${port}\r\n` +
        'Connection: close\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        'Content-Length: 3\r\n\r\nx=1',
    );
    await post.closed;
    expect(statusOf(post.text())).toBe(405);
    expect(post.text()).toMatch(/^content-type: text\/plain; charset=utf-8\r?$/im);
    expect(bodyOf(post.text())).toContain(NO_FORM_HERE_MESSAGE);
    expect(post.text().length).toBeLessThan(2_000);
  });

  test('a body answered before it has arrived keeps its place until its last byte', async () => {
    // A post to a page without a form is answered at once (405) and the rest of its body is read
    // and dropped: until it ends, it still counts towards its address's two bodies.
    const early = () =>
      open(
        port,
        '127.0.0.10',
        `POST /hakkimda HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://localhost:${port}\r\n` +
          'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nx=',
      );
    const held = [early(), early()];
    const trickle = setInterval(() => held.forEach((post) => post.socket.write('a')), 300);
    try {
      for (const post of held) expect(statusOf(await post.head)).toBe(405);
      const third = early();
      expect(statusOf(await third.head)).toBe(429);
      await third.closed;
      expect(bodyOf(third.text())).toBe(BODIES_PER_ADDRESS_MESSAGE);
      // Once the bodies are gone, the address may post again.
      held.forEach((post) => post.socket.destroy());
      await Promise.all(held.map((post) => post.closed));
      await vi.waitFor(
        async () => {
          const next = early();
          next.socket.write('a'.repeat(998));
          const status = statusOf(await next.head);
          next.socket.destroy();
          expect(status).toBe(405);
        },
        { timeout: 5_000, interval: 100 },
      );
    } finally {
      clearInterval(trickle);
      held.forEach((post) => post.socket.destroy());
    }
  });

  test('visitors who ask for a photo and read nothing hold no copy of it each', async () => {
    // A post's picture of 3 MB (random bytes do not compress), stored as the upload stores it.
    const name = `${'p'.repeat(22)}.webp`;
    const bytes = randomBytes(3 * 1024 * 1024);
    const db = new Database(path.join(app().dataDir, 'koc.sqlite'));
    try {
      const now = new Date().toISOString();
      db.prepare(
        'insert into photos (name, content_type, bytes, etag, created_at) values (?, ?, ?, ?, ?)',
      ).run(name, 'image/webp', bytes, '"yavas-okuyucu"', now);
      db.prepare('insert into blog_images (url, uploaded_by, created_at) values (?, ?, ?)').run(
        `/fotograflar/${name}`,
        'koc@koc.example',
        now,
      );
    } finally {
      db.close();
    }
    const request = `GET /fotograflar/${name} HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`;
    // The first answer puts the photo in memory.
    const first = open(port, '127.0.0.12', request);
    expect(statusOf(await first.head)).toBe(200);
    first.socket.destroy();
    const before = process.memoryUsage().arrayBuffers;
    // Each reader takes the first chunk of its answer, then reads no more.
    const readers = Array.from({ length: 40 }, (_, i) =>
      net.connect({ port, host: '127.0.0.1', localAddress: `127.0.1.${i + 1}` }),
    );
    try {
      await Promise.all(
        readers.map(
          (reader) =>
            new Promise<void>((resolve) => {
              reader.once('data', () => {
                reader.pause();
                resolve();
              });
              reader.write(request);
            }),
        ),
      );
      // A copy per reader held what the kernel did not take (12 MB for these 40); one buffer, none.
      expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(4 * 1024 * 1024);
    } finally {
      readers.forEach((reader) => reader.destroy());
    }
  });

  test('a moderation or unsubscribe body past the form limit is refused with 413, even without a length', async () => {
    const big = 'List-Unsubscribe=' + 'a'.repeat(100 * 1024);
    for (const chunked of [false, true]) {
      const headers = chunked
        ? 'Transfer-Encoding: chunked\r\n'
        : `Content-Length: ${Buffer.byteLength(big)}\r\n`;
      const body = chunked ? `${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n` : big;
      const post = open(
        port,
        '127.0.0.8',
        `POST /bulten/ayril/bilinmeyen HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\n${headers}\r\n`,
      );
      post.socket.write(body);
      await post.closed;
      expect(statusOf(post.text())).toBe(413);
      expect(post.text()).toContain(limitsMessages.form);
    }
  });
});

test('a kept-alive connection that carries many posts holds nothing per post once each is done', async () => {
  const app = express();
  app.use(
    bodyLimits(
      { perAddress: 2, total: 2, idleMs: 5_000, totalMs: 30_000 },
      new Refusals(() => false),
    ),
  );
  app.post('/', (req, res) => {
    req.resume();
    req.on('end', () => res.end('tamam'));
  });
  const server = http.createServer(app);
  const sockets: net.Socket[] = [];
  server.on('connection', (socket: net.Socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const { port } = server.address() as AddressInfo;
    for (let i = 0; i < 30; i++) {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const request = http.request({ port, host: '127.0.0.1', method: 'POST', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        });
        request.on('error', reject);
        request.end('a=1');
      });
      // Past the cap of two, a post that kept its place would be refused.
      expect(status).toBe(200);
    }
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.listenerCount('close')).toBeLessThan(5);
  } finally {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test('posts that arrived in full and wait for their answer leave their places to the next', async () => {
  const app = express();
  app.use(
    bodyLimits(
      { perAddress: 2, total: 2, idleMs: 5_000, totalMs: 30_000 },
      new Refusals(() => false),
    ),
  );
  // Answers wait until five posts are in, as they wait for the renderer's turn under a burst.
  const waiting: express.Response[] = [];
  app.post('/', (req, res) => {
    waiting.push(res);
    if (waiting.length === 5) for (const held of waiting) held.end('tamam');
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const post = () =>
      open(
        port,
        '127.0.0.9',
        `POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
          'Content-Length: 3\r\nConnection: close\r\n\r\na=1',
      );
    const posts: Exchange[] = [];
    for (let i = 0; i < 5; i++) {
      posts.push(post());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const statuses = await Promise.all(
      posts.map(async (exchange) => statusOf(await exchange.head)),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('the HTTP server: slow headers, idle connections and connection caps', () => {
  const servers: http.Server[] = [];

  /** createHttpServer as server/main.ts uses it, with Express's trust function, on a free port. */
  async function listen(
    limits: Partial<HttpServerLimits>,
    handler: http.RequestListener = (req, res) => res.end('tamam'),
  ) {
    const trust = express().set('trust proxy', ['127.0.0.1']).get('trust proxy fn') as TrustProxy;
    const refusals = new Refusals(trust);
    const server = createHttpServer(
      handler,
      {
        connectionsPerAddress: 100,
        connectionsTotal: 100,
        headersTimeoutMs: 10_000,
        bodyTimeoutMs: 30_000,
        keepAliveTimeoutMs: 30_000,
        sendTimeoutMs: 60_000,
        slowReadersPerAddress: 16,
        slowReadersTotal: 256,
        ...limits,
      },
      trust,
      refusals,
      new FairAdmission({ perTurn: 4, waitingPerAddress: 16, waitingTotal: 1_000 }, refusals),
    );
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    return { port: (server.address() as AddressInfo).port, refusals, connections };
  }

  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  const get = (port: number, from: string) =>
    open(port, from, `GET / HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`);

  test('headers that never end are cut with 408', async () => {
    const { port } = await listen({ headersTimeoutMs: 1_000 });
    const started = Date.now();
    const slow = open(port, '127.0.0.2', `GET / HTTP/1.1\r\nHost: localhost\r\nX-Yavas: `);
    await slow.closed;
    expect(statusOf(slow.text())).toBe(408);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  test('an idle keep-alive connection is closed', async () => {
    const { port } = await listen({ keepAliveTimeoutMs: 1_000 });
    const idle = get(port, '127.0.0.2');
    expect(statusOf(await idle.head)).toBe(200);
    const answeredAt = Date.now();
    await idle.closed;
    expect(Date.now() - answeredAt).toBeLessThan(3_000);
  });

  test('connections past the cap of an address, or of the server, are closed unanswered', async () => {
    const { port } = await listen({ connectionsPerAddress: 3, connectionsTotal: 5 });
    const held: Exchange[] = [];
    try {
      for (let i = 0; i < 3; i++) held.push(get(port, '127.0.0.3'));
      for (const exchange of held) expect(statusOf(await exchange.head)).toBe(200);
      const extra = get(port, '127.0.0.3');
      await extra.closed;
      expect(extra.text()).toBe('');

      // The trusted proxy carries many visitors: only the server's cap applies to it.
      held.push(get(port, '127.0.0.1'), get(port, '127.0.0.1'));
      for (const exchange of held.slice(3)) expect(statusOf(await exchange.head)).toBe(200);
      const sixth = get(port, '127.0.0.1');
      await sixth.closed;
      expect(sixth.text()).toBe('');
    } finally {
      for (const exchange of held) exchange.socket.destroy();
    }
  });

  test('an address that keeps reconnecting after refusals is closed at accept for a while; others are served', async () => {
    const { port, refusals } = await listen({ connectionsPerAddress: 2 });
    const held = [get(port, '127.0.0.4'), get(port, '127.0.0.4')];
    try {
      for (const exchange of held) expect(statusOf(await exchange.head)).toBe(200);
      // A reconnect storm: each attempt past the cap is closed unanswered.
      for (let i = 0; i < 60; i++) {
        const refused = get(port, '127.0.0.4');
        await refused.closed;
        expect(refused.text()).toBe('');
      }
    } finally {
      for (const exchange of held) exchange.socket.destroy();
    }
    await Promise.all(held.map((exchange) => exchange.closed));
    // Its own connections are gone, yet the address stays refused at accept...
    const penalised = get(port, '127.0.0.4');
    await penalised.closed;
    expect(penalised.text()).toBe('');
    expect(refusals.takeCounts()).toMatchObject({
      // Past 10 refusals in 10 s the address is penalised: the rest were closed at accept.
      'connections-per-address': 11,
      'penalised-address': 50,
    });
    // ...while another address is answered as before.
    const other = get(port, '127.0.0.5');
    expect(statusOf(await other.head)).toBe(200);
    other.socket.destroy();
  });

  test("clients that stop reading their answer are cut: past their address's cap at once, the rest after the send timeout", async () => {
    // One buffer for every answer, larger than what the kernel buffers for a socket on loopback.
    const big = Buffer.alloc(32 * 1024 * 1024, 'a');
    const { port, refusals, connections } = await listen(
      { sendTimeoutMs: 8_000, slowReadersPerAddress: 2 },
      (req, res) => res.end(big),
    );
    const stalled = Array.from({ length: 4 }, () => {
      const exchange = get(port, '127.0.0.6');
      exchange.socket.pause();
      return exchange;
    });
    try {
      // Two of the four are over the address's cap once seen stalled (a sweep every second).
      await vi.waitFor(async () => expect(await connections()).toBe(2), {
        timeout: 7_000,
        interval: 200,
      });
      // A reader from elsewhere gets the whole answer meanwhile.
      const reader = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.7' });
      let received = 0;
      reader.on('data', (chunk: Buffer) => (received += chunk.length));
      reader.write(`GET / HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`);
      await new Promise((resolve) => reader.on('close', resolve));
      expect(received).toBeGreaterThan(big.length);
      // The other two are cut once they have not drained for the send timeout.
      await vi.waitFor(async () => expect(await connections()).toBe(0), {
        timeout: 12_000,
        interval: 200,
      });
      expect(refusals.takeCounts()['slow-reader']).toBe(4);
    } finally {
      stalled.forEach((exchange) => exchange.socket.destroy());
    }
  }, 30_000);
});
