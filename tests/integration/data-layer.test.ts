import { describe, expect, test } from 'vitest';

import {
  insertComment,
  listApprovedComments,
  listCommentsForModeration,
} from '#app/db/comments.server.ts';
import { listLogEntries } from '#app/db/moderation-log.server.ts';
import { listApprovedStories, listStoriesForModeration } from '#app/db/stories.server.ts';
import { countSubscribers, insertSubscriber, listSubscribers } from '#app/db/subscribers.server.ts';
import {
  removeComment,
  removeStory,
  removeSubscriber,
  setCommentPublished,
  setStoryPublished,
} from '#app/server/admin/desks/moderation.server.ts';
import { subscribe } from '#app/server/submissions/save.server.ts';

import { dialects, runtimePerBlock } from '../setup/runtime.ts';
import { sendComment, sendStory } from '../setup/submissions.ts';
import { storyExists, mailCountsByStatus } from '#tests/setup/queries.ts';

const coach = { email: 'koc@koc.example' };

describe.each(dialects)('data layer on %s', (dialect) => {
  const runtime = runtimePerBlock(dialect);

  test('subscribe trims and lower-cases; a duplicate in other case is refused', async () => {
    const first = await subscribe(runtime(), '  Zeynep.Kaya@Ornek.COM ');
    expect(first.kind === 'new' && first.subscriber.email).toBe('zeynep.kaya@ornek.com');
    expect(await subscribe(runtime(), 'zeynep.kaya@ornek.com')).toEqual({ kind: 'duplicate' });
    expect(await subscribe(runtime(), 'ZEYNEP.KAYA@ORNEK.COM')).toEqual({ kind: 'duplicate' });
    const { items } = await listSubscribers(runtime().handle.db, { search: 'zeynep' });
    expect(items.map((item) => item.email)).toEqual(['zeynep.kaya@ornek.com']);
    // For the one new sign-up: only the confirmation mail (double opt-in).
    expect((await mailCountsByStatus(runtime().handle.db)).pending).toBe(1);
  });

  test('200 concurrent sign-ups of 100 addresses in mixed case leave exactly 100 rows', async () => {
    const before = await countSubscribers(runtime().handle.db);
    const emails = Array.from({ length: 100 }, (_, i) => `eşzamanli${i}@ornek.com`);
    const attempts = emails.flatMap((email) => [
      insertSubscriber(runtime().handle.db, email),
      insertSubscriber(runtime().handle.db, email.toUpperCase()),
    ]);
    const results = await Promise.all(attempts);
    expect(results.filter(Boolean)).toHaveLength(100);
    expect((await countSubscribers(runtime().handle.db)) - before).toBe(100);
  });

  test('stories are stored unapproved and public reads never carry an e-mail', async () => {
    const older = await sendStory(runtime(), 'Ayla', 'ayla@ornek.com', 'İlk hikâye');
    const newer = await sendStory(runtime(), 'Berk', 'berk@ornek.com', 'İkinci hikâye');
    expect(older.isApproved).toBe(false);
    expect(await listApprovedStories(runtime().handle.db)).toEqual([]);
    const pending = await listStoriesForModeration(runtime().handle.db, { approved: false });
    expect(pending.total).toBe(2);
    expect(pending.items.map((story) => story.authorName)).toEqual(['Berk', 'Ayla']);

    expect(await setStoryPublished(runtime(), coach, older.id, true)).toBe(true);
    expect(await setStoryPublished(runtime(), coach, newer.id, true)).toBe(true);
    const published = await listApprovedStories(runtime().handle.db);
    expect(published.map((story) => story.authorName)).toEqual(['Berk', 'Ayla']);
    expect(JSON.stringify(published)).not.toContain('@');
    expect(Object.keys(published[0]!).sort()).toEqual([
      'authorName',
      'createdAt',
      'id',
      'imageUrl',
      'story',
    ]);
    expect(published[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    expect(await setStoryPublished(runtime(), coach, newer.id, false)).toBe(true);
    expect((await listApprovedStories(runtime().handle.db)).map((s) => s.id)).toEqual([older.id]);
    expect(await removeStory(runtime(), coach, older.id)).toBe(true);
    expect(await storyExists(runtime().handle.db, older.id)).toBe(false);
    expect(await removeStory(runtime(), coach, older.id)).toBe(false);
  });

  test('comments: unapproved on insert, listed per post newest first once approved', async () => {
    const slug = 'yeniden-baslamak';
    const first = await sendComment(
      runtime(),
      { slug, title: 'Yeniden Başlamak' },
      'Can',
      'Çok iyi geldi.',
    );
    const second = await insertComment(runtime().handle.db, {
      postSlug: slug,
      authorName: 'Derya',
      content: 'Teşekkürler!\nİkinci satır.',
    });
    await insertComment(runtime().handle.db, {
      postSlug: 'umut-ekmek',
      authorName: 'Ece',
      content: 'Başka yazı',
    });
    expect(await listApprovedComments(runtime().handle.db, slug)).toEqual([]);
    expect((await listCommentsForModeration(runtime().handle.db, { approved: false })).total).toBe(
      3,
    );

    await setCommentPublished(runtime(), coach, first.id, true);
    await setCommentPublished(runtime(), coach, second.id, true);
    const listed = await listApprovedComments(runtime().handle.db, slug);
    expect(listed.map((c) => c.authorName)).toEqual(['Derya', 'Can']);
    expect(listed[0]!.content).toBe('Teşekkürler!\nİkinci satır.');

    await setCommentPublished(runtime(), coach, second.id, false);
    expect((await listApprovedComments(runtime().handle.db, slug)).map((c) => c.id)).toEqual([
      first.id,
    ]);
    expect(await removeComment(runtime(), coach, first.id)).toBe(true);
    expect(await listApprovedComments(runtime().handle.db, slug)).toEqual([]);
  });

  test('subscribers can be listed, searched, paginated and deleted', async () => {
    const { items, total } = await listSubscribers(runtime().handle.db, { limit: 10 });
    expect(items).toHaveLength(10);
    expect(total).toBeGreaterThanOrEqual(101);
    const [target] = (await listSubscribers(runtime().handle.db, { search: 'eşzamanli7@' })).items;
    expect(target?.email).toBe('eşzamanli7@ornek.com');
    expect(await removeSubscriber(runtime(), coach, target!.id)).toBe(true);
    expect((await listSubscribers(runtime().handle.db, { search: 'eşzamanli7@' })).total).toBe(0);
  });

  test('every moderation action is in the log with who, what and when', async () => {
    const entries = await listLogEntries(runtime().handle.db);
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(entries[0]).toMatchObject({
      adminEmail: coach.email,
      targetType: 'subscriber',
      action: 'delete',
    });
    expect(entries.map((entry) => `${entry.targetType}:${entry.action}`)).toEqual(
      expect.arrayContaining([
        'story:approve',
        'story:unpublish',
        'story:delete',
        'comment:approve',
        'comment:unpublish',
        'comment:delete',
      ]),
    );
  });
});
