import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { ServerSection } from '#app/components/server-section.tsx';
import { BLOG_PATH } from '#app/data/page-paths.ts';
import { breadcrumbJsonLd } from '#app/lib/seo/json-ld.ts';
import { pageMeta } from '#app/lib/seo/seo.ts';
import { listPosts } from '#app/server/blog.server.ts';
import { getConfig } from '#app/server/config.server.ts';
import { renderServerSections } from '#app/server/document/server-sections.server.tsx';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/index';
import { blogIndexSections } from './index.sections.server.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = await getRuntime();
  const { pages, identity } = runtime.content.current();
  const page = pages.blog;
  const { publicUrl } = getConfig();
  const jsonLd = [
    {
      '@type': 'Blog',
      name: page.heading,
      description: page.description,
      url: `${publicUrl}${BLOG_PATH}`,
      inLanguage: 'tr-TR',
      publisher: { '@type': 'Organization', name: identity.siteName, url: publicUrl },
    },
    breadcrumbJsonLd(publicUrl, [{ name: page.heading, path: BLOG_PATH }]),
  ];
  return {
    page,
    jsonLd,
    sections: renderServerSections(request, context, blogIndexSections, {
      page,
      posts: await listPosts(runtime.handle.db),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(
    args,
    loaderData && {
      ...loaderData.page,
      extra: [
        {
          tagName: 'link',
          rel: 'alternate',
          type: 'application/rss+xml',
          title: 'İlham Notları RSS',
          href: `${BLOG_PATH}/rss.xml`,
        },
      ],
    },
  );

export default function BlogIndexPage({ loaderData: { jsonLd, sections } }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={jsonLd} />
      <ServerSection id="ilham-notlari" sections={sections} />
    </>
  );
}
