import { describe, expect, test } from 'vitest';

import { foldName, listApprovedComments, type PublicComment } from '#app/db/comments.server.ts';
import { listLogEntries } from '#app/db/moderation-log.server.ts';
import { listApprovedStories, type PublicStory } from '#app/db/stories.server.ts';
import { findSubscriberByEmail } from '#app/db/subscribers.server.ts';

import { subscribeConfirmed } from '../setup/newsletter.ts';
import {
  removeComment,
  removeStory,
  removeSubscriber,
  setCommentPublished,
  setStoryPublished,
} from '#app/server/admin/desks/moderation.server.ts';
import {
  erasePersonalData,
  findPersonalData,
} from '#app/server/admin/desks/personal-data.server.ts';
import type { LiveChange } from '#app/server/live/updates.server.ts';

import { dialects, runtimePerTest, type TestRuntime } from '../setup/runtime.ts';
import { sendComment, sendStory } from '../setup/submissions.ts';
import { webpPhoto } from '../setup/photos.ts';
import { storyExists } from '#tests/setup/queries.ts';

const coach = { email: 'koc@koc.example' };
const POST = 'yeniden-baslamak';
const ON_POST = { slug: POST, title: 'Yeniden Başlamak' };

async function rowCount(runtime: TestRuntime, table: 'photos' | 'mail_outbox') {
  const row = await runtime.handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Waits until `seen` holds `count` changes (the feed delivers after commit, asynchronously). */
async function waitFor<T>(seen: T[], count: number, ms = 2000): Promise<T[]> {
  const deadline = Date.now() + ms;
  while (seen.length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} changes, saw ${seen.length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return seen;
}

/** Ayşe (the person who asks), and Bora, who must not be touched; a stranger shares her name. */
async function seed(runtime: TestRuntime) {
  await subscribeConfirmed(runtime, 'Ayse.Kisi@Ornek.com');
  await subscribeConfirmed(runtime, 'bora@ornek.com');
  const withPhoto = await sendStory(
    runtime,
    'Ayşe Kişi',
    'AYSE.KISI@ornek.com',
    'Fotoğraflı hikâyem',
    await webpPhoto(8, '#0f766e'),
  );
  const plain = await sendStory(runtime, 'Ayşe K.', 'ayse.kisi@ornek.com', 'İkinci hikâyem');
  const boraStory = await sendStory(
    runtime,
    'Bora',
    'bora@ornek.com',
    'Bora’nın hikâyesi',
    await webpPhoto(8, '#0f766e'),
  );
  const approvedComment = await sendComment(runtime, ON_POST, 'Ayşe Kişi', 'Yayındaki yorumum');
  const pendingComment = await sendComment(runtime, ON_POST, 'AYŞE  KİŞİ', 'Bekleyen yorumum');
  const strangersComment = await sendComment(
    runtime,
    ON_POST,
    'ayşe kişi',
    'Aynı adı taşıyan başka biri',
  );
  const boraComment = await sendComment(runtime, ON_POST, 'Bora', 'Bora’nın yorumu');
  await setStoryPublished(runtime, coach, withPhoto.id, true);
  await setStoryPublished(runtime, coach, boraStory.id, true);
  await setCommentPublished(runtime, coach, approvedComment.id, true);
  await setCommentPublished(runtime, coach, boraComment.id, true);
  return {
    withPhoto,
    plain,
    boraStory,
    approvedComment,
    pendingComment,
    strangersComment,
    boraComment,
  };
}

test('names are matched loosely: case, Turkish letters, accents and spaces', () => {
  expect(foldName('AYŞE  KİŞİ')).toBe(foldName('ayşe kişi'));
  expect(foldName('Işık Öz')).toBe(foldName('isik oz'));
  expect(foldName('Ian')).toBe(foldName('ian'));
  expect(foldName('Ayşe Kişi')).not.toBe(foldName('Ayşe K.'));
});

describe.each(dialects)('erasing one person’s data on %s', (dialect) => {
  const start = runtimePerTest(dialect);

  test('the report shows what exists for the address and the name', async () => {
    const runtime = await start();
    const seeded = await seed(runtime);
    const report = await findPersonalData(runtime, {
      email: ' AYSE.kisi@ornek.COM ',
      name: 'ayse kisi',
    });
    expect(report.subscriber).toBe(true);
    expect(report.consents).toBe(1);
    expect(report.stories.map((story) => story.id).sort()).toEqual(
      [seeded.withPhoto.id, seeded.plain.id].sort(),
    );
    expect(report.photos).toBe(1);
    expect(report.comments.map((comment) => comment.id).sort()).toEqual(
      [seeded.approvedComment.id, seeded.pendingComment.id, seeded.strangersComment.id].sort(),
    );
    expect(report.comments[0]!.postTitle).toMatch(/^Yeniden Başlamak/);
    // The confirmation and welcome mails and the coach's notice of the subscription, two story
    // and three comment notices.
    expect(report.mails).toBe(8);

    const withoutName = await findPersonalData(runtime, {
      email: 'ayse.kisi@ornek.com',
      name: '',
    });
    expect(withoutName.comments).toEqual([]);
    const nobody = await findPersonalData(runtime, { email: 'kimse@ornek.com', name: '' });
    expect(nobody).toEqual({
      subscriber: false,
      consents: 0,
      stories: [],
      comments: [],
      photos: 0,
      bookings: 0,
      mails: 0,
    });
  });

  test('one erasure removes the subscriber, stories, photos, chosen comments and mails; nobody else is touched; open pages drop them', async () => {
    const runtime = await start();
    const seeded = await seed(runtime);
    const photosBefore = await rowCount(runtime, 'photos');
    const mailsBefore = await rowCount(runtime, 'mail_outbox');
    const storyChanges: LiveChange<PublicStory>[] = [];
    const commentChanges: LiveChange<PublicComment>[] = [];
    const stopStories = runtime.live.onStory((change) => storyChanges.push(change));
    const stopComments = runtime.live.onComment(POST, (change) => commentChanges.push(change));

    const counts = await erasePersonalData(runtime, coach, {
      email: 'ayse.KISI@ornek.com',
      name: 'Ayşe Kişi',
      // The coach recognised the stranger's comment and left it unticked.
      commentIds: [seeded.approvedComment.id, seeded.pendingComment.id],
    });
    expect(counts).toEqual({
      subscribers: 1,
      consents: 1,
      stories: 2,
      photos: 1,
      comments: 2,
      bookings: 0,
      mails: 7,
    });

    const { db } = runtime.handle;
    expect(await findSubscriberByEmail(db, 'ayse.kisi@ornek.com')).toBeNull();
    expect(await storyExists(db, seeded.withPhoto.id)).toBe(false);
    expect(await storyExists(db, seeded.plain.id)).toBe(false);
    expect(await runtime.photos.get(db, seeded.withPhoto.imageUrl!.split('/').pop()!)).toBeNull();
    expect(await rowCount(runtime, 'photos')).toBe(photosBefore - 1);
    expect(await rowCount(runtime, 'mail_outbox')).toBe(mailsBefore - 7);
    const outbox = await db.selectFrom('mail_outbox').selectAll().execute();
    expect(JSON.stringify(outbox).toLowerCase()).not.toContain('ayse.kisi');
    expect(JSON.stringify(outbox)).not.toContain('Yayındaki yorumum');

    // Bora, and the stranger who shares the name, keep everything.
    expect(await findSubscriberByEmail(db, 'bora@ornek.com')).not.toBeNull();
    expect(await storyExists(db, seeded.boraStory.id)).toBe(true);
    expect(
      await runtime.photos.get(db, seeded.boraStory.imageUrl!.split('/').pop()!),
    ).not.toBeNull();
    expect((await listApprovedStories(db)).map((story) => story.id)).toEqual([seeded.boraStory.id]);
    expect((await listApprovedComments(db, POST)).map((comment) => comment.id)).toEqual([
      seeded.boraComment.id,
    ]);
    const left = await db.selectFrom('blog_comments').select('id').orderBy('id').execute();
    expect(left.map((row) => row.id)).toEqual([seeded.strangersComment.id, seeded.boraComment.id]);

    // Open pages: the approved story and comment are removed live.
    await waitFor(storyChanges, 1);
    await waitFor(commentChanges, 1);
    expect(storyChanges).toContainEqual({ type: 'remove', id: seeded.withPhoto.id });
    expect(commentChanges).toContainEqual({ type: 'remove', id: seeded.approvedComment.id });
    stopStories();
    stopComments();

    // The log says who erased how much, never whose data.
    const [entry] = await listLogEntries(db, 1);
    expect(entry).toMatchObject({
      adminEmail: coach.email,
      action: 'erase',
      targetType: 'person',
      targetId: '-',
      detail: '1 abonelik, 1 onay kaydı, 2 hikâye, 1 fotoğraf, 2 yorum, 0 randevu, 7 e-posta kaydı',
    });
    expect(JSON.stringify(await listLogEntries(db)).toLowerCase()).not.toMatch(/ayse|ayşe/);

    // Nothing is left to erase: a second request changes nothing and logs nothing.
    expect(
      await erasePersonalData(runtime, coach, {
        email: 'ayse.kisi@ornek.com',
        name: 'Ayşe Kişi',
        commentIds: [seeded.approvedComment.id],
      }),
    ).toBeNull();
    expect(await listLogEntries(db, 1)).toEqual([entry]);
  });

  test('comment ids that do not carry the name are never deleted', async () => {
    const runtime = await start();
    const seeded = await seed(runtime);
    const counts = await erasePersonalData(runtime, coach, {
      email: 'ayse.kisi@ornek.com',
      name: 'Ayşe Kişi',
      commentIds: [seeded.boraComment.id],
    });
    expect(counts?.comments).toBe(0);
    expect((await listApprovedComments(runtime.handle.db, POST)).map((c) => c.id)).toContain(
      seeded.boraComment.id,
    );
  });
});

describe.each(dialects)('deleting from the moderation lists on %s', (dialect) => {
  const start = runtimePerTest(dialect);

  test('a deleted subscriber, story or comment takes its mails along; other mails stay', async () => {
    const runtime = await start();
    const subscriber = await subscribeConfirmed(runtime, 'listeden@ornek.com');
    await subscribeConfirmed(runtime, 'kalan@ornek.com');
    const story = await sendStory(runtime, 'Listeden', 'listeden@ornek.com', 'Silinecek hikâye');
    const comment = await sendComment(runtime, ON_POST, 'Listeden', 'Silinecek yorum');
    expect(await rowCount(runtime, 'mail_outbox')).toBe(8);
    await removeSubscriber(runtime, coach, subscriber.id);
    await removeStory(runtime, coach, story.id);
    await removeComment(runtime, coach, comment.id);
    const left = await runtime.handle.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .execute();
    expect(left).toHaveLength(3);
    expect(JSON.stringify(left)).toContain('kalan@ornek.com');
    expect(JSON.stringify(left)).not.toMatch(/listeden|Silinecek/i);
  });
});
