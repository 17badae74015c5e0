import { getEventListeners } from 'node:events';
import http from 'node:http';
import net from 'node:net';

import pg from 'pg';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  test,
  vi,
  type MockInstance,
} from 'vitest';

import type { PublicComment } from '#app/db/comments.server.ts';
import { listApprovedStories, type PublicStory } from '#app/db/stories.server.ts';
import {
  removeStory,
  setCommentPublished,
  setStoryPublished,
} from '#app/server/admin/desks/moderation.server.ts';
import type { ChangeEvent } from '#app/server/live/change-feed.server.ts';
import { holdEventStream } from '#server/http/sse.ts';
import { sendChange, type LiveChange } from '#app/server/live/updates.server.ts';
import { logger } from '#app/server/logger.server.ts';
import { PageCache } from '#server/http/page-cache.ts';

import {
  createTestRuntime,
  dialects,
  freshDatabase,
  runtimePerBlock,
  type TestRuntime,
} from '../setup/runtime.ts';
import { sendComment, sendStory } from '../setup/submissions.ts';

const coach = { email: 'koc@koc.example' };

/** Collects changes and waits for the next one (or fails after `ms`). */
function recorder<T>() {
  const seen: T[] = [];
  let wake: (() => void) | undefined;
  return {
    seen,
    push(change: T) {
      seen.push(change);
      wake?.();
    },
    async next(count: number, ms = 2000): Promise<T[]> {
      const deadline = Date.now() + ms;
      while (seen.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} changes, saw ${seen.length}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return seen.slice(0, count);
    },
  };
}

/**
 * The home page's event stream served over HTTP as server/http/live-streams.ts serves it, and a
 * browser reading it: `read` returns the next chunk, `leave` drops the connection, `close` stops
 * the server once the stream has ended.
 */
