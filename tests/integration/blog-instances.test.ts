import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import {
  createPost,
  getPostBySlug,
  savePost,
  type PostContent,
} from '#app/db/blog-posts.server.ts';
import { insertComment } from '#app/db/comments.server.ts';
import { createRuntime, type Runtime } from '#app/server/runtime.server.ts';

import { startApp, type RunningApp } from '../setup/app-server.ts';
import { rawRequest } from '../setup/raw-request.ts';
import { dialects, freshPostgresDatabase, TEST_SECRET } from '../setup/runtime.ts';

/*
 * Several instances on one PostgreSQL database (docs/product.md#publishing-desk): a post
 * scheduled, published, renamed or unpublished shows on every instance's pages at once, cached
 * pages included, without a restart and without a request from the coach.
 */

const PUBLIC_URL = 'https://koc.test';
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
  let first: RunningApp;
  let second: RunningApp;
  let writer: Runtime;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'koc-instances-'));
    const database = await freshPostgresDatabase('koc_instances');
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PUBLIC_URL,
      LOG_LEVEL: 'error',
    };
    [first, second] = await Promise.all([startApp(env), startApp(env)]);
    // The coach's desk, as a third process would be: its changes reach the others only
    // through the database.
    writer = await createRuntime({
      db: { kind: 'postgres', connectionString: database.url },
      secret: TEST_SECRET,
      dataDir,
      publicUrl: PUBLIC_URL,
      notifyEmail: coach,
      smtpUrl: undefined,
      mailFrom: 'Site <site@koc.test>',
      startMailWorker: false,
    });
    cleanup = async () => {
      await writer.close();
      await first.close();
      await second.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }, 180_000);
  afterAll(() => cleanup?.());

  const get = async (app: RunningApp, target: string) => {
    const answer = await rawRequest(`${app.url}${target}`, { Host: 'koc.test' });
    return { ...answer, text: answer.body.toString('utf8') };
  };
  /** Each instance's cached /blog, and the feed and sitemap, all name the post (or none does). */
  const everywhere = async (slug: string) => {
    const seen = [];
    for (const app of [first, second]) {
      for (const target of ['/blog', '/blog/rss.xml', '/sitemap.xml']) {
        seen.push((await get(app, target)).text.includes(`/blog/${slug}`));
      }
      seen.push((await get(app, `/blog/${slug}`)).status === 200);
    }
    return seen;
  };
  const warm = async () => {
    for (const app of [first, second]) {
      for (let i = 0; i < 2; i += 1) await get(app, '/blog');
    }
  };

  test('the import ran once for both, and a scheduled post appears on both at its time', async () => {
    expect((await get(first, '/blog')).text).toContain('/blog/yeniden-baslamak');
    const revisions = await writer.handle.db
      .selectFrom('blog_post_revisions')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(revisions.count)).toBe(14);

    await warm();
    const publishedAt = new Date(Date.now() + 2500).toISOString();
    const created = await createPost(
      writer.handle.db,
      post,
      { status: 'scheduled', publishedAt },
      coach,
    );
    expect(created.ok).toBe(true);
    expect(await everywhere(post.slug)).toEqual(Array(8).fill(false));
    expect((await get(first, `/blog/${post.slug}`)).headers.location).toBe('/404');
    await expect
      .poll(() => everywhere(post.slug), { timeout: 10_000, interval: 200 })
      .toEqual(Array(8).fill(true));
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(publishedAt).getTime());
  });

  test('a renamed post answers its old address with 301 on both, with its comments', async () => {
    const stored = await getPostBySlug(writer.handle.db, post.slug);
    await insertComment(writer.handle.db, {
      postSlug: post.slug,
      authorName: 'Zeynep',
      content: 'Yorum',
    });
    await warm();
    const renamed = await savePost(
      writer.handle.db,
      stored!.id,
      stored!.version,
      { ...post, slug: 'ortak-yazi-yeni', title: 'Yeni Adıyla' },
      undefined,
      coach,
    );
    expect(renamed.ok).toBe(true);
    await expect
      .poll(async () => (await get(second, '/blog')).text.includes('Yeni Adıyla'), {
        timeout: 5000,
      })
      .toBe(true);
    for (const app of [first, second]) {
      const old = await get(app, `/blog/${post.slug}`);
      expect(old.status).toBe(301);
      expect(old.headers.location).toBe('/blog/ortak-yazi-yeni');
    }
    const comments = await writer.handle.db
      .selectFrom('blog_comments')
      .select('post_slug')
      .where('author_name', '=', 'Zeynep')
      .execute();
    expect(comments).toEqual([{ post_slug: 'ortak-yazi-yeni' }]);
  });

  test('an unpublished post leaves both at once: 404, and out of the list, feed and sitemap', async () => {
    const stored = await getPostBySlug(writer.handle.db, 'ortak-yazi-yeni');
    await warm();
    await savePost(
      writer.handle.db,
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
