import { Rss } from 'lucide-react';

import { BlogCard } from '#app/components/sections/blog/blog-card.tsx';
import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { StaticSection } from '#app/components/static-section.tsx';
import { sitePages } from '#app/data/site-pages.ts';
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { getConfig } from '#app/server/config.server.ts';
import { listPosts } from '#app/server/blog.server.ts';
import { renderStaticSections } from '#app/server/static-sections.server.tsx';

import type { Route } from './+types/index';

export function loader({ request, context }: Route.LoaderArgs) {
  const page = sitePages.blog;
  const { identity, publicUrl } = getConfig();
  const jsonLd = [
    {
      '@type': 'Blog',
      name: page.heading,
      description: page.description,
      url: `${publicUrl}/blog`,
      inLanguage: 'tr-TR',
      publisher: { '@type': 'Organization', name: identity.siteName, url: publicUrl },
    },
    breadcrumbJsonLd(publicUrl, [{ name: page.heading, path: '/blog' }]),
  ];
  return {
    page,
    jsonLd,
    // Cards are text, images and links: rendered here only (static-sections.server.tsx).
    sections: renderStaticSections(request, context, {
      'ilham-notlari': (
        <>
          <PageHero
            eyebrow="Blog"
            title={page.heading}
            intro="Koçluk yolculuğundan notlar: motivasyon, NLP, ilişkiler, hedefler ve kendinle kurduğun bağ üzerine okuyup hemen uygulayabileceğin yazılar."
          >
            <a
              href="/blog/rss.xml"
              className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
            >
              <Rss aria-hidden className="size-4" /> RSS ile takip et
            </a>
          </PageHero>
          <section aria-label="Yazılar" className="mx-auto max-w-7xl px-4 py-16">
            <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {listPosts().map((post, index) => (
                <li key={post.slug}>
                  {/* Only the first card can be in a phone's first screen (services-grid.tsx). */}
                  <BlogCard post={post} eager={index === 0} />
                </li>
              ))}
            </ul>
          </section>
        </>
      ),
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
          href: '/blog/rss.xml',
        },
      ],
    },
  );

export default function BlogIndexPage({ loaderData: { jsonLd, sections } }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={jsonLd} />
      <StaticSection id="ilham-notlari" sections={sections} />
    </>
  );
}
