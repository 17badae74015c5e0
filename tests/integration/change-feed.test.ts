import { getEventListeners } from 'node:events';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { PublicComment } from '#app/db/comments.server.ts';
import type { PublicStory } from '#app/db/stories.server.ts';
import {
  removeStory,
  setCommentPublished,
  setStoryPublished,
} from '#app/server/admin/moderation.server.ts';
import type { ChangeEvent } from '#app/server/live/change-feed.server.ts';
import { eventStream } from '#app/server/live/sse.server.ts';
import type { LiveChange } from '#app/server/live/updates.server.ts';
import { submitComment, submitStory } from '#app/server/submissions/save.server.ts';

import { createTestRuntime, dialects, type TestRuntime } from '../setup/runtime.ts';

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

describe.each(dialects)('change feed on %s', (dialect) => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime(dialect);
  });
  afterAll(() => runtime.dispose());

  test('stories: approved → upsert with public fields; unpublished or deleted → remove', async () => {
    const changes = recorder<LiveChange<PublicStory>>();
    const stop = runtime.live.onStory((change) => changes.push(change));
    const story = await submitStory(
      runtime,
      { authorName: 'Irmak', email: 'irmak@ornek.com', story: 'Yeni başlangıç' },
      null,
    );
    // Each step waits for its change, as a moderator's clicks would.
    await setStoryPublished(runtime, coach, story.id, true);
    await changes.next(1);
    await setStoryPublished(runtime, coach, story.id, false);
    await changes.next(2);
    await setStoryPublished(runtime, coach, story.id, true);
    await changes.next(3);
    await removeStory(runtime, coach, story.id);
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
    const stop = runtime.feed.subscribe((event) => heard.push(event), { ownCommitsAtOnce: true });
    const story = await submitStory(
      runtime,
      { authorName: 'Nehir', email: 'nehir@ornek.com', story: 'Aynı sunucu' },
      null,
    );
    await setStoryPublished(runtime, coach, story.id, true);
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
    const stopMine = runtime.live.onComment('umut-ekmek', (change) => mine.push(change));
    const stopOther = runtime.live.onComment('yeniden-baslamak', (change) => other.push(change));
    const comment = await submitComment(
      runtime,
      { postSlug: 'umut-ekmek', authorName: 'Jale', content: 'Harika' },
      'Umut Ekmek',
    );
    await setCommentPublished(runtime, coach, comment.id, true);
    await mine.next(1);
    await setCommentPublished(runtime, coach, comment.id, false);
    expect((await mine.next(2)).map((change) => change.type)).toEqual(['upsert', 'remove']);
    stopMine();
    stopOther();
    expect(other.seen).toEqual([]);
  });

  test('an event stream sends upserts and ends when the browser leaves, letting go of everything', async () => {
    const leave = new AbortController();
    // The runtime's signal outlives every stream: a listener left on it kept closed streams alive.
    const stopListeners = getEventListeners(runtime.stopping, 'abort').length;
    const request = new Request('http://localhost/canli/hikayeler', { signal: leave.signal });
    const response = eventStream(request, runtime.stopping, '127.0.0.1', (send) =>
      runtime.live.onStory((change) =>
        change.type === 'upsert' ? send('upsert', change.item) : send('remove', { id: change.id }),
      ),
    );
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    const before = runtime.live.subscriptionCount;
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe('retry: 3000\n\n');
    const story = await submitStory(
      runtime,
      { authorName: 'Kemal', email: 'k@ornek.com', story: 'Akış' },
      null,
    );
    await setStoryPublished(runtime, coach, story.id, true);
    const chunk = decoder.decode((await reader.read()).value);
    expect(chunk.startsWith('event: upsert\ndata: ')).toBe(true);
    expect(JSON.parse(chunk.slice('event: upsert\ndata: '.length))).toMatchObject({
      id: story.id,
      authorName: 'Kemal',
    });
    leave.abort();
    expect((await reader.read()).done).toBe(true);
    expect(runtime.live.subscriptionCount).toBe(before - 1);
    expect(getEventListeners(runtime.stopping, 'abort')).toHaveLength(stopListeners);
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
    const story = await submitStory(
      first,
      { authorName: 'Lale', email: 'l@ornek.com', story: 'İki sunucu' },
      null,
    );
    await setStoryPublished(first, coach, story.id, true);
    expect((await onSecond.next(1))[0]).toMatchObject({ type: 'upsert', item: { id: story.id } });
    await setStoryPublished(second, coach, story.id, false);
    expect((await onFirst.next(2))[1]).toEqual({ type: 'remove', id: story.id });
    stopSecond();
    stopFirst();
  });

  test('a change made directly in the database reaches every instance', async () => {
    const story = await submitStory(
      first,
      { authorName: 'Mert', email: 'm@ornek.com', story: 'Doğrudan' },
      null,
    );
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
