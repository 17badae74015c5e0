import { describe, expect, test } from 'vitest';

import {
  createPost,
  deletePost,
  getPostBySlug,
  listPostsForAdmin,
  listRevisions,
  redirectedSlug,
  savePost,
  type PostContent,
  type PublishChoice,
  type StoredPost,
} from '#app/db/blog-posts.server.ts';
import { insertComment, listCommentsForModeration } from '#app/db/comments.server.ts';
import {
  ARTICLE_COPY_UPDATE,
  getPost,
  importSeedArticles,
  listPosts,
  relatedPosts,
  renderBody,
  seedArticles,
} from '#app/server/blog.server.ts';
import { CONTENT_SEED, createRuntime } from '#app/server/runtime.server.ts';

import {
  createTestRuntime,
  dialects,
  freshDatabase,
  runtimePerBlock,
  TEST_SECRET,
  type TestRuntime,
} from '../setup/runtime.ts';

/*
 * The blog in the database (docs/product.md#publishing-desk): the one-time import of
 * content/blog/, what visitors may see, schedules, revisions, conflicts and renamed addresses.
 */

const coach = 'koc@koc.example';

function content(slug: string, changes: Partial<PostContent> = {}): PostContent {
  return {
    slug,
    title: `Deneme ${slug}`,
    excerpt: 'Bu yazı, yayın masasının sınandığı kısa bir deneme yazısının özetidir.',
    category: 'Yaşam Koçluğu',
    author: 'Ayşe Örnek',
    coverImage: '/images/blog/yeniden-baslamak.svg',
    coverAlt: 'Deneme kapağı',
    body: '## Başlık\n\nMetin.',
    seoTitle: null,
    seoDescription: null,
    ...changes,
  };
}

