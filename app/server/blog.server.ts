import { Marked, type Token, type TokensList } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { parse as parseYaml } from 'yaml';

import {
  BlogFrontMatterSchema,
  REMOVED_PLACEHOLDER,
  type BlogCard,
  type BlogFrontMatter,
  type BlogPost,
} from '#app/data/blog-schema.ts';
import {
  getVisiblePost,
  importPostsOnce,
  listVisiblePosts,
  updateImportedPostsOnce,
  type ContentUpdateResult,
  type PostContent,
  type StoredPost,
  type StoredPostCard,
} from '#app/db/blog-posts.server.ts';
import type { Db, Executor } from '#app/db/client.server.ts';
import { istanbulDate } from '#app/lib/format.ts';
import { isSlug } from '#app/lib/slug.ts';

const WORDS_PER_MINUTE = 200;

export type SeedArticle = BlogFrontMatter & { body: string };

export function parseArticle(file: string, source: string): SeedArticle {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: ön bilgi (front matter) bulunamadı`);
  const result = BlogFrontMatterSchema.safeParse(parseYaml(match[1] ?? ''));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.')} ${issue?.message}`);
  }
  return { ...result.data, body: match[2] ?? '' };
}

/** Raw HTML in the Markdown is shown as the text it is, never as markup. */
const marked = new Marked({
  renderer: {
    html: ({ text }) => escapeHtml(text),
  },
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** What an article may hold once rendered, whoever wrote it (docs/product.md#built-in-content). */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['section', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote'],
    ...['strong', 'em', 'del', 'code', 'pre', 'ul', 'ol', 'li', 'a', 'img'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
};

/** Markdown to sanitised HTML, a `<section>` per `##` heading (docs/decisions/0019). */
export function renderArticle(markdown: string): string {
  const tokens = marked.lexer(markdown);
  const parts: Token[][] = [[]];
  for (const token of tokens) {
    if (token.type === 'heading' && token.depth === 2) parts.push([]);
    parts.at(-1)?.push(token);
  }
  // Reference-style links are defined once for the whole document.
  const render = (part: Token[]) =>
    marked.parser(Object.assign(part, { links: tokens.links }) as TokensList);
  const [intro = [], ...sections] = parts;
  const html =
    render(intro) + sections.map((part) => `<section>${render(part)}</section>`).join('');
  return sanitizeHtml(html, ARTICLE_HTML);
}

/** What a body shows once rendered; kept per post version, as the same pages are read often. */
type Rendered = Pick<BlogPost, 'html' | 'wordCount' | 'readingMinutes' | 'removed'>;

const RENDERED_KEPT = 500;
const rendered = new Map<string, Rendered>();

function renderedBody(post: StoredPost): Rendered {
  const key = `${post.id}:${post.version}`;
  let result = rendered.get(key);
  if (!result) {
    result = renderBody(post.body);
    if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string);
    rendered.set(key, result);
  }
  return result;
}

export function renderBody(body: string): Rendered {
  const removed = body.trim() === REMOVED_PLACEHOLDER;
  const wordCount = removed
    ? 0
    : body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return {
    html: removed ? '' : renderArticle(body),
    wordCount,
    removed,
    readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
  };
}

export function toBlogPost(post: StoredPost): BlogPost {
  return { ...toCard(post), ...renderedBody(post) };
}

function toCard(post: StoredPostCard): BlogCard {
  const publishedAt = post.publishedAt ?? post.updatedAt;
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    date: istanbulDate(publishedAt),
    publishedAt,
    updatedAt: post.updatedAt,
    ...(post.category ? { category: post.category } : {}),
    author: post.author,
    image: post.coverImage,
    imageAlt: post.coverAlt,
    ...(post.seoTitle ? { seoTitle: post.seoTitle } : {}),
    ...(post.seoDescription ? { seoDescription: post.seoDescription } : {}),
  };
}

export async function listPosts(db: Executor): Promise<BlogCard[]> {
  return (await listVisiblePosts(db)).map(toCard);
}

/** A post visitors may see; drafts, scheduled posts before their time and unpublished ones are not. */
export async function getPost(db: Executor, slug: string): Promise<BlogPost | undefined> {
  if (!isSlug(slug)) return undefined;
  const post = await getVisiblePost(db, slug);
  return post ? toBlogPost(post) : undefined;
}

export async function relatedPosts(db: Executor, post: BlogCard, count = 3): Promise<BlogCard[]> {
  const others = (await listPosts(db)).filter((other) => other.slug !== post.slug);
  const sameCategory = others.filter((other) => post.category && other.category === post.category);
  const rest = others.filter((other) => !sameCategory.includes(other));
  return [...sameCategory, ...rest].slice(0, count);
}

// The seed articles are bundled into the server build, so a broken one fails `npm run build`.
const sources = import.meta.glob<string>('/content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The articles of content/blog/, newest first: the blog's seed, imported once per database. */
export function seedArticles(): SeedArticle[] {
  const articles = Object.entries(sources)
    .map(([file, source]) => parseArticle(file, source))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  if (new Set(articles.map((article) => article.slug)).size !== articles.length) {
    throw new Error('content/blog: aynı slug iki yazıda kullanılmış');
  }
  return articles;
}

function seedPosts(): Array<{ content: PostContent; publishedAt: string }> {
  return seedArticles().map(({ body, date, image, imageAlt, category, ...article }) => ({
    content: {
      ...article,
      category: category ?? null,
      coverImage: image,
      coverAlt: imageAlt,
      body,
      seoTitle: null,
      seoDescription: null,
    },
    publishedAt: new Date(`${date}T12:00:00+03:00`).toISOString(),
  }));
}

export function importSeedArticles(db: Db): Promise<number> {
  return importPostsOnce(db, 'content/blog', seedPosts());
}

/** The latest copy edit of the articles, once per database (docs/decisions/0035). */
export const ARTICLE_COPY_UPDATE = '2026-11-28-apostrophes';

export function updateSeedArticles(db: Db): Promise<ContentUpdateResult> {
  return updateImportedPostsOnce(
    db,
    ARTICLE_COPY_UPDATE,
    seedPosts().map((post) => post.content),
  );
}
