import { marked } from 'marked';
import { parse as parseYaml } from 'yaml';

import {
  BlogFrontMatterSchema,
  REMOVED_PLACEHOLDER,
  type BlogCard,
  type BlogPost,
} from '#app/data/blog-schema.ts';

const WORDS_PER_MINUTE = 200;

/** Splits "---\nyaml\n---\nbody" and validates the front matter; throws naming the file. */
export function parseArticle(file: string, source: string): BlogPost {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: ön bilgi (front matter) bulunamadı`);
  const result = BlogFrontMatterSchema.safeParse(parseYaml(match[1] ?? ''));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const body = match[2] ?? '';
  const removed = body.trim() === REMOVED_PLACEHOLDER;
  const wordCount = body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return {
    ...result.data,
    html: removed ? '' : marked.parse(body, { async: false }),
    wordCount: removed ? 0 : wordCount,
    removed,
    readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
  };
}

// The articles are bundled into the server build, so a broken one fails `npm run build`.
const sources = import.meta.glob<string>('/content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const posts: BlogPost[] = Object.entries(sources)
  .map(([file, source]) => parseArticle(file, source))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

const bySlug = new Map(posts.map((post) => [post.slug, post]));
if (bySlug.size !== posts.length) throw new Error('content/blog: aynı slug iki yazıda kullanılmış');

/** Every post, newest first, without bodies. */
export function listPosts(): BlogCard[] {
  return posts.map(({ html: _html, ...card }) => card);
}

export function getPost(slug: string): BlogPost | undefined {
  return bySlug.get(slug);
}

/** Up to three other posts: the same category first, then the newest. */
export function relatedPosts(post: BlogCard, count = 3): BlogCard[] {
  const others = listPosts().filter((other) => other.slug !== post.slug);
  const sameCategory = others.filter((other) => post.category && other.category === post.category);
  const rest = others.filter((other) => !sameCategory.includes(other));
  return [...sameCategory, ...rest].slice(0, count);
}
