import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import {
  insertComment,
  listApprovedComments,
  listCommentsForModeration,
} from '#app/db/comments.server.ts';
import { listLogEntries } from '#app/db/moderation-log.server.ts';
import { countMailsByStatus } from '#app/db/outbox.server.ts';
import { getStory, listApprovedStories, listStoriesForModeration } from '#app/db/stories.server.ts';
import { countSubscribers, insertSubscriber, listSubscribers } from '#app/db/subscribers.server.ts';
import {
  removeComment,
  removeStory,
  removeSubscriber,
  setCommentPublished,
  setStoryPublished,
} from '#app/server/moderation.server.ts';
import { submitComment, submitStory, subscribe } from '#app/server/submissions.server.ts';

import { createTestServices, dialects, type TestServices } from '../setup/services.ts';

const coach = { email: 'koc@koc.example' };

describe.each(dialects)('data layer on %s', (dialect) => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices(dialect);
  });
  afterAll(() => services.dispose());

  test('subscribe trims and lower-cases; a duplicate in other case is refused', async () => {
    const first = await subscribe(services, '  Zeynep.Kaya@Ornek.COM ');
    expect(first?.email).toBe('zeynep.kaya@ornek.com');
    expect(await subscribe(services, 'zeynep.kaya@ornek.com')).toBeNull();
    expect(await subscribe(services, 'ZEYNEP.KAYA@ORNEK.COM')).toBeNull();
    const { items } = await listSubscribers(services.handle.db, { search: 'zeynep' });
    expect(items.map((item) => item.email)).toEqual(['zeynep.kaya@ornek.com']);
    // For the one new subscriber: the coach's notification and the welcome mail.
    expect((await countMailsByStatus(services.handle.db)).pending).toBe(2);
  });

  test('200 concurrent sign-ups of 100 addresses in mixed case leave exactly 100 rows', async () => {
    const before = await countSubscribers(services.handle.db);
    const emails = Array.from({ length: 100 }, (_, i) => `eşzamanli${i}@ornek.com`);
    const attempts = emails.flatMap((email) => [
      insertSubscriber(services.handle.db, email),
      insertSubscriber(services.handle.db, email.toUpperCase()),
    ]);
    const results = await Promise.all(attempts);
    expect(results.filter(Boolean)).toHaveLength(100);
    expect((await countSubscribers(services.handle.db)) - before).toBe(100);
  });

  test('stories are stored unapproved and public reads never carry an e-mail', async () => {
    const older = await submitStory(
      services,
      { authorName: 'Ayla', email: 'ayla@ornek.com', story: 'İlk hikâye' },
      null,
    );
    const newer = await submitStory(
      services,
      { authorName: 'Berk', email: 'berk@ornek.com', story: 'İkinci hikâye' },
      null,
    );
    expect(older.isApproved).toBe(false);
    expect(await listApprovedStories(services.handle.db)).toEqual([]);
    const pending = await listStoriesForModeration(services.handle.db, { approved: false });
    expect(pending.total).toBe(2);
    expect(pending.items.map((story) => story.authorName)).toEqual(['Berk', 'Ayla']);

    expect(await setStoryPublished(services, coach, older.id, true)).toBe(true);
    expect(await setStoryPublished(services, coach, newer.id, true)).toBe(true);
    const published = await listApprovedStories(services.handle.db);
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

    expect(await setStoryPublished(services, coach, newer.id, false)).toBe(true);
    expect((await listApprovedStories(services.handle.db)).map((s) => s.id)).toEqual([older.id]);
    expect(await removeStory(services, coach, older.id)).toBe(true);
    expect(await getStory(services.handle.db, older.id)).toBeNull();
    expect(await removeStory(services, coach, older.id)).toBe(false);
  });

  test('comments: unapproved on insert, listed per post newest first once approved', async () => {
    const slug = 'yeniden-baslamak';
    const first = await submitComment(
      services,
      { postSlug: slug, authorName: 'Can', content: 'Çok iyi geldi.' },
      'Yeniden Başlamak',
    );
    const second = await insertComment(services.handle.db, {
      postSlug: slug,
      authorName: 'Derya',
      content: 'Teşekkürler!\nİkinci satır.',
    });
    await insertComment(services.handle.db, {
      postSlug: 'umut-ekmek',
      authorName: 'Ece',
      content: 'Başka yazı',
    });
    expect(await listApprovedComments(services.handle.db, slug)).toEqual([]);
    expect((await listCommentsForModeration(services.handle.db, { approved: false })).total).toBe(
      3,
    );

    await setCommentPublished(services, coach, first.id, true);
    await setCommentPublished(services, coach, second.id, true);
    const listed = await listApprovedComments(services.handle.db, slug);
    expect(listed.map((c) => c.authorName)).toEqual(['Derya', 'Can']);
    expect(listed[0]!.content).toBe('Teşekkürler!\nİkinci satır.');

    await setCommentPublished(services, coach, second.id, false);
    expect((await listApprovedComments(services.handle.db, slug)).map((c) => c.id)).toEqual([
      first.id,
    ]);
    expect(await removeComment(services, coach, first.id)).toBe(true);
    expect(await listApprovedComments(services.handle.db, slug)).toEqual([]);
  });

  test('subscribers can be listed, searched, paginated and deleted', async () => {
    const { items, total } = await listSubscribers(services.handle.db, { limit: 10 });
    expect(items).toHaveLength(10);
    expect(total).toBeGreaterThanOrEqual(101);
    const [target] = (await listSubscribers(services.handle.db, { search: 'eşzamanli7@' })).items;
    expect(target?.email).toBe('eşzamanli7@ornek.com');
    expect(await removeSubscriber(services, coach, target!.id)).toBe(true);
    expect((await listSubscribers(services.handle.db, { search: 'eşzamanli7@' })).total).toBe(0);
  });

  test('every moderation action is in the log with who, what and when', async () => {
    const entries = await listLogEntries(services.handle.db);
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
