import { randomBytes } from 'node:crypto';

import sharp from 'sharp';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { listCommentsForModeration } from '#app/db/comments.server.ts';
import { listStoriesByEmail } from '#app/db/stories.server.ts';
import { countSubscribers } from '#app/db/subscribers.server.ts';
import { SUBMISSION_KEY_FIELD } from '#app/schemas/submission-key.ts';
import {
  handleComment,
  handleNewsletter,
  handleStory,
} from '#app/server/submissions/form-handlers.server.ts';
import { submissionKeyOf } from '#app/server/submissions/submission-key.server.ts';

import { dialects, hourlyPassAt, runtimePerBlock } from '../setup/runtime.ts';

/*
 * A browser that lost the answer to a form and sends it again, with the same one-time key, gets
 * the first answer and stores nothing twice (docs/product.md#form-handling); on each dialect,
 * one post after the other and several at once. What the keys and the rate limits keep is no
 * text the visitor typed and no readable address, and the hourly pass deletes it on time.
 */

/** A key as a page's answer carries it. */
const freshKey = () => submissionKeyOf(randomBytes(16).toString('base64'));

function textPost(fields: Record<string, string>): Request {
  return new Request('http://localhost/', { method: 'POST', body: new URLSearchParams(fields) });
}

function storyPost(fields: Record<string, string>, photo: Buffer): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'foto.png');
  return new Request('http://localhost/', { method: 'POST', body: form });
}

const titleOf = (slug: string) =>
  Promise.resolve(slug === 'yeniden-baslamak' ? 'Yeniden Başlamak' : undefined);

describe.each(dialects)('one-time submission keys on %s', (dialect) => {
  const runtime = runtimePerBlock(dialect);
  // Each test posts from its own address: the rate limit is not what is tested here.
  let client = 0;
  const nextClient = () => `istemci-${(client += 1)}`;

  test('newsletter: the same key twice gives the first answer again, and one subscriber', async () => {
    const key = freshKey();
    const fields = { email: 'tekrar@ornek.com', [SUBMISSION_KEY_FIELD]: key };
    const before = await countSubscribers(runtime().handle.db);
    const first = await handleNewsletter(textPost(fields), runtime(), nextClient());
    const retried = await handleNewsletter(textPost(fields), runtime(), nextClient());
    expect(first.ok).toBe(true);
    expect(retried).toEqual(first);
    expect(await countSubscribers(runtime().handle.db)).toBe(before + 1);
    // A new page's key is a new submission, answered as any sign-up; still one subscriber.
    const other = { ...fields, [SUBMISSION_KEY_FIELD]: freshKey() };
    expect((await handleNewsletter(textPost(other), runtime(), nextClient())).status).toBe(200);
    expect(await countSubscribers(runtime().handle.db)).toBe(before + 1);
  });

  test('comment: five posts of one key at once give one answer and one row', async () => {
    const key = freshKey();
    const fields = {
      postSlug: 'yeniden-baslamak',
      authorName: 'Aynı Anda',
      content: `Beş kez gönderildi ${key}`,
      publishConsent: 'evet',
      [SUBMISSION_KEY_FIELD]: key,
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        handleComment(textPost(fields), runtime(), nextClient(), titleOf),
      ),
    );
    expect(answers[0]!.ok).toBe(true);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const { items } = await listCommentsForModeration(runtime().handle.db, {
      approved: false,
      limit: 100,
    });
    expect(items.filter((comment) => comment.content.includes(key))).toHaveLength(1);
  });

  test('story with a photo: two posts of one key at once store one story and one photo', async () => {
    const key = freshKey();
    const email = `hikaye-${dialect}@ornek.com`;
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#0f766e' },
    })
      .png()
      .toBuffer();
    const fields = {
      authorName: 'Selin Yıldız',
      email,
      story: 'Koçlukla hayatım değişti.',
      publishConsent: 'evet',
      [SUBMISSION_KEY_FIELD]: key,
    };
    const answers = await Promise.all(
      [1, 2].map(() => handleStory(storyPost(fields, photo), runtime(), nextClient())),
    );
    expect(answers[0]!.ok).toBe(true);
    expect(answers[1]).toEqual(answers[0]);
    const stored = await listStoriesByEmail(runtime().handle.db, email);
    expect(stored).toHaveLength(1);
    const photos = await runtime().handle.db.selectFrom('photos').select('name').execute();
    expect(photos).toHaveLength(1);
  });

  test('a used key sent with another submission (a page the browser kept) stores that one too', async () => {
    const key = freshKey();
    const post = (content: string) =>
      handleComment(
        textPost({
          postSlug: 'yeniden-baslamak',
          authorName: 'Geri Tuşu',
          content: `${content} ${key}`,
          publishConsent: 'evet',
          [SUBMISSION_KEY_FIELD]: key,
        }),
        runtime(),
        nextClient(),
        titleOf,
      );
    expect((await post('İlk yorum')).ok).toBe(true);
    expect((await post('İkinci yorum')).ok).toBe(true);
    expect((await post('İlk yorum')).ok).toBe(true);
    const { items } = await listCommentsForModeration(runtime().handle.db, {
      approved: false,
      limit: 100,
    });
    expect(items.filter((comment) => comment.content.includes(key))).toHaveLength(2);
  });

  test('a refused post gives its key back: the corrected form is stored with it', async () => {
    const key = freshKey();
    const refused = await handleNewsletter(
      textPost({ email: 'yanlis', [SUBMISSION_KEY_FIELD]: key }),
      runtime(),
      nextClient(),
    );
    expect(refused.status).toBe(400);
    const corrected = await handleNewsletter(
      textPost({ email: 'duzeltilmis@ornek.com', [SUBMISSION_KEY_FIELD]: key }),
      runtime(),
      nextClient(),
    );
    expect(corrected.ok).toBe(true);
  });

  test('one key on two forms of a page counts once for each form', async () => {
    const key = freshKey();
    const newsletter = await handleNewsletter(
      textPost({ email: 'iki-form@ornek.com', [SUBMISSION_KEY_FIELD]: key }),
      runtime(),
      nextClient(),
    );
    const comment = await handleComment(
      textPost({
        postSlug: 'yeniden-baslamak',
        authorName: 'İki Form',
        content: 'Aynı sayfadan ikinci form',
        publishConsent: 'evet',
        [SUBMISSION_KEY_FIELD]: key,
      }),
      runtime(),
      nextClient(),
      titleOf,
    );
    expect(newsletter.toast).not.toEqual(comment.toast);
    expect(comment.ok).toBe(true);
  });

  test('a post without a key, or with one this site never gives, is still accepted', async () => {
    for (const key of [undefined, '', 'kısa', 'x'.repeat(500), '<script>']) {
      const fields: Record<string, string> = { email: `anahtarsiz-${client}@ornek.com` };
      if (key !== undefined) fields[SUBMISSION_KEY_FIELD] = key;
      const answer = await handleNewsletter(textPost(fields), runtime(), nextClient());
      expect(answer.ok, String(key)).toBe(true);
    }
  });
});

