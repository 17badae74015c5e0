import { marked, type Token, type TokensList } from 'marked';
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
    html: removed ? '' : renderArticle(body),
    wordCount: removed ? 0 : wordCount,
    removed,
    readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
  };
}

/**
 * Markdown to HTML, each part that opens with a `##` heading in a `<section>` of its own: the
 * page's layout rules leave sections after the first to be laid out when they come near the
 * screen (docs/decisions/0019-stored-pages-compressed-once-and-article-sections.md), and a
 * section per heading is the outline the article already has.
 */
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
  return render(intro) + sections.map((part) => `<section>${render(part)}</section>`).join('');
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
