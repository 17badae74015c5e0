import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '#app/components/ui/badge.tsx';
import { Card } from '#app/components/ui/card.tsx';
import type { BlogCard as BlogCardData } from '#app/data/blog-schema.ts';
import { BLOG_PATH } from '#app/data/page-paths.ts';
import { formatDateTr } from '#app/lib/format.ts';

/** One article in a grid: image, category, title, Turkish date, excerpt, "read more". */
export function BlogCard({
  post,
  eager = false,
  headingLevel: Heading = 'h2',
}: {
  post: BlogCardData;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Card className="h-full overflow-hidden">
      <img
        src={post.image}
        alt={post.imageAlt}
        width={1200}
        height={630}
        loading={eager ? undefined : 'lazy'}
        decoding="async"
        className="aspect-[40/21] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {post.category ? <Badge variant="secondary">{post.category}</Badge> : null}
          <time dateTime={post.date}>{formatDateTr(post.date)}</time>
        </div>
        <Heading className="text-xl leading-snug font-semibold">
          <Link to={`${BLOG_PATH}/${post.slug}`} className="hover:text-primary">
            {post.title}
          </Link>
        </Heading>
        <p className="flex-1 text-muted-foreground">{post.excerpt}</p>{' '}
        <Link
          to={`${BLOG_PATH}/${post.slug}`}
          aria-label={`Devamını Oku: ${post.title}`}
          className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
        >
          Devamını Oku
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </Card>
  );
}
