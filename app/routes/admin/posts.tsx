import { ExternalLink, Eye, PenLine, Plus } from 'lucide-react';
import { Link } from 'react-router';

import { ListFilters } from '#app/components/admin/filter-tabs.tsx';
import { DeskList } from '#app/components/admin/desk-list.tsx';
import { DeskHeading } from '#app/components/admin/desk-heading.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ADMIN_NEW_POST_PATH, BLOG_PATH } from '#app/data/page-paths.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { adminPostPath, adminPostPreviewPath } from '#app/lib/admin/post-paths.ts';
import { formatDateTr } from '#app/lib/format.ts';
import { loadPostsPage, type PostFilterParam } from '#app/server/admin/desks/lists.server.ts';
import { withRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/posts';
import { PostStatusBadge } from './posts/post-status.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Yazılar');

export const loader = withRuntime(loadPostsPage);

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
  const { filter, search, counts, total } = loaderData;
  return (
    <>
      <DeskHeading
        id="yazilar-baslik"
        title="Yazılar"
        link={{ to: ADMIN_NEW_POST_PATH, label: 'Yeni yazı', icon: Plus }}
      />
      <ListFilters
        tabs={filterTabs.map((tab) => ({
          param: tab.value === 'hepsi' ? '' : tab.value,
          label: tab.label,
          count: counts[tab.count],
        }))}
        current={filter === 'hepsi' ? '' : filter}
        search={{ id: 'yazi-ara', label: 'Başlıkta ara', value: search, maxLength: 200 }}
      />
      {search ? (
        <p className="mt-4 text-muted-foreground">
          "{search}" için {total.toLocaleString('tr-TR')} sonuç
        </p>
      ) : null}
      <DeskList
        labelledBy="yazilar-baslik"
        empty={search ? 'Bu aramaya uyan yazı yok.' : 'Bu durumda yazı yok.'}
        list={loaderData}
        href={(post) => adminPostPath(post.id)}
        title={(post) => post.title}
        meta={(post) => (
          <>
            <PostStatusBadge status={post.status} publishedAt={post.publishedAt} />
            <span>
              {post.publishedAt && post.status !== 'draft'
                ? formatDateTr(post.publishedAt)
                : `Son değişiklik ${formatDateTr(post.updatedAt)}`}
            </span>
            <span>{post.commentCount.toLocaleString('tr-TR')} yorum</span>
          </>
        )}
        details={(post) => (
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
                <a href={`${BLOG_PATH}/${post.slug}`} aria-label={`Sayfasını aç: ${post.title}`}>
                  <ExternalLink aria-hidden />
                  Sayfasını aç
                </a>
              </Button>
            ) : null}
          </p>
        )}
      />
    </>
  );
}
