import { describe, expect, test } from 'vitest';

import { defaultAvatar } from '#app/data/avatar.ts';
import type { Testimonial } from '#app/data/content-schema.ts';
import { adminMessages } from '#app/data/messages/admin-messages.ts';
import { storyConsentText } from '#app/data/publish-consent.ts';
import { getItem } from '#app/db/content.server.ts';
import { listLogEntries } from '#app/db/moderation-log.server.ts';
import { getStory, insertStory, setStoryApproval } from '#app/db/stories.server.ts';
import { describeLogEntry } from '#app/lib/admin/audit-log.ts';
import { flatten } from '#app/schemas/content-form.ts';
import { kindTexts } from '#app/schemas/content-fields.ts';
import { moderationAction } from '#app/server/admin/desks/actions.server.ts';
import { contentItemAction } from '#app/server/admin/desks/content-desk.server.ts';
import { loadStoriesPage } from '#app/server/admin/desks/lists.server.ts';
import { erasePersonalData } from '#app/server/admin/desks/personal-data.server.ts';
import { STORY_ROLE } from '#app/server/content/testimonials.server.ts';
import { getToast } from '#app/server/toast.server.ts';

import { startApp } from '../setup/app-server.ts';
import { deskRuntime, signIn, type SignedIn } from '../setup/desk.ts';
import { dialects, type TestRuntime } from '../setup/runtime.ts';

/*
 * "Danışan yorumu olarak ekle" on /yonetim/hikayeler (issue 40): a published story becomes a
 * published testimonial with the consent it was sent with, once; a story without a recorded
 * consent is refused. The content desk keeps the source, and the demo mark only while the
 * built-in text stands.
 */

const PATH = '/yonetim/hikayeler';

async function toastOf(response: unknown): Promise<string | undefined> {
  expect((response as Response).status).toBe(303);
  const flash =
    /flash_toast=[^;]+/.exec((response as Response).headers.get('Set-Cookie') ?? '')?.[0] ?? '';
  const request = new Request('http://localhost/', { headers: { Cookie: flash } });
  return (await getToast(request)).toast?.description;
}

/** The desk's action on /yonetim/hikayeler, and a sent story, on the runtime `runtime()`. */
function storyDesk(runtime: () => TestRuntime) {
  const add = async (coach: SignedIn, id: number) =>
    toastOf(
      await moderationAction('story')(
        runtime(),
        coach.post(`${PATH}?durum=yayinda`, { intent: 'testimonial', id: String(id) }),
      ),
    );
  const story = async (
    authorName: string,
    consent: boolean,
    approved = true,
    text = 'Seanslar sayesinde işimle ailem arasında bir denge kurdum.',
  ) => {
    const { db } = runtime().handle;
    const sent = await insertStory(db, {
      authorName,
      email: 'danisan@ornek.com',
      story: text,
      imageUrl: null,
      ...(consent ? { publishConsentText: storyConsentText } : {}),
    });
    if (approved) await setStoryApproval(db, sent.id, true);
    return sent;
  };
  return { add, story };
}

