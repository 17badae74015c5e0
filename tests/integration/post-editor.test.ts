import { sql } from 'kysely';
import sharp from 'sharp';

import { postImageMessages } from '#app/data/messages/post-image-messages.ts';
import { POST_IMAGE_MAX_BYTES } from '#app/schemas/post-limits.ts';
import { beforeAll, describe, expect, test } from 'vitest';

import { getPostById, getPostBySlug, listRevisions } from '#app/db/blog-posts.server.ts';
import { listLogEntries } from '#app/db/moderation-log.server.ts';
import { slugFromTitle } from '#app/lib/slug.ts';
import { checkPostForm } from '#app/schemas/post.ts';
import { deleteExpiredStashes } from '#app/db/editor-stash.server.ts';
import { describeLogEntry } from '#app/lib/admin/audit-log.ts';
import {
  editorAction,
  loadEditor,
  loadRevisions,
  postDeskMessages,
  restoreRevisionAction,
  type EditorAnswer,
} from '#app/server/admin/desks/post-desk.server.ts';
import { istanbulDateTimeLocal } from '#app/lib/format.ts';

import { deskRuntime, sessionOf, signIn, type DeskClient, type SignedIn } from '../setup/desk.ts';
import { dialects } from '../setup/runtime.ts';

/*
 * The post editor's server side (docs/product.md#publishing-desk): Turkish messages by field,
 * addresses from Turkish titles, refusals that give back everything typed, and the text of an
 * editor posted after the session ran out, kept for her until she signs in again (what the stash
 * refuses is in editor-stash.test.ts).
 */

test('addresses from titles: every Turkish letter in Latin, lower case, single hyphens', () => {
  expect(slugFromTitle('Çiğdem, Işık ve İnci: Öğrenmenin Şüphesiz Üç Yolu!')).toBe(
    'cigdem-isik-ve-inci-ogrenmenin-suphesiz-uc-yolu',
  );
  expect(slugFromTitle('ç ğ ı İ ö ş ü Ç Ğ I Ö Ş Ü')).toBe('c-g-i-i-o-s-u-c-g-i-o-s-u');
  expect(slugFromTitle('  İstanbul’da  —  2026 Yılı  ')).toBe('istanbulda-2026-yili');
  expect(slugFromTitle('!!!')).toBe('');
  const long = slugFromTitle('uzun kelime '.repeat(20));
  expect(long.length).toBeLessThanOrEqual(80);
  expect(long).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
});

test('the form is checked with a Turkish message for each field; an empty address comes from the title', () => {
  const empty = checkPostForm({});
  expect(empty.ok).toBe(false);
  if (empty.ok) return;
  expect(empty.fieldErrors.title).toEqual(['Başlık gerekli.']);
  expect(empty.fieldErrors.excerpt).toEqual(['Özet en az 40 karakter olmalı.']);
  expect(empty.fieldErrors.author).toEqual(['Yazar adı gerekli.']);
  expect(empty.fieldErrors.coverAlt).toEqual(['Kapak görselini anlatan metin gerekli.']);
  expect(empty.fieldErrors.body).toEqual(['Yazının metni gerekli.']);

  const odd = checkPostForm({ ...validFields('x'), slug: 'Büyük Harf', category: '__yeni__' });
  expect(odd.ok).toBe(false);
  if (odd.ok) return;
  expect(odd.fieldErrors.slug?.[0]).toMatch(/^Adres yalnızca küçük harf/);
  expect(odd.fieldErrors.newCategory).toEqual(['Yeni kategorinin adını yazın.']);

  const filled = checkPostForm({ ...validFields('x'), slug: '', title: 'Güçlü Sınırlar Çizmek' });
  expect(filled.ok).toBe(true);
  expect(filled.values.slug).toBe('guclu-sinirlar-cizmek');
  if (filled.ok) expect(filled.content.category).toBe('Yaşam Koçluğu');
});

