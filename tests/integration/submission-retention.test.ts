import { afterEach, describe, expect, test, vi } from 'vitest';

import { insertComment, setCommentApproval } from '#app/db/comments.server.ts';
import { photoNameFromUrl } from '#app/db/photos.server.ts';
import { insertStory, setStoryApproval } from '#app/db/stories.server.ts';

import { createTestRuntime, dialects, hourlyPassAt } from '../setup/runtime.ts';

/*
 * The privacy notice (/kvkk) promises that a story or comment the coach never approved is
 * erased 90 days after it was sent, a story with its photo; approved ones stay; one she took off
 * the site is erased 90 days after she did.
 */

const DAY = 24 * 60 * 60_000;

afterEach(() => {
  vi.useRealTimers();
});

describe.each(dialects)('unapproved submissions’ retention on %s', (dialect) => {
  /** A runtime on a fresh database, its clock (Date only) standing at the items' sending. */
  const sending = async () => {
    const app = await createTestRuntime(dialect);
    const sent = new Date('2026-02-01T10:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(sent);
    return { app, db: app.handle.db, sent };
  };

  test('the hourly pass erases unapproved stories (with photos) and comments after 90 days, not a day earlier', async () => {
    const { app, db, sent } = await sending();
    const photo = (await app.photos.put(db, Buffer.from('bekleyen'), 'image/webp')).url;
    const keptPhoto = (await app.photos.put(db, Buffer.from('onaylı'), 'image/webp')).url;
    const waiting = await insertStory(db, {
      authorName: 'Bekleyen Ayşe',
      email: 'ayse@ornek.com',
      story: 'Henüz onaylanmadı.',
      imageUrl: photo,
    });
    const approved = await insertStory(db, {
      authorName: 'Onaylı Mehmet',
      email: 'mehmet@ornek.com',
      story: 'Yayında.',
      imageUrl: keptPhoto,
    });
    await setStoryApproval(db, approved.id, true);
    const waitingComment = await insertComment(db, {
      postSlug: 'ornek-yazi',
      authorName: 'Bekleyen Okur',
      content: 'Onay bekliyor.',
    });
    const approvedComment = await insertComment(db, {
      postSlug: 'ornek-yazi',
      authorName: 'Onaylı Okur',
      content: 'Yayında.',
    });
    await setCommentApproval(db, approvedComment.id, true);

    const storyIds = async () =>
      (await db.selectFrom('transformation_stories').select('id').orderBy('id').execute()).map(
        (row) => row.id,
      );
    const commentIds = async () =>
      (await db.selectFrom('blog_comments').select('id').orderBy('id').execute()).map(
        (row) => row.id,
      );
    const photoNames = async () =>
      (await db.selectFrom('photos').select('name').orderBy('name').execute()).map(
        (row) => row.name,
      );

    await hourlyPassAt(dialect, app, new Date(sent.getTime() + 89 * DAY));
    expect(await storyIds()).toEqual([waiting.id, approved.id]);
    expect(await commentIds()).toEqual([waitingComment.id, approvedComment.id]);
    expect(await photoNames()).toHaveLength(2);

    await hourlyPassAt(dialect, app, new Date(sent.getTime() + 90 * DAY + 60_000));
    vi.useRealTimers();
    expect(await storyIds()).toEqual([approved.id]);
    expect(await commentIds()).toEqual([approvedComment.id]);
    expect(await photoNames()).toEqual([photoNameFromUrl(keptPhoto)]);
    await app.dispose();
  });

  test('an item she took off the site long after it was sent is erased 90 days after that, not at once', async () => {
    const { app, db, sent } = await sending();
    const story = await insertStory(db, {
      authorName: 'Eski Ayşe',
      email: 'ayse@ornek.com',
      story: 'Yayından kaldırılacak.',
      imageUrl: null,
    });
    const comment = await insertComment(db, {
      postSlug: 'ornek-yazi',
      authorName: 'Eski Okur',
      content: 'Yayından kaldırılacak.',
    });
    await setStoryApproval(db, story.id, true);
    await setCommentApproval(db, comment.id, true);
    // Two hundred days on the site, then unpublished.
    const unpublished = new Date(sent.getTime() + 200 * DAY);
    vi.setSystemTime(unpublished);
    await setStoryApproval(db, story.id, false);
    await setCommentApproval(db, comment.id, false);

    const left = async () => ({
      stories: (await db.selectFrom('transformation_stories').select('id').execute()).length,
      comments: (await db.selectFrom('blog_comments').select('id').execute()).length,
    });

    await hourlyPassAt(dialect, app, new Date(unpublished.getTime() + 60 * 60_000));
    expect(await left()).toEqual({ stories: 1, comments: 1 });
    await hourlyPassAt(dialect, app, new Date(unpublished.getTime() + 89 * DAY));
    expect(await left()).toEqual({ stories: 1, comments: 1 });
    await hourlyPassAt(dialect, app, new Date(unpublished.getTime() + 90 * DAY + 60_000));
    vi.useRealTimers();
    expect(await left()).toEqual({ stories: 0, comments: 0 });
    await app.dispose();
  });
});
