import { Marked, type Token, type TokensList } from 'marked';
import sanitizeHtml from 'sanitize-html';
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

/** Raw HTML in the Markdown is shown as the text it is, never as markup. */
const marked = new Marked({
  renderer: {
    html: ({ text }) => escapeHtml(text),
  },
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * What an article may hold once rendered: the Markdown's own elements (headings, paragraphs,
 * emphasis, lists, quotes, links, images, tables, code) and the sections below. Anything else,
 * event attributes, and links or images that are not http(s), mailto, tel or on this site are
 * dropped, whoever wrote the text (docs/product.md#blog).
 */
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

/**
 * Markdown to HTML, each part that opens with a `##` heading in a `<section>` of its own: the
 * page's layout rules leave sections after the first to be laid out when they come near the
 * screen (docs/decisions/0019-stored-pages-compressed-once-and-article-sections.md), and a
 * section per heading is the outline the article already has. The result is sanitised by
 * sanitize-html, so no script, event attribute or `javascript:` link reaches a page.
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
  const html =
    render(intro) + sections.map((part) => `<section>${render(part)}</section>`).join('');
  return sanitizeHtml(html, ARTICLE_HTML);
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
