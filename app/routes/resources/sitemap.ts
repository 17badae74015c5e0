import { BLOG_PATH, SERVICES_PATH } from '#app/data/page-paths.ts';
import { getConfig } from '#app/server/config.server.ts';
import { istanbulDate } from '#app/lib/format.ts';
import { listPosts } from '#app/server/blog.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export async function loader() {
  const { publicUrl } = getConfig();
  const runtime = await getRuntime();
  const { pages, services } = runtime.content.current();
  const entries: Array<{ path: string; lastmod?: string }> = [
    ...Object.values(pages)
      .filter((page) => page.indexable)
      .map(({ path }) => ({ path })),
    ...services.map(({ id }) => ({ path: `${SERVICES_PATH}/${id}` })),
    ...(await listPosts(runtime.handle.db)).map(({ slug, updatedAt }) => ({
      path: `${BLOG_PATH}/${slug}`,
      lastmod: istanbulDate(updatedAt),
    })),
  ];
  const urls = entries
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // Short, so a post published or scheduled now reaches feed readers and crawlers soon.
      'Cache-Control': 'public, max-age=300',
    },
  });
}
