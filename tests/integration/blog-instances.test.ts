import { describe, expect, test } from 'vitest';

import {
  createPost,
  getPostBySlug,
  savePost,
  type PostContent,
} from '#app/db/blog-posts.server.ts';
import { insertComment } from '#app/db/comments.server.ts';

import { instancesOnPostgres } from '../setup/instances.ts';
import { dialects } from '../setup/runtime.ts';

/*
 * Several instances on one PostgreSQL database (docs/product.md#publishing-desk): a post
 * scheduled, published, renamed or unpublished shows on every instance's pages at once, cached
 * pages included, without a restart and without a request from the coach.
 */

const coach = 'koc@koc.test';

const post: PostContent = {
  slug: 'ortak-yazi',
  title: 'Bütün Sunucularda Aynı Anda',
  excerpt: 'Zamanlanan bir yazının her sunucuda aynı anda görünüp görünmediğini sınayan yazı.',
  category: 'Koçluk Rehberi',
  author: 'Ayşe Örnek',
  coverImage: '/images/blog/yeniden-baslamak.svg',
  coverAlt: 'Yeniden başlamak',
  body: '## Giriş\n\nHer sunucuda aynı yazı.',
  seoTitle: null,
  seoDescription: null,
};

describe.each(dialects.filter((dialect) => dialect === 'postgres'))('two instances on %s', () => {
  const site = instancesOnPostgres('koc_instances');

  /** Each instance's cached /blog, and the feed and sitemap, all name the post (or none does). */
  const everywhere = async (slug: string) => {
    const seen = [];
    for (const app of [site.first, site.second]) {
      for (const target of ['/blog', '/blog/rss.xml', '/sitemap.xml']) {
        seen.push((await site.get(app, target)).text.includes(`/blog/${slug}`));
      }
      seen.push((await site.get(app, `/blog/${slug}`)).status === 200);
    }
    return seen;
  };
  const warm = async () => {
    for (const app of [site.first, site.second]) {
      for (let i = 0; i < 2; i += 1) await site.get(app, '/blog');
    }
  };

  test('the import ran once for both, and a scheduled post appears on both at its time', async () => {
    expect((await site.get(site.first, '/blog')).text).toContain('/blog/yeniden-baslamak');
    const revisions = await site.writer.handle.db
      .selectFrom('blog_post_revisions')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(revisions.count)).toBe(14);

    await warm();
    const publishedAt = new Date(Date.now() + 2500).toISOString();
    const created = await createPost(
      site.writer.handle.db,
      post,
      { status: 'scheduled', publishedAt },
      coach,
    );
    expect(created.ok).toBe(true);
    expect(await everywhere(post.slug)).toEqual(Array(8).fill(false));
    expect((await site.get(site.first, `/blog/${post.slug}`)).headers.location).toBe('/404');
    await expect
      .poll(() => everywhere(post.slug), { timeout: 10_000, interval: 200 })
      .toEqual(Array(8).fill(true));
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(publishedAt).getTime());
  });

  test('a renamed post answers its old address with 301 on both, with its comments', async () => {
    const stored = await getPostBySlug(site.writer.handle.db, post.slug);
    await insertComment(site.writer.handle.db, {
      postSlug: post.slug,
      authorName: 'Zeynep',
      content: 'Yorum',
    });
    await warm();
    const renamed = await savePost(
      site.writer.handle.db,
      stored!.id,
      stored!.version,
      { ...post, slug: 'ortak-yazi-yeni', title: 'Yeni Adıyla' },
      undefined,
      coach,
    );
    expect(renamed.ok).toBe(true);
    await expect
      .poll(async () => (await site.get(site.second, '/blog')).text.includes('Yeni Adıyla'), {
        timeout: 5000,
      })
      .toBe(true);
    for (const app of [site.first, site.second]) {
      const old = await site.get(app, `/blog/${post.slug}`);
      expect(old.status).toBe(301);
      expect(old.headers.location).toBe('/blog/ortak-yazi-yeni');
    }
    const comments = await site.writer.handle.db
      .selectFrom('blog_comments')
      .select('post_slug')
      .where('author_name', '=', 'Zeynep')
      .execute();
    expect(comments).toEqual([{ post_slug: 'ortak-yazi-yeni' }]);
  });

  test('an unpublished post leaves both at once: 404, and out of the list, feed and sitemap', async () => {
    const stored = await getPostBySlug(site.writer.handle.db, 'ortak-yazi-yeni');
    await warm();
    await savePost(
      site.writer.handle.db,
      stored!.id,
      stored!.version,
      { ...post, slug: 'ortak-yazi-yeni' },
      { status: 'unpublished' },
      coach,
    );
    await expect
      .poll(() => everywhere('ortak-yazi-yeni'), { timeout: 5000, interval: 100 })
      .toEqual(Array(8).fill(false));
  });
});
