import { BLOG_PATH } from '#app/data/page-paths.ts';
import { getConfig } from '#app/server/config.server.ts';
import { listPosts } from '#app/server/blog.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** RFC 822 dates, as RSS 2.0 wants. */
function rfc822(instant: string): string {
  return new Date(instant).toUTCString();
}

/** /blog/rss.xml: RSS 2.0 with absolute URLs from PUBLIC_URL. */
export async function loader() {
  const { publicUrl } = getConfig();
  const runtime = await getRuntime();
  const { pages, identity } = runtime.content.current();
  const posts = await listPosts(runtime.handle.db);
  const items = posts
    .map((post) => {
      const url = `${publicUrl}${BLOG_PATH}/${post.slug}`;
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <pubDate>${rfc822(post.publishedAt)}</pubDate>`,
        `      <description>${escapeXml(post.excerpt)}</description>`,
        `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
        post.category ? `      <category>${escapeXml(post.category)}</category>` : '',
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${pages.blog.title} | ${identity.siteName}`)}</title>
    <link>${escapeXml(`${publicUrl}${BLOG_PATH}`)}</link>
    <description>${escapeXml(pages.blog.description)}</description>
    <language>tr-TR</language>
    <atom:link href="${escapeXml(`${publicUrl}${BLOG_PATH}/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <lastBuildDate>${posts[0] ? rfc822(posts[0].publishedAt) : new Date().toUTCString()}</lastBuildDate>
${items}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      // Short, so a post published or scheduled now reaches feed readers and crawlers soon.
      'Cache-Control': 'public, max-age=300',
    },
  });
}
