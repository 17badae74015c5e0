import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getPostBySlug, listRevisions, savePost } from '#app/db/blog-posts.server.ts';
import { ARTICLE_COPY_UPDATE, seedArticles, updateSeedArticles } from '#app/server/blog.server.ts';

import { createTestRuntime, dialects, freshDatabase, type TestRuntime } from '../setup/runtime.ts';

/*
 * The copy edit of the articles for databases that imported the earlier text
 * (docs/decisions/0035-article-copy-update.md): a post nobody saved since the import gets the
 * text of content/blog once; a post the coach edited keeps hers.
 */

const coach = 'koc@koc.example';
const oldBody = '## Eski metin\n\nİçe aktarılan ilk metin.';

describe.each(dialects)('the article copy update on %s', (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let runtime: TestRuntime;
  const [untouched, edited, current] = seedArticles();

  /** The same database started again, as a deployment does. */
  async function restart(): Promise<void> {
    await runtime.close();
    runtime = await createTestRuntime(dialect, {}, fresh);
  }

  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    runtime = await createTestRuntime(dialect, {}, fresh);
    const db = runtime.handle.db;
    // A database of before the edit: the import wrote the earlier text, the update has not run.
    await db.deleteFrom('content_imports').where('name', '=', ARTICLE_COPY_UPDATE).execute();
    for (const seed of [untouched!, edited!]) {
      const post = await getPostBySlug(db, seed.slug);
      for (const table of ['blog_posts', 'blog_post_revisions'] as const) {
        await db
          .updateTable(table)
          .set({ title: 'Eski başlık', body: oldBody })
          .where(table === 'blog_posts' ? 'id' : 'post_id', '=', post!.id)
          .execute();
      }
    }
    const before = await getPostBySlug(db, edited!.slug);
    const saved = await savePost(
      db,
      before!.id,
      before!.version,
      { ...before!, body: 'Koçun kendi düzelttiği metin.' },
      undefined,
      coach,
    );
    expect(saved.ok).toBe(true);
  });
  afterAll(async () => {
    await runtime.close();
    await fresh.drop();
  });

  test('an unedited imported post gets the new text once, as a new version', async () => {
    const before = await getPostBySlug(runtime.handle.db, untouched!.slug);
    await restart();
    const after = await getPostBySlug(runtime.handle.db, untouched!.slug);
    expect(after).toMatchObject({
      slug: untouched!.slug,
      title: untouched!.title,
      excerpt: untouched!.excerpt,
      body: untouched!.body,
      status: 'published',
      publishedAt: before!.publishedAt,
      version: 2,
    });
    const revisions = await listRevisions(runtime.handle.db, after!.id);
    expect(revisions.map((revision) => [revision.version, revision.adminEmail])).toEqual([
      [2, ARTICLE_COPY_UPDATE],
      [1, 'content/blog'],
    ]);
    expect(revisions[1]!.body).toBe(oldBody);

    // A second start changes nothing.
    await restart();
    expect(await updateSeedArticles(runtime.handle.db)).toBeNull();
    const again = await getPostBySlug(runtime.handle.db, untouched!.slug);
    expect(again).toMatchObject({ version: 2, body: untouched!.body });
    expect(await listRevisions(runtime.handle.db, after!.id)).toHaveLength(2);
  });

  test('a post the coach edited keeps her text', async () => {
    const post = await getPostBySlug(runtime.handle.db, edited!.slug);
    expect(post).toMatchObject({ body: 'Koçun kendi düzelttiği metin.', version: 2 });
    const revisions = await listRevisions(runtime.handle.db, post!.id);
    expect(revisions.map((revision) => revision.adminEmail)).toEqual([coach, 'content/blog']);
  });

  test('a post imported with today’s text gets no empty version', async () => {
    const post = await getPostBySlug(runtime.handle.db, current!.slug);
    expect(post).toMatchObject({ body: current!.body, version: 1 });
  });
});
