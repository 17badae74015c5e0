import { ArrowLeft } from 'lucide-react';
import { Link, redirect } from 'react-router';

import { formatDateTr } from '#app/lib/format.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { getPost } from '#app/server/blog.server.ts';

import type { Route } from './+types/post';

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  // SPEC section 4: an unknown blog slug leads to /404.
  if (!post) throw redirect('/404');
  return { post };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: args.loaderData.post.title,
        description: args.loaderData.post.excerpt,
        type: 'article',
      })
    : [];

export default function BlogPostPage({ loaderData: { post } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <Link
        to="/blog"
        className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> İlham Notları&apos;na dön
      </Link>
      <header className="mt-6">
        {post.category ? (
          <p className="text-sm font-semibold text-primary">{post.category}</p>
        ) : null}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance">{post.title}</h1>
        <p className="mt-3 text-muted-foreground">
          <time dateTime={post.date}>{formatDateTr(post.date)}</time> · {post.author} ·{' '}
          {post.readingMinutes} dk okuma
        </p>
      </header>
      <img
        src={post.image}
        alt={post.imageAlt}
        width={1200}
        height={630}
        className="mt-8 aspect-[40/21] w-full rounded-xl object-cover"
      />
      <div
        className="prose-article mt-10"
        // Built-in Markdown from content/blog, rendered on the server; never visitor input.
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
    </article>
  );
}