async function openStoryStream(runtime: TestRuntime) {
  const server = http.createServer((_req, res) =>
    holdEventStream(
      res,
      runtime.stopping,
      () => {},
      (send) => runtime.live.onStory((change) => sendChange(send, change)),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const browser = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/canli/hikayeler`, {
    signal: browser.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  return {
    headers: response.headers,
    read: async () => decoder.decode((await reader.read()).value),
    leave: async () => {
      browser.abort();
      await reader.read().catch(() => undefined);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps its socket a few seconds after the stream it carried has ended.
        server.closeAllConnections();
      }),
  };
}

describe.each(dialects)('change feed on %s', (dialect) => {
  const runtime = runtimePerBlock(dialect);

  test('stories: approved → upsert with public fields; unpublished or deleted → remove', async () => {
    const changes = recorder<LiveChange<PublicStory>>();
    const stop = runtime().live.onStory((change) => changes.push(change));
    const story = await sendStory(runtime(), 'Irmak', 'irmak@ornek.com', 'Yeni başlangıç');
    // Each step waits for its change, as a moderator's clicks would.
    await setStoryPublished(runtime(), coach, story.id, true);
    await changes.next(1);
    await setStoryPublished(runtime(), coach, story.id, false);
    await changes.next(2);
    await setStoryPublished(runtime(), coach, story.id, true);
    await changes.next(3);
    await removeStory(runtime(), coach, story.id);
    const seen = await changes.next(4);
    stop();
    expect(seen.map((change) => change.type)).toEqual(['upsert', 'remove', 'upsert', 'remove']);
    expect(seen[0]).toMatchObject({
      type: 'upsert',
      item: { id: story.id, authorName: 'Irmak', story: 'Yeni başlangıç' },
    });
    expect(JSON.stringify(seen)).not.toContain('irmak@ornek.com');
  });

  test('a listener that asks for its own commits hears of an approval before the action returns', async () => {
    const heard: ChangeEvent[] = [];
    const stop = runtime().feed.subscribe((event) => heard.push(event), { ownCommitsAtOnce: true });
    const story = await sendStory(runtime(), 'Nehir', 'nehir@ornek.com', 'Aynı sunucu');
    await setStoryPublished(runtime(), coach, story.id, true);
    // The page cache listens this way: a visitor asking this instance right after the approval
    // must not get the page stored before it, whether or not PostgreSQL's notice has come back.
    expect(heard).toContainEqual(
      expect.objectContaining({ table: 'transformation_stories', id: story.id, approved: true }),
    );
    stop();
  });

  test("comments reach only their post's listeners", async () => {
    const mine = recorder<LiveChange<PublicComment>>();
    const other = recorder<LiveChange<PublicComment>>();
    const stopMine = runtime().live.onComment('umut-ekmek', (change) => mine.push(change));
    const stopOther = runtime().live.onComment('yeniden-baslamak', (change) => other.push(change));
    const comment = await sendComment(
      runtime(),
      { slug: 'umut-ekmek', title: 'Umut Ekmek' },
      'Jale',
      'Harika',
    );
    await setCommentPublished(runtime(), coach, comment.id, true);
    await mine.next(1);
    await setCommentPublished(runtime(), coach, comment.id, false);
    expect((await mine.next(2)).map((change) => change.type)).toEqual(['upsert', 'remove']);
    stopMine();
    stopOther();
    expect(other.seen).toEqual([]);
  });

  test('an event stream sends upserts and ends when the browser leaves, letting go of everything', async () => {
    // The runtime()'s signal outlives every stream: a listener left on it kept closed streams alive.
    const stopListeners = getEventListeners(runtime().stopping, 'abort').length;
    const before = runtime().live.subscriptionCount;
    const stream = await openStoryStream(runtime());
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(await stream.read()).toBe('retry: 3000\n\n');
    expect(runtime().live.subscriptionCount).toBe(before + 1);
    const story = await sendStory(runtime(), 'Kemal', 'k@ornek.com', 'Akış');
    await setStoryPublished(runtime(), coach, story.id, true);
    const chunk = await stream.read();
    expect(chunk.startsWith('event: upsert\ndata: ')).toBe(true);
    expect(JSON.parse(chunk.slice('event: upsert\ndata: '.length))).toMatchObject({
      id: story.id,
      authorName: 'Kemal',
    });
    await stream.leave();
    await until(() => runtime().live.subscriptionCount === before, 2000, 'the stream to let go');
    expect(getEventListeners(runtime().stopping, 'abort')).toHaveLength(stopListeners);
    await stream.close();
  });
});

describe.runIf(dialects.includes('postgres'))('change feed across instances on PostgreSQL', () => {
  let first: TestRuntime;
  let second: TestRuntime;
  beforeAll(async () => {
    first = await createTestRuntime('postgres');
    second = await createTestRuntime(
      'postgres',
      {},
      { dataDir: first.dataDir, db: first.dbOptions },
    );
  });
  afterAll(async () => {
    await second.close();
    await first.dispose();
  });

  test('an approval through either instance reaches the other', async () => {
    const onSecond = recorder<LiveChange<PublicStory>>();
    const onFirst = recorder<LiveChange<PublicStory>>();
    const stopSecond = second.live.onStory((change) => onSecond.push(change));
    const stopFirst = first.live.onStory((change) => onFirst.push(change));
    const story = await sendStory(first, 'Lale', 'l@ornek.com', 'İki sunucu');
    await setStoryPublished(first, coach, story.id, true);
    expect((await onSecond.next(1))[0]).toMatchObject({ type: 'upsert', item: { id: story.id } });
    await setStoryPublished(second, coach, story.id, false);
    expect((await onFirst.next(2))[1]).toEqual({ type: 'remove', id: story.id });
    stopSecond();
    stopFirst();
  });

  test('a change made directly in the database reaches every instance', async () => {
    const story = await sendStory(first, 'Mert', 'm@ornek.com', 'Doğrudan');
    const onSecond = recorder<LiveChange<PublicStory>>();
    const stop = second.live.onStory((change) => onSecond.push(change));
    const options = first.dbOptions as { connectionString: string; schema: string };
    const client = new pg.Client({ connectionString: options.connectionString });
    await client.connect();
    await client.query(
      `update ${options.schema}.transformation_stories set is_approved = true where id = $1`,
      [story.id],
    );
    await client.end();
    expect((await onSecond.next(1))[0]).toMatchObject({
      type: 'upsert',
      item: { id: story.id, authorName: 'Mert' },
    });
    stop();
  });
});

/**
 * PostgreSQL behind a TCP proxy of the test's own: `cut` drops every connection and refuses new
 * ones, as when the database server goes away; `restore` lets connections through again.
 */
async function proxyTo(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [a, b] of [
      [socket, upstream],
      [upstream, socket],
    ] as const) {
      sockets.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        sockets.delete(a);
        b.destroy();
      });
    }
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.port = String(port);
  return {
    url: url.toString(),
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => listen(port),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function until(condition: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const messagesOf = (spy: MockInstance<(message: string) => void>) =>
  spy.mock.calls.map(([message]) => message).filter((message) => message.startsWith('change feed'));

describe.runIf(dialects.includes('postgres'))('change feed through a PostgreSQL outage', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let proxy: Awaited<ReturnType<typeof proxyTo>>;
  let runtime: TestRuntime;
  let direct: pg.Client;
  let schema: string;
  // Each test its own database and instance: one outage's backoff must not carry into the next.
  beforeEach(async () => {
    fresh = await freshDatabase('postgres');
    const options = fresh.db as { kind: 'postgres'; connectionString: string; schema: string };
    schema = options.schema;
    proxy = await proxyTo(new URL(options.connectionString));
    runtime = await createTestRuntime(
      'postgres',
      {},
      { dataDir: fresh.dataDir, db: { ...options, connectionString: proxy.url } },
    );
    direct = new pg.Client({ connectionString: options.connectionString });
    await direct.connect();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await direct.end();
    await runtime.close();
    await proxy.close();
    await fresh.drop();
  });

  /** An approval made while this instance heard nothing: only a catch-up shows it. */
  async function approveBehindItsBack(id: number): Promise<void> {
    await direct.query(
      `update ${schema}.transformation_stories set is_approved = true where id = $1`,
      [id],
    );
  }

  test('cut off for several retries: one "down" line, quiet growing retries, one "back" line, then a catch-up for open pages', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const info = vi.spyOn(logger, 'info');
    const debug = vi.spyOn(logger, 'debug');
    const story = await sendStory(runtime, 'Oya', 'oya@ornek.com', 'Kesinti');
    const pages = recorder<LiveChange<PublicStory>>();
    const stopPages = runtime.live.onStory((change) => pages.push(change));
    // What the page cache hears (server/app.ts subscribes it this way).
    const heard: ChangeEvent[] = [];
    const stopHeard = runtime.feed.subscribe((event) => heard.push(event), {
      ownCommitsAtOnce: true,
    });
    // The page cache itself, subscribed as server/app.ts does, holding the home page.
    const pageCache = new PageCache();
    const stopCache = runtime.feed.subscribe(pageCache.onChange, { ownCommitsAtOnce: true });
    pageCache.set('http://koc.example/', pageCache.generation, {
      html: '<p>eski sayfa</p>',
      nonce: '',
      headers: {},
    });
    expect(pageCache.size).toBe(1);
    // An open page's event stream.
    const stream = await openStoryStream(runtime);
    expect(await stream.read()).toBe('retry: 3000\n\n');

    const cutAt = Date.now();
    await proxy.cut();
    await until(() => messagesOf(warn).length > 0, 5000, 'the down line');
    await approveBehindItsBack(story.id);
    // Two failed attempts: about 0.5–1 s, then 1–2 s later.
    await until(() => messagesOf(debug).length >= 2, 8000, 'two failed reconnects');
    expect(Date.now() - cutAt).toBeGreaterThanOrEqual(1500);
    expect(pages.seen).toEqual([]);
    await proxy.restore();

    await pages.next(1, 10_000);
    expect(pages.seen).toEqual([{ type: 'resync' }]);
    expect(heard).toContainEqual({ op: 'resync', approved: true });
    // It missed the approval's invalidation: the page it held is gone.
    expect(pageCache.size).toBe(0);
    expect(await stream.read()).toBe('event: resync\ndata: {}\n\n');
    // The catch-up itself: the list as the page reloads it has the approval it missed.
    const reloaded = await listApprovedStories(runtime.handle.db, 10);
    expect(reloaded.map((item) => item.id)).toContain(story.id);

    expect(messagesOf(warn)).toEqual([
      'change feed is down; live updates pause until PostgreSQL is back',
    ]);
    expect(messagesOf(info)).toEqual(['change feed is back; open pages reload what changed']);
    // One line, no stack.
    expect(warn.mock.calls.find(([m]) => m.startsWith('change feed'))?.[1]).not.toHaveProperty(
      'stack',
    );

    // Live again: the next change arrives as usual.
    const next = await sendStory(runtime, 'Pelin', 'p@ornek.com', 'Sonra');
    await approveBehindItsBack(next.id);
    expect((await pages.next(2))[1]).toMatchObject({ type: 'upsert', item: { id: next.id } });
    await stream.leave();
    await stream.close();
    stopPages();
    stopHeard();
    stopCache();
  });

  test('its connection killed by the database (pg_terminate_backend): back within about a second, with a catch-up; killed again at once, it waits longer', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const info = vi.spyOn(logger, 'info');
    const pages = recorder<LiveChange<PublicStory>>();
    const stop = runtime.live.onStory((change) => pages.push(change));
    const kill = async () => {
      const killed = await direct.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query = $1`,
        [`LISTEN "${runtime.feed.channel}"`],
      );
      expect(killed.rowCount).toBe(1);
      return Date.now();
    };
    await kill();
    await pages.next(1, 5000);
    expect(pages.seen).toEqual([{ type: 'resync' }]);
    expect(messagesOf(warn)).toHaveLength(1);
    expect(messagesOf(info)).toHaveLength(1);

    // A connection that drops again soon after it came back continues the backoff (1–2 s now).
    const killedAt = await kill();
    await pages.next(2, 5000);
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(1000);
    expect(messagesOf(warn)).toHaveLength(2);
    expect(messagesOf(info)).toHaveLength(2);
    stop();
  });
});
