import { ExternalLink, Eye, PenLine, Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { FilterTabs } from '#app/components/admin/filter-tabs.tsx';
import { ListSearch } from '#app/components/admin/list-search.tsx';
import { Pagination } from '#app/components/admin/pagination.tsx';
import { DeskHeading } from '#app/components/admin/desk-heading.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ADMIN_NEW_POST_PATH, BLOG_PATH } from '#app/data/page-paths.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { listHref } from '#app/lib/admin/paging.ts';
import { adminPostPath, adminPostPreviewPath } from '#app/lib/admin/post-paths.ts';
import { formatDateTr } from '#app/lib/format.ts';
import { loadPostsPage, type PostFilterParam } from '#app/server/admin/desks/lists.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/posts';
import { PostStatusBadge } from './posts/post-status.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Yazılar');

export async function loader(args: Route.LoaderArgs) {
  return loadPostsPage(await getRuntime(), args);
}

const filterTabs: ReadonlyArray<{
  value: PostFilterParam;
  label: string;
  count: 'all' | 'draft' | 'scheduled' | 'published' | 'unpublished';
}> = [
  { value: 'hepsi', label: 'Tümü', count: 'all' },
  { value: 'yayinda', label: 'Yayında', count: 'published' },
  { value: 'zamanlanmis', label: 'Zamanlanmış', count: 'scheduled' },
  { value: 'taslak', label: 'Taslak', count: 'draft' },
  { value: 'kaldirilmis', label: 'Yayından kaldırılmış', count: 'unpublished' },
];

/** /yonetim/yazilar: every post, newest first, with its status, date and comments. */
export default function PostsPage({ loaderData }: Route.ComponentProps) {
  const { filter, search, counts, items, total, page, pages } = loaderData;
  const { pathname, search: query } = useLocation();
  return (
    <>
      <DeskHeading
        id="yazilar-baslik"
        title="Yazılar"
        link={{ to: ADMIN_NEW_POST_PATH, label: 'Yeni yazı', icon: Plus }}
      />
      <FilterTabs
        tabs={filterTabs.map((tab) => ({
          label: tab.label,
          count: counts[tab.count],
          href: listHref(pathname, query, {
            durum: tab.value === 'hepsi' ? null : tab.value,
            sayfa: null,
          }),
          current: tab.value === filter,
        }))}
      />
      <div className="mt-6">
        <ListSearch
          id="yazi-ara"
          label="Başlıkta ara"
          value={search}
          maxLength={200}
          keep={filter === 'hepsi' ? {} : { durum: filter }}
        />
      </div>
      {search ? (
        <p className="mt-4 text-muted-foreground">
          "{search}" için {total.toLocaleString('tr-TR')} sonuç
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-6 text-muted-foreground">
          {search ? 'Bu aramaya uyan yazı yok.' : 'Bu durumda yazı yok.'}
        </p>
      ) : (
        <ul aria-labelledby="yazilar-baslik" className="mt-6 grid grid-cols-1 gap-3">
          {items.map((post) => (
            <li
              key={post.id}
              className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
            >
              <h2 className="text-lg font-semibold">
                <Link to={adminPostPath(post.id)} className="rounded-sm hover:underline">
                  {post.title}
                </Link>
              </h2>
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <PostStatusBadge status={post.status} publishedAt={post.publishedAt} />
                <span>
                  {post.publishedAt && post.status !== 'draft'
                    ? formatDateTr(post.publishedAt)
                    : `Son değişiklik ${formatDateTr(post.updatedAt)}`}
                </span>
                <span>{post.commentCount.toLocaleString('tr-TR')} yorum</span>
              </p>
              <p className="mt-4 flex flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link to={adminPostPath(post.id)} aria-label={`Düzenle: ${post.title}`}>
                    <PenLine aria-hidden />
                    Düzenle
                  </Link>
                </Button>
                <Button asChild variant="outline" size="sm">
                  <Link to={adminPostPreviewPath(post.id)} aria-label={`Önizle: ${post.title}`}>
                    <Eye aria-hidden />
                    Önizle
                  </Link>
                </Button>
                {post.status === 'published' ? (
                  <Button asChild variant="outline" size="sm">
                    {/* The public page, outside the admin's app. */}
                    <a
                      href={`${BLOG_PATH}/${post.slug}`}
                      aria-label={`Sayfasını aç: ${post.title}`}
                    >
                      <ExternalLink aria-hidden />
                      Sayfasını aç
                    </a>
                  </Button>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} />
    </>
  );
}
