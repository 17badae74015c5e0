import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

import { BlogCard } from '#app/components/sections/blog/blog-card.tsx';
import type { BlogCard as BlogCardData, BlogPost } from '#app/data/blog-schema.ts';
import { BLOG_PATH } from '#app/data/page-paths.ts';
import { formatDateTr } from '#app/lib/format.ts';
import { PostBody } from '#app/routes/blog/post/post-body.tsx';
import type { ServerSections } from '#app/server/document/server-sections.server.tsx';

/** The article and the related posts, which need no scripts, rendered here only. */
export const postSections = {
  yazi: ({ post }) => (
    <>
      <Link
        to={BLOG_PATH}
        className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> İlham Notları’na dön
      </Link>{' '}
      <header className="mt-6">
        {post.category ? (
          <p className="text-sm font-semibold text-primary">{post.category}</p>
        ) : null}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance">{post.title}</h1>
        <p className="mt-3 text-muted-foreground">
          <time dateTime={post.date}>{formatDateTr(post.date)}</time> · {post.author}
          {post.removed ? null : <> · {post.readingMinutes} dk okuma</>}
        </p>
      </header>
      <img
        src={post.image}
        alt={post.imageAlt}
        width={1200}
        height={630}
        fetchPriority="high"
        className="mt-8 aspect-[40/21] w-full rounded-xl object-cover"
      />
      <PostBody post={post} />
    </>
  ),
  'ilgili-yazilar-bolumu': ({ related }) =>
    related.length ? (
      <section aria-labelledby="ilgili-yazilar" className="mt-16 border-t pt-10">
        <h2 id="ilgili-yazilar" className="text-2xl font-bold">
          İlgili Yazılar
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((other) => (
            <li key={other.slug}>
              <BlogCard post={other} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </section>
    ) : null,
} satisfies ServerSections<string, { post: BlogPost; related: readonly BlogCardData[] }>;