describe.each(dialects)('stories as testimonials on %s', (dialect) => {
  const { runtime } = deskRuntime(dialect);
  const { add, story } = storyDesk(runtime);
  const shown = (key: string) =>
    runtime()
      .content.current()
      .testimonials.find((testimonial) => testimonial.id === key);

  test('an assistant adds a published story once, its consent copied along', async () => {
    const assistant = await signIn(runtime(), 'assistant');
    const sent = await story('Zeynep K.', true);
    const consent = (await getStory(runtime().handle.db, sent.id))!.publishConsent!;

    expect(await add(assistant, sent.id)).toBe(adminMessages.storyTestimonial.added);
    // The seed has a "Zeynep K." already: the new one is numbered.
    const testimonial = shown('zeynep-k-2');
    expect(testimonial).toEqual({
      id: 'zeynep-k-2',
      name: 'Zeynep K.',
      role: STORY_ROLE,
      quote: sent.story,
      image: defaultAvatar,
      source: {
        type: 'story',
        storyId: sent.id,
        consentText: storyConsentText,
        consentedAt: consent.at,
      },
    } satisfies Testimonial);
    expect(testimonial).not.toHaveProperty('demo');

    const [entry] = await listLogEntries(runtime().handle.db, 1);
    expect(entry?.adminEmail).toBe(assistant.account.email);
    expect(entry && describeLogEntry(entry)).toBe(
      'İçerik (Danışan yorumları) “zeynep-k-2” eklendi',
    );

    expect(await add(assistant, sent.id)).toBe(adminMessages.storyTestimonial.already);
    expect(
      runtime()
        .content.current()
        .testimonials.filter((each) => each.source?.storyId === sent.id),
    ).toHaveLength(1);

    const page = await loadStoriesPage(runtime(), assistant.get(`${PATH}?durum=yayinda`));
    const card = page.items.find((item) => item.id === sent.id);
    expect(card?.testimonialHref).toBe('/yonetim/icerik/referanslar/zeynep-k-2');
    expect(page.items.find((item) => item.testimonialHref === null)).toBeUndefined();
  });

  test('erasing the person erases the testimonial made from their story, on every page', async () => {
    const owner = await signIn(runtime());
    const sent = await story('Selin Ö.', true);
    expect(await add(owner, sent.id)).toBe(adminMessages.storyTestimonial.added);
    expect(shown('selin-o')).toBeDefined();
    const counts = await erasePersonalData(runtime(), owner.account, {
      email: 'danisan@ornek.com',
      name: '',
      commentIds: [],
    });
    expect(counts?.stories).toBeGreaterThan(0);
    expect(shown('selin-o')).toBeUndefined();
    expect(await getItem(runtime().handle.db, 'testimonial', 'selin-o')).toBeNull();
    const versions = await runtime()
      .handle.db.selectFrom('content_revisions')
      .select('data')
      .execute();
    expect(versions.some((row) => row.data.includes('Selin Ö.'))).toBe(false);
  });

  test('a story without a recorded consent, or not published, is refused', async () => {
    const coach = await signIn(runtime());
    const older = await story('Eski Gönderi', false);
    expect(await add(coach, older.id)).toBe(adminMessages.storyTestimonial.noConsent);
    const waiting = await story('Bekleyen Hikâye', true, false);
    expect(await add(coach, waiting.id)).toBe(adminMessages.storyTestimonial.unpublished);
    expect(await add(coach, 999_999)).toBe(adminMessages.notFound);
    const names = runtime()
      .content.current()
      .testimonials.map((testimonial) => testimonial.name);
    expect(names).not.toContain('Eski Gönderi');
    expect(names).not.toContain('Bekleyen Hikâye');
  });

  test('a desk save keeps the source; a demo stays one until its name or quote changes', async () => {
    const coach = await signIn(runtime());
    const { db } = runtime().handle;
    const save = async (key: string, change: Partial<Testimonial>) => {
      const item = (await getItem(db, 'testimonial', key))!;
      const { id: _id, source: _source, demo: _demo, ...data } = item.data as Testimonial;
      const path = `/yonetim/icerik/referanslar/${key}`;
      const form = {
        ...flatten(kindTexts.testimonial.fields, { ...data, ...change }),
        version: String(item.version),
        intent: 'save',
      };
      await contentItemAction(runtime(), coach.post(path, form), 'testimonial', key);
      return (await getItem(db, 'testimonial', key))!.data as Testimonial;
    };

    const sent = await story('Mert A.', true);
    expect(await add(coach, sent.id)).toBe(adminMessages.storyTestimonial.added);
    const edited = await save('mert-a-2', { quote: 'Kısaltılmış yorum.' });
    expect(edited.quote).toBe('Kısaltılmış yorum.');
    expect(edited.source).toMatchObject({ type: 'story', storyId: sent.id });

    expect((await save('elif-s', { role: 'Öğrenci, İzmir' })).demo).toBe(true);
    expect(shown('elif-s')).toMatchObject({ role: 'Öğrenci, İzmir', demo: true });
    const replaced = await save('elif-s', { quote: 'Gerçek bir danışanın gerçek yorumu.' });
    expect(replaced).not.toHaveProperty('demo');
    expect(shown('elif-s')).not.toHaveProperty('demo');
  });
});

// An app takes a data folder, not a PostgreSQL schema: the page is fetched on SQLite.
describe('the home page beside a story that became a testimonial', () => {
  const { runtime } = deskRuntime('sqlite');
  const { add, story } = storyDesk(runtime);

  test('shows the story once', { timeout: 60_000 }, async () => {
    const coach = await signIn(runtime());
    const text = 'Sabahlarım yeniden benim oldu; her gün biraz daha kendimi dinliyorum.';
    const sent = await story('Deniz T.', true, true, text);
    expect(await add(coach, sent.id)).toBe(adminMessages.storyTestimonial.added);
    const app = await startApp({
      DATA_DIR: runtime().dataDir,
      PUBLIC_URL: 'http://koc.test',
      LOG_LEVEL: 'error',
    });
    try {
      const home = await (await fetch(new URL('/', app.url))).text();
      const markup = home.replace(/<script\b[\s\S]*?<\/script>/g, '');
      expect(markup.split(text)).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
