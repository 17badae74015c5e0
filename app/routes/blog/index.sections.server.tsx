import { Rss } from 'lucide-react';

import { BlogCard } from '#app/components/sections/blog/blog-card.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import type { BlogCard as BlogCardData } from '#app/data/blog-schema.ts';
import { BLOG_PATH } from '#app/data/page-paths.ts';
import type { SitePage } from '#app/data/site-pages.ts';
import type { ServerSections } from '#app/server/document/server-sections.server.tsx';

/** The whole page: cards are text, images and links. */
export const blogIndexSections = {
  'ilham-notlari': ({ page, posts }) => (
    <>
      <PageHero
        eyebrow="Blog"
        title={page.heading}
        intro="Koçluk yolculuğundan notlar: motivasyon, NLP, ilişkiler, hedefler ve kendinle kurduğun bağ üzerine okuyup hemen uygulayabileceğin yazılar."
      >
        <a
          href={`${BLOG_PATH}/rss.xml`}
          className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
        >
          <Rss aria-hidden className="size-4" /> RSS ile takip et
        </a>
      </PageHero>
      <section aria-label="Yazılar" className="mx-auto max-w-7xl px-4 py-16">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.slug}>
              {/* Only the first card can be in a phone's first screen (services-grid.tsx). */}
              <BlogCard post={post} eager={index === 0} />
            </li>
          ))}
        </ul>
      </section>
    </>
  ),
} satisfies ServerSections<string, { page: SitePage; posts: readonly BlogCardData[] }>;