describe.each(dialects)('what a form post leaves behind on %s', (dialect) => {
  const MINUTE = 60_000;
  const runtime = runtimePerBlock(dialect);
  afterEach(() => {
    vi.useRealTimers();
  });

  const counters = () => runtime().handle.db.selectFrom('rate_counters').selectAll().execute();
  const keys = () => runtime().handle.db.selectFrom('submission_keys').selectAll().execute();
  const comment = (client: string, text: string) =>
    handleComment(
      textPost({
        postSlug: 'yeniden-baslamak',
        authorName: 'Gizli Kalacak Ad',
        content: text,
        publishConsent: 'evet',
        [SUBMISSION_KEY_FIELD]: freshKey(),
      }),
      runtime(),
      client,
      titleOf,
    );
  test('the rate counters hold no readable address and the submission keys no typed text', async () => {
    const client = '203.0.113.45';
    const typed = 'Bu cümleyi yalnızca ben yazdım';
    const newsletter = await handleNewsletter(
      textPost({ email: 'iz-birakmayan@ornek.com', [SUBMISSION_KEY_FIELD]: freshKey() }),
      runtime(),
      client,
    );
    expect(newsletter.ok).toBe(true);
    expect((await comment(client, typed)).ok).toBe(true);

    const rows = await counters();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(client);
    expect(stored).not.toContain('203.0.113');
    // Each key is a keyed hash, no part of it the address.
    for (const row of rows) expect(row.key).toMatch(/^[\w-]{43}$/);

    const claims = JSON.stringify(await keys());
    expect(claims).not.toBe('[]');
    for (const text of [typed, 'Gizli Kalacak Ad', 'iz-birakmayan', 'ornek.com', client]) {
      expect(claims).not.toContain(text);
    }
  });

  test('the hourly pass deletes expired counters and day-old submission keys; fresh ones stay', async () => {
    await runtime().handle.db.deleteFrom('rate_counters').execute();
    await runtime().handle.db.deleteFrom('submission_keys').execute();
    const sent = Date.parse('2026-03-02T09:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(sent);
    expect((await comment('198.51.100.61', 'İlk yorum')).ok).toBe(true);
    const first = { counters: await counters(), keys: await keys() };
    expect(first.counters).toHaveLength(1);
    expect(first.keys).toHaveLength(1);

    // Within the form limit's 10 minutes the count stays; its key stays for 24 hours.
    await hourlyPassAt(dialect, runtime(), sent + 9 * MINUTE);
    expect(await counters()).toEqual(first.counters);
    await hourlyPassAt(dialect, runtime(), sent + 11 * MINUTE);
    expect(await counters()).toEqual([]);
    expect(await keys()).toEqual(first.keys);

    // A later post, five minutes before the first key's day is over.
    vi.setSystemTime(sent + 24 * 60 * MINUTE - 5 * MINUTE);
    expect((await comment('198.51.100.62', 'İkinci yorum')).ok).toBe(true);
    const second = { counters: await counters(), keys: await keys() };
    expect(second.keys).toHaveLength(2);

    await hourlyPassAt(dialect, runtime(), sent + 24 * 60 * MINUTE + MINUTE);
    expect(await counters()).toEqual(second.counters);
    expect((await keys()).map((row) => row.key)).toEqual(
      second.keys.filter((row) => row.key !== first.keys[0]!.key).map((row) => row.key),
    );
  });
});