async function created(
  runtime: TestRuntime,
  postContent: PostContent,
  choice: PublishChoice,
  by: string,
): Promise<StoredPost> {
  const result = await createPost(runtime.handle.db, postContent, choice, by);
  if (!result.ok) throw new Error(`createPost: ${result.reason}`);
  return result.post;
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

describe.each(dialects)('the blog in the database on %s', (dialect) => {
  const runtime = runtimePerBlock(dialect);

  test('the fourteen articles are imported on first start and read exactly as the files say', async () => {
    const seeds = seedArticles();
    const posts = await listPosts(runtime().handle.db);
    expect(posts.map((post) => post.slug)).toEqual(seeds.map((seed) => seed.slug));
    for (const seed of seeds) {
      const post = await getPost(runtime().handle.db, seed.slug);
      expect(post, seed.slug).toMatchObject({
        title: seed.title,
        excerpt: seed.excerpt,
        date: seed.date,
        author: seed.author,
        image: seed.image,
        imageAlt: seed.imageAlt,
        html: renderBody(seed.body).html,
        readingMinutes: renderBody(seed.body).readingMinutes,
      });
      expect(post?.category).toBe(seed.category);
    }
  });

  test('a second start imports nothing, and a deleted article does not come back', async () => {
    const first = await getPostBySlug(runtime().handle.db, seedArticles()[0]!.slug);
    await deletePost(runtime().handle.db, first!.id);
    expect(await importSeedArticles(runtime().handle.db)).toBe(0);
    const again = await createTestRuntime(
      dialect,
      {},
      {
        dataDir: runtime().dataDir,
        db: runtime().dbOptions,
      },
    );
    await again.close();
    expect(await listPosts(runtime().handle.db)).toHaveLength(13);
    expect(await getPost(runtime().handle.db, first!.slug)).toBeUndefined();
  });

  test('drafts, unpublished posts and scheduled ones before their time are nowhere for visitors', async () => {
    const draft = await created(runtime(), content('taslak-yazi'), { status: 'draft' }, coach);
    const later = await created(
      runtime(),
      content('sonra-yazi'),
      { status: 'scheduled', publishedAt: inSeconds(3600) },
      coach,
    );
    const gone = await created(
      runtime(),
      content('kalkan-yazi'),
      { status: 'published', publishedAt: inSeconds(-60) },
      coach,
    );
    await savePost(
      runtime().handle.db,
      gone.id,
      1,
      content('kalkan-yazi'),
      { status: 'unpublished' },
      coach,
    );
    const visible = (await listPosts(runtime().handle.db)).map((post) => post.slug);
    for (const post of [draft, later, gone]) {
      expect(visible).not.toContain(post.slug);
      expect(await getPost(runtime().handle.db, post.slug)).toBeUndefined();
    }
    const anyVisible = (await listPosts(runtime().handle.db))[0]!;
    const related = await relatedPosts(runtime().handle.db, {
      ...anyVisible,
      category: 'Yaşam Koçluğu',
    });
    for (const post of [draft, later, gone]) {
      expect(related.map((card) => card.slug)).not.toContain(post.slug);
    }
    const { items } = await listPostsForAdmin(runtime().handle.db, {
      filter: 'scheduled',
      search: '',
      offset: 0,
      limit: 20,
    });
    expect(items.map((post) => post.slug)).toEqual(['sonra-yazi']);
  });

  test('a scheduled post appears at its time without a request, and the change is announced', async () => {
    const announced: string[] = [];
    const stop = runtime().feed.subscribe((event) => {
      if (event.op !== 'resync' && event.table === 'blog_posts' && event.approved) {
        announced.push(event.postSlug ?? '');
      }
    });
    const post = await created(
      runtime(),
      content('zamani-gelen'),
      { status: 'scheduled', publishedAt: inSeconds(1.5) },
      coach,
    );
    // The scheduler hears of new schedules through the change feed (SQLite: in process).
    runtime().feed.publishAfterCommit({
      table: 'blog_posts',
      op: 'insert',
      id: post.id,
      postSlug: post.slug,
      approved: true,
    });
    expect(await getPost(runtime().handle.db, post.slug)).toBeUndefined();
    await expect
      .poll(async () => (await getPostBySlug(runtime().handle.db, post.slug))?.status, {
        timeout: 6000,
        interval: 100,
      })
      .toBe('published');
    expect(await getPost(runtime().handle.db, post.slug)).toBeDefined();
    await expect.poll(() => announced.includes(post.slug), { timeout: 2000 }).toBe(true);
    stop();
  });

  test('a save from an older version is refused and changes nothing', async () => {
    const post = await created(runtime(), content('catisma'), { status: 'draft' }, coach);
    const first = await savePost(
      runtime().handle.db,
      post.id,
      1,
      content('catisma', { body: 'Birinci sekme.' }),
      undefined,
      coach,
    );
    expect(first.ok).toBe(true);
    const second = await savePost(
      runtime().handle.db,
      post.id,
      1,
      content('catisma', { body: 'İkinci sekme.' }),
      undefined,
      'yardimci@koc.example',
    );
    expect(second).toMatchObject({ ok: false, reason: 'conflict' });
    const stored = await getPostBySlug(runtime().handle.db, 'catisma');
    expect(stored).toMatchObject({ body: 'Birinci sekme.', version: 2 });
    expect((await listRevisions(runtime().handle.db, post.id)).map((r) => r.version)).toEqual([
      2, 1,
    ]);
  });

  test('an address in use by another post is refused, on create and on save', async () => {
    await created(runtime(), content('dolu-adres'), { status: 'draft' }, coach);
    expect(
      await createPost(runtime().handle.db, content('dolu-adres'), { status: 'draft' }, coach),
    ).toEqual({
      ok: false,
      reason: 'slug-taken',
    });
    const other = await created(runtime(), content('baska-adres'), { status: 'draft' }, coach);
    expect(
      await savePost(runtime().handle.db, other.id, 1, content('dolu-adres'), undefined, coach),
    ).toEqual({ ok: false, reason: 'slug-taken' });
  });

  test('renaming a published post keeps its old address and its comments; each save is a revision', async () => {
    const post = await created(
      runtime(),
      content('eski-adres'),
      { status: 'published', publishedAt: inSeconds(-3600) },
      coach,
    );
    await insertComment(runtime().handle.db, {
      postSlug: 'eski-adres',
      authorName: 'Zeynep',
      content: 'Çok iyi.',
    });
    const renamed = await savePost(
      runtime().handle.db,
      post.id,
      1,
      content('yeni-adres', { title: 'Yeni Başlık' }),
      undefined,
      'yardimci@koc.example',
    );
    expect(renamed.ok).toBe(true);
    expect(await redirectedSlug(runtime().handle.db, 'eski-adres')).toBe('yeni-adres');
    const { items } = await listCommentsForModeration(runtime().handle.db, {
      approved: false,
      limit: 50,
      offset: 0,
    });
    expect(
      items.filter((comment) => comment.authorName === 'Zeynep').map((c) => c.postSlug),
    ).toEqual(['yeni-adres']);
    const revisions = await listRevisions(runtime().handle.db, post.id);
    expect(
      revisions.map((revision) => [revision.version, revision.slug, revision.adminEmail]),
    ).toEqual([
      [2, 'yeni-adres', 'yardimci@koc.example'],
      [1, 'eski-adres', coach],
    ]);
    // A draft was never seen by visitors: its old address is not kept.
    const draft = await created(runtime(), content('taslak-eski'), { status: 'draft' }, coach);
    await savePost(runtime().handle.db, draft.id, 1, content('taslak-yeni'), undefined, coach);
    expect(await redirectedSlug(runtime().handle.db, 'taslak-eski')).toBeNull();
  });

  test('deleting a post takes its comments, revisions and old addresses with it', async () => {
    const post = await created(
      runtime(),
      content('silinecek'),
      { status: 'published', publishedAt: inSeconds(-60) },
      coach,
    );
    await savePost(runtime().handle.db, post.id, 1, content('silinecek-2'), undefined, coach);
    await insertComment(runtime().handle.db, {
      postSlug: 'silinecek-2',
      authorName: 'Ali',
      content: 'Yorum.',
    });
    expect(await deletePost(runtime().handle.db, post.id)).toMatchObject({ slug: 'silinecek-2' });
    expect(await getPostBySlug(runtime().handle.db, 'silinecek-2')).toBeNull();
    expect(await redirectedSlug(runtime().handle.db, 'silinecek')).toBeNull();
    expect(await listRevisions(runtime().handle.db, post.id)).toEqual([]);
    const { items } = await listCommentsForModeration(runtime().handle.db, {
      approved: false,
      limit: 50,
      offset: 0,
    });
    expect(items.map((comment) => comment.postSlug)).not.toContain('silinecek-2');
  });

  test('the posts list finds titles in Turkish case and pages newest first', async () => {
    await created(
      runtime(),
      content('ilk-isik', { title: 'İLK IŞIK' }),
      { status: 'draft' },
      coach,
    );
    const search = (term: string) =>
      listPostsForAdmin(runtime().handle.db, { filter: 'all', search: term, offset: 0, limit: 20 });
    expect((await search('ilk ışık')).items.map((post) => post.slug)).toEqual(['ilk-isik']);
    expect((await search('ılk')).items).toEqual([]);
    const all = await listPostsForAdmin(runtime().handle.db, {
      filter: 'all',
      search: '',
      offset: 0,
      limit: 5,
    });
    expect(all.items).toHaveLength(5);
    expect(all.total).toBeGreaterThan(20);
    const published = all.items.filter((post) => post.publishedAt).map((post) => post.publishedAt!);
    expect(published).toEqual([...published].sort().reverse());
  });
});

// Several instances share a database only on PostgreSQL (README, deployment); SQLite is one process.
const sharedDialects = dialects.filter((dialect) => dialect === 'postgres');

describe.each(sharedDialects)('two instances starting together on %s', (dialect) => {
  test('import the fourteen articles once between them', async () => {
    const fresh = await freshDatabase(dialect);
    const options = {
      db: fresh.db,
      secret: TEST_SECRET,
      dataDir: fresh.dataDir,
      publicUrl: 'https://koc.example',
      notifyEmail: coach,
      smtpUrl: undefined,
      mailFrom: 'Site <site@koc.example>',
      startMailWorker: false,
    };
    const [first, second] = await Promise.all([createRuntime(options), createRuntime(options)]);
    try {
      expect(await listPosts(first.handle.db)).toHaveLength(14);
      const revisions = await first.handle.db
        .selectFrom('blog_post_revisions')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(revisions.count)).toBe(14);
      const imports = await second.handle.db.selectFrom('content_imports').selectAll().execute();
      // The copy update is claimed too, and has nothing to change in a database imported today;
      // the rest of the content has its own import.
      expect(imports.map((row) => row.name).sort()).toEqual([
        ARTICLE_COPY_UPDATE,
        CONTENT_SEED,
        'content/blog',
      ]);
    } finally {
      await first.close();
      await second.close();
      await fresh.drop();
    }
  });
});