function validFields(slug: string): Record<string, string> {
  return {
    title: `Deneme yazısı ${slug}`,
    slug,
    excerpt: 'Bu özet kırk karakterden uzun, listede ve paylaşımlarda görünür.',
    category: 'Yaşam Koçluğu',
    newCategory: '',
    author: 'Ayşe Örnek',
    coverImage: '/images/blog/iletisim-becerileri.svg',
    coverAlt: 'Deniz kıyısında yürüyen bir kadın',
    body: '## Giriş\n\nBugün **sınırlar** üzerine konuşalım.',
    seoTitle: '',
    seoDescription: '',
    publishAt: '',
    version: '',
  };
}

describe.each(dialects)('the post editor on %s', (dialect) => {
  const { runtime } = deskRuntime(dialect);
  let coach: SignedIn;
  /** The editor's form as its page sends it: multipart, with any image files. */
  const post = (
    path: string,
    fields: Record<string, string>,
    from: DeskClient = coach,
    files: Record<string, Buffer> = {},
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [name, bytes] of Object.entries(files)) {
      form.append(name, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${name}.png`);
    }
    return from.post(path, form);
  };
  /** The editor's answer to the coach's `fields` for a new post (`id` null) or for post `id`. */
  const send = (id: number | null, fields: Record<string, string>) =>
    editorAction(
      runtime(),
      post(id === null ? '/yonetim/yazilar/yeni' : `/yonetim/yazilar/${id}`, fields),
      id,
    );
  const answerOf = (result: unknown): { status: number; data: EditorAnswer } => {
    const value = result as { data: EditorAnswer; init: { status: number } | null };
    return { status: value.init?.status ?? 200, data: value.data };
  };
  const createdId = (result: unknown): number => {
    expect(result).toBeInstanceOf(Response);
    const location = (result as Response).headers.get('Location') ?? '';
    expect((result as Response).status).toBe(303);
    return Number(/\/yonetim\/yazilar\/(\d+)$/.exec(location)?.[1]);
  };

  beforeAll(async () => {
    coach = await signIn(runtime(), 'owner', { email: 'koc@ornek.com' });
  });

  test('a draft is created, logged, and its address taken by another post is refused with the text kept', async () => {
    const id = createdId(await send(null, { ...validFields(''), intent: 'save' }));
    const saved = await getPostById(runtime().handle.db, id);
    expect(saved).toMatchObject({ status: 'draft', slug: 'deneme-yazisi', publishedAt: null });
    expect((await listLogEntries(runtime().handle.db))[0]).toMatchObject({
      action: 'create',
      targetType: 'post',
      targetId: String(id),
    });

    const typed: Record<string, string> = {
      ...validFields('deneme-yazisi'),
      title: 'Başka bir başlık',
      intent: 'publish',
    };
    const refused = answerOf(await send(null, typed));
    expect(refused.status).toBe(409);
    expect(refused.data.fieldErrors?.slug).toEqual([postDeskMessages.slugTaken]);
    expect(refused.data.values).toMatchObject({ title: 'Başka bir başlık', body: typed.body });
    expect(await getPostBySlug(runtime().handle.db, 'deneme-yazisi')).toMatchObject({ id });
  });

  test('a stale save is refused with the text kept; nothing is overwritten', async () => {
    const id = createdId(await send(null, { ...validFields('cakisma'), intent: 'publish' }));
    const first = { ...validFields('cakisma'), version: '1', intent: 'save' };
    createdId(await send(id, { ...first, body: 'İlk sekmeden.' }));
    const stale = answerOf(await send(id, { ...first, body: 'İkinci sekmeden, eski sürümle.' }));
    expect(stale.status).toBe(409);
    expect(stale.data.formError).toEqual({ kind: 'conflict', message: postDeskMessages.conflict });
    expect(stale.data.values.body).toBe('İkinci sekmeden, eski sürümle.');
    expect(stale.data.values.version).toBe('2');
    const stored = await getPostById(runtime().handle.db, id);
    expect(stored).toMatchObject({ body: 'İlk sekmeden.', version: 2, status: 'published' });
    expect((await listRevisions(runtime().handle.db, id)).map((r) => r.version)).toEqual([2, 1]);
  });

  test('scheduling in the past is a field error; "Yayımla" keeps the date of a post published before', async () => {
    const id = createdId(await send(null, { ...validFields('zaman'), intent: 'publish' }));
    const publishedAt = (await getPostById(runtime().handle.db, id))!.publishedAt;
    const past = answerOf(
      await send(id, {
        ...validFields('zaman'),
        version: '1',
        intent: 'schedule',
        publishAt: istanbulDateTimeLocal(new Date(Date.now() - 3_600_000)),
      }),
    );
    expect(past.status).toBe(400);
    expect(past.data.fieldErrors?.publishAt).toEqual([postDeskMessages.publishAtPast]);

    createdId(await send(id, { ...validFields('zaman'), version: '1', intent: 'unpublish' }));
    expect(await getPostById(runtime().handle.db, id)).toMatchObject({ status: 'unpublished' });
    createdId(await send(id, { ...validFields('zaman'), version: '2', intent: 'publish' }));
    expect(await getPostById(runtime().handle.db, id)).toMatchObject({
      status: 'published',
      publishedAt,
    });
  });

  test('an earlier revision is restored as a new save, with the version check; the log says so in Turkish', async () => {
    const id = createdId(
      await send(null, {
        ...validFields('surum'),
        body: 'Birinci metin.',
        intent: 'save',
      }),
    );
    const path = `/yonetim/yazilar/${id}`;
    createdId(
      await send(id, {
        ...validFields('surum'),
        body: 'İkinci metin.',
        version: '1',
        intent: 'save',
      }),
    );
    const adminPostRevisionsPath = `${path}/surumler`;
    const { revisions } = await loadRevisions(runtime(), coach.get(adminPostRevisionsPath), id);
    expect(revisions.map((revision) => [revision.version, revision.adminEmail])).toEqual([
      [2, 'koc@ornek.com'],
      [1, 'koc@ornek.com'],
    ]);
    const first = revisions[1]!;
    const stale = await restoreRevisionAction(
      runtime(),
      post(adminPostRevisionsPath, { revisionId: String(first.id), version: '1' }),
      id,
    );
    expect(stale.headers.get('Location')).toBe(`${adminPostRevisionsPath}?surum=${first.id}`);
    expect((await getPostById(runtime().handle.db, id))?.body).toBe('İkinci metin.');

    const restored = await restoreRevisionAction(
      runtime(),
      post(adminPostRevisionsPath, { revisionId: String(first.id), version: '2' }),
      id,
    );
    expect(restored.headers.get('Location')).toBe(path);
    expect(await getPostById(runtime().handle.db, id)).toMatchObject({
      body: 'Birinci metin.',
      version: 3,
    });
    const [entry] = await listLogEntries(runtime().handle.db);
    expect(describeLogEntry(entry!)).toBe(`Yazı #${id} önceki bir sürüme döndürüldü (1. sürüm)`);
    expect(
      describeLogEntry({ action: 'publish', targetType: 'post', targetId: '7', detail: 'Başlık' }),
    ).toBe('Yazı #7 “Başlık” yayımlandı');
  });

  test('pictures chosen are stored on any submit: the cover replaced, a body picture appended; a missing alt text is refused', async () => {
    const png = await sharp({
      create: { width: 300, height: 160, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const fields = { ...validFields('gorselli'), coverImage: '', intent: 'preview' };
    const noAlt = answerOf(
      await editorAction(
        runtime(),
        post('/yonetim/yazilar/yeni', fields, coach, { bodyImageFile: png }),
        null,
      ),
    );
    expect(noAlt.data.fieldErrors?.bodyImageAlt).toEqual([postDeskMessages.bodyImageAlt]);
    const stored = answerOf(
      await editorAction(
        runtime(),
        post('/yonetim/yazilar/yeni', { ...fields, bodyImageAlt: 'Mavi bir kare' }, coach, {
          coverFile: png,
          bodyImageFile: png,
        }),
        null,
      ),
    );
    expect(stored.data.values.coverImage).toMatch(/^\/fotograflar\/[\w-]+\.webp$/);
    expect(stored.data.values.body).toMatch(
      /konuşalım\.\n\n!\[Mavi bir kare\]\(\/fotograflar\/[\w-]+\.webp\)\n$/,
    );
    expect(stored.data.values.bodyImageAlt).toBe('');
    expect(stored.data.preview).toContain('alt="Mavi bir kare"');
  });

  test('a picture over 8 MB is refused next to its input, and the fields sent before it come back', async () => {
    const typed = validFields('cok-buyuk');
    const fields = { ...typed, coverImage: '', intent: 'preview' };
    const refused = answerOf(
      await editorAction(
        runtime(),
        post('/yonetim/yazilar/yeni', fields, coach, {
          bodyImageFile: Buffer.alloc(POST_IMAGE_MAX_BYTES + 1, 1),
        }),
        null,
      ),
    );
    expect(refused.status).toBe(413);
    expect(refused.data.fieldErrors?.bodyImage).toEqual([postImageMessages.tooLarge]);
    expect(refused.data.values).toMatchObject({ title: typed.title, body: typed.body });
  });

  test('a database error keeps the text: "Kaydedilemedi"', async () => {
    const db = runtime().handle.db;
    await sql`alter table blog_post_revisions rename to revisions_away`.execute(db);
    try {
      const failed = answerOf(await send(null, { ...validFields('hata'), intent: 'save' }));
      expect(failed.status).toBe(500);
      expect(failed.data.formError).toEqual({ kind: 'failed', message: postDeskMessages.failed });
      expect(failed.data.values.body).toBe(validFields('hata').body);
    } finally {
      await sql`alter table revisions_away rename to blog_post_revisions`.execute(db);
    }
    expect(await getPostBySlug(db, 'hata')).toBeNull();
  });

  test('Önizle renders the typed Markdown as the public page would, sanitised, and saves nothing', async () => {
    const result = answerOf(
      await send(null, {
        ...validFields('onizleme'),
        body: '## Ara başlık\n\n<script>alert(1)</script> [tıkla](javascript:alert`1`)',
        intent: 'preview',
      }),
    );
    expect(result.status).toBe(200);
    expect(result.data.preview).toContain('<h2>Ara başlık</h2>');
    expect(result.data.preview).toContain('class="prose-article');
    expect(result.data.preview).not.toMatch(/<script|href="javascript:/);
    expect(result.data.preview).not.toMatch(/^<link/);
    expect(await getPostBySlug(runtime().handle.db, 'onizleme')).toBeNull();
  });

  test('an editor posted after her session ran out keeps its text for her: restored once after signing in', async () => {
    const ending = await sessionOf(runtime(), coach.account);
    const page = await loadEditor(runtime(), ending.get('/yonetim/yazilar/yeni'), null);
    await ending.end();
    // The page's proof comes first, as the form sends it.
    const typed: Record<string, string> = {
      stashProof: page.data.stashProof,
      ...validFields('oturum'),
      title: 'Oturum bitmişti',
      intent: 'save',
    };
    let thrown: unknown;
    try {
      await editorAction(runtime(), post('/yonetim/yazilar/yeni', typed, ending), null);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const login = thrown as Response;
    expect(login.headers.get('Location')).toBe(
      `/yonetim/giris?redirectTo=${encodeURIComponent('/yonetim/yazilar/yeni')}`,
    );
    const stashCookie = /yazi_emanet=[^;]+/.exec(login.headers.get('Set-Cookie') ?? '')?.[0];
    expect(stashCookie).toBeDefined();
    expect(login.headers.get('Set-Cookie')).toMatch(/HttpOnly/i);
    expect(login.headers.get('Set-Cookie')).toMatch(/SameSite=Lax/i);
    expect(await getPostBySlug(runtime().handle.db, 'oturum')).toBeNull();

    const open = () =>
      loadEditor(
        runtime(),
        coach.get('/yonetim/yazilar/yeni', { headers: { Cookie: stashCookie! } }),
        null,
      );
    const restored = await open();
    expect(restored.data.restoredMessage).toBe(postDeskMessages.restored);
    expect(restored.data.values).toMatchObject({ title: 'Oturum bitmişti', body: typed.body });
    expect(restored.init?.headers).toBeDefined();
    const again = await open();
    expect(again.data.restoredMessage).toBeNull();
    expect(again.data.values).toEqual({ author: 'Ayşe Örnek' });

    // A stash nobody came back for is gone after a day.
    await editorAction(runtime(), post('/yonetim/yazilar/yeni', typed, ending), null).catch(
      () => undefined,
    );
    expect(await deleteExpiredStashes(runtime().handle.db, Date.now() + 25 * 3_600_000)).toBe(1);
  });
});
