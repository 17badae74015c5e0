import { getConfig } from '#app/server/config.server.ts';

export function loader() {
  const { publicUrl } = getConfig();
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /yonetim',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
