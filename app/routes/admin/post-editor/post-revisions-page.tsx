import { Form, Link } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { formatDateTimeTr } from '#app/lib/format.ts';
import type { RevisionsPageData } from '#app/server/admin/desks/post-desk.server.ts';

import { adminPostPath, adminPostRevisionsPath } from '#app/lib/admin/post-paths.ts';

/** Every save of a post (who, when); one opened with its content and "Bu sürümü geri yükle". */
export function PostRevisionsPage({
  post,
  revisions,
  revision,
}: Pick<RevisionsPageData, 'post' | 'revisions' | 'revision'>) {
  return (
    <>
      <h1 className="text-2xl font-bold">Sürümler: {post.title}</h1>
      <p className="mt-2 text-sm">
        <Link to={adminPostPath(post.id)} className="font-medium text-primary underline">
          Düzenlemeye dön
        </Link>
      </p>
      <ol className="mt-6 divide-y rounded-xl border bg-card text-card-foreground">
        {revisions.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 text-sm"
          >
            <Link
              to={`${adminPostRevisionsPath(post.id)}?surum=${item.id}`}
              aria-current={revision?.id === item.id ? 'true' : undefined}
              className="font-semibold text-primary underline"
            >
              {item.version}. sürüm
            </Link>
            <span>{item.title}</span>
            <span className="text-muted-foreground">
              {item.adminEmail} ·{' '}
              <time dateTime={item.createdAt}>{formatDateTimeTr(item.createdAt)}</time>
            </span>
            {item.version === post.version ? (
              <span className="rounded bg-secondary px-2 py-0.5 text-secondary-foreground">
                şu anki
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {revision ? (
        <section aria-labelledby="surum-baslik" className="mt-10">
          <h2 id="surum-baslik" className="text-xl font-semibold">
            {revision.version}. sürüm · {revision.adminEmail} ·{' '}
            {formatDateTimeTr(revision.createdAt)}
          </h2>
          {revision.version === post.version ? (
            <p className="mt-2 text-muted-foreground">Bu, yazının şu anki sürümü.</p>
          ) : (
            <Form method="post" className="mt-4">
              <input type="hidden" name="revisionId" value={revision.id} />
              <input type="hidden" name="version" value={post.version} />
              <Button type="submit">Bu sürümü geri yükle</Button>
            </Form>
          )}
          <dl className="mt-4 grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
            <dt className="font-semibold">Adres</dt>
            <dd>/blog/{revision.slug}</dd>
            <dt className="font-semibold">Özet</dt>
            <dd>{revision.excerpt}</dd>
            <dt className="font-semibold">SEO başlığı</dt>
            <dd>{revision.seoTitle ?? '—'}</dd>
            <dt className="font-semibold">SEO açıklaması</dt>
            <dd>{revision.seoDescription ?? '—'}</dd>
          </dl>
          <article
            className="mx-auto mt-6 max-w-3xl rounded-xl border bg-background px-4 py-8 sm:px-8"
            dangerouslySetInnerHTML={{ __html: revision.preview }}
          />
        </section>
      ) : null}
    </>
  );
}
