import { redirect } from 'react-router';

import { JsonLd } from '#app/components/sections/json-ld.tsx';
import { ServerSection } from '#app/components/server-section.tsx';
import { BLOG_PATH, NOT_FOUND_PATH } from '#app/data/page-paths.ts';
import { commentConsentText } from '#app/data/publish-consent.ts';
import { listApprovedComments } from '#app/db/comments.server.ts';
import { breadcrumbJsonLd } from '#app/lib/seo/json-ld.ts';
import {
  pageMeta,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  shareImagePath,
} from '#app/lib/seo/seo.ts';
import { CommentsSection } from '#app/routes/blog/post/comments-section.tsx';
import { ReactionWidget } from '#app/routes/blog/post/reaction-widget.tsx';
import { isSlug } from '#app/lib/slug.ts';
import { redirectedSlug } from '#app/db/blog-posts.server.ts';
import { getPost, relatedPosts } from '#app/server/blog.server.ts';
import { getConfig } from '#app/server/config.server.ts';
import { renderServerSections } from '#app/server/document/server-sections.server.tsx';
import { errorFields, logger } from '#app/server/logger.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { handleComment } from '#app/server/submissions/form-handlers.server.ts';
import { answerPublicForm, publicFormLimit } from '#app/server/submissions/form-pipeline.server.ts';

import type { Route } from './+types/post';
import { postSections } from './post.sections.server.tsx';

export const middleware: Route.MiddlewareFunction[] = [
  publicFormLimit('comment', (url) => `${url.pathname}#yorumlar`),
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const runtime = await getRuntime();
  const { handle } = runtime;
  const post = await getPost(handle.db, params.slug);
  if (!post) {
    // A renamed post's old address leads to its new one for good (docs/product.md#publishing-desk).
    const renamed = isSlug(params.slug) ? await redirectedSlug(handle.db, params.slug) : null;
    if (renamed) throw redirect(`${BLOG_PATH}/${renamed}`, 301);
    // An unknown slug leads to /404 (docs/product.md#error-pages).
    throw redirect(NOT_FOUND_PATH);
  }
  // A failed read is only logged; the list stays empty (docs/product.md#comment).
  const comments = await listApprovedComments(handle.db, post.slug).catch((error: unknown) => {
    logger.error('comments could not be read', errorFields(error));
    return [];
  });
  const { publicUrl } = getConfig();
  const { identity } = runtime.content.current();
  const url = `${publicUrl}${BLOG_PATH}/${post.slug}`;
  const jsonLd = [
    {
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: post.date,
      dateModified: post.updatedAt.slice(0, 10),
      inLanguage: 'tr-TR',
      url,
      mainEntityOfPage: url,
      image: `${publicUrl}${shareImagePath(post.slug)}`,
      ...(post.category ? { articleSection: post.category } : {}),
      wordCount: post.wordCount,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@type': 'Organization', name: identity.siteName, url: publicUrl },
    },
    breadcrumbJsonLd(publicUrl, [
      { name: 'İlham Notları', path: BLOG_PATH },
      { name: post.title, path: `${BLOG_PATH}/${post.slug}` },
    ]),
  ];
  return {
    // What the page's head and its interactive parts need; the article is in `sections`.
    post: {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      ...(post.seoTitle ? { seoTitle: post.seoTitle } : {}),
      ...(post.seoDescription ? { seoDescription: post.seoDescription } : {}),
      date: post.date,
      author: post.author,
      category: post.category,
      image: post.image,
      imageAlt: post.imageAlt,
    },
    comments,
    commentConsentText,
    jsonLd,
    sections: renderServerSections(request, context, postSections, {
      post,
      related: await relatedPosts(handle.db, post),
    }),
  };
}

export function action(args: Route.ActionArgs) {
  const { slug } = args.params;
  return answerPublicForm(
    args,
    (request, runtime, client) =>
      handleComment(request, runtime, client, async (posted) =>
        posted === slug ? (await getPost(runtime.handle.db, posted))?.title : undefined,
      ),
    `${BLOG_PATH}/${slug}#yorumlar`,
  );
}

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  if (!post) return [];
  return pageMeta(args, {
    title: post.seoTitle ?? post.title,
    description: post.seoDescription ?? post.excerpt,
    type: 'article',
    image: shareImagePath(post.slug),
    extra: [
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: String(SHARE_IMAGE_WIDTH) },
      { property: 'og:image:height', content: String(SHARE_IMAGE_HEIGHT) },
      { property: 'og:image:alt', content: post.imageAlt },
      { property: 'article:published_time', content: post.date },
      { property: 'article:author', content: post.author },
      ...(post.category ? [{ property: 'article:section', content: post.category }] : []),
    ],
  });
};

export default function BlogPostPage({
  loaderData: { post, comments, commentConsentText, jsonLd, sections },
  actionData,
}: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <JsonLd data={jsonLd} />
      <ServerSection id="yazi" sections={sections} />
      <ReactionWidget slug={post.slug} />
      <CommentsSection
        key={post.slug}
        postSlug={post.slug}
        comments={comments}
        formResult={actionData}
        consentText={commentConsentText}
      />
      <ServerSection id="ilgili-yazilar-bolumu" sections={sections} />
    </article>
  );
}
