import { redirect } from 'react-router';

import { countComments, listCommentsForModeration, type Comment } from '#app/db/comments.server.ts';
import { listLogEntries } from '#app/db/moderation-log.server.ts';
import { countStories, listStoriesForModeration } from '#app/db/stories.server.ts';
import { countSubscribers, listSubscribers } from '#app/db/subscribers.server.ts';
import { ADMIN_PAGE_SIZE, listHref, pageCount, parseId, parsePage } from '#app/lib/admin-paging.ts';
import { getPost } from '#app/server/blog.server.ts';
import { getServices } from '#app/server/services.server.ts';

export type ListState = 'bekleyen' | 'yayinda';

/** The page, its number of pages, and the item awaiting a delete confirmation (`?sil=ID`). */
function paging(url: URL, total: number) {
  const page = parsePage(url.searchParams.get('sayfa'));
  const pages = pageCount(total);
  // Past the last page (the last item of it was just deleted, say): show the last page.
  if (page > pages) throw redirect(listHref(url.pathname, url.search, { sayfa: String(pages) }));
  return { page, pages, confirmId: parseId(url.searchParams.get('sil')) };
}

function listState(url: URL): ListState {
  return url.searchParams.get('durum') === 'yayinda' ? 'yayinda' : 'bekleyen';
}

export async function loadDashboard() {
  const { handle } = await getServices();
  const [pendingStories, pendingComments, subscribers, log] = await Promise.all([
    countStories(handle.db, false),
    countComments(handle.db, false),
    countSubscribers(handle.db),
    listLogEntries(handle.db, 20),
  ]);
  return { counts: { pendingStories, pendingComments, subscribers }, log };
}

export async function loadStoriesPage(url: URL) {
  const { handle } = await getServices();
  const state = listState(url);
  const offset = (parsePage(url.searchParams.get('sayfa')) - 1) * ADMIN_PAGE_SIZE;
  const [list, pending, published] = await Promise.all([
    listStoriesForModeration(handle.db, {
      approved: state === 'yayinda',
      limit: ADMIN_PAGE_SIZE,
      offset,
    }),
    countStories(handle.db, false),
    countStories(handle.db, true),
  ]);
  return {
    state,
    counts: { pending, published },
    items: list.items,
    total: list.total,
    ...paging(url, list.total),
  };
}

export type ModerationComment = Comment & { postTitle: string };

export async function loadCommentsPage(url: URL) {
  const { handle } = await getServices();
  const state = listState(url);
  const offset = (parsePage(url.searchParams.get('sayfa')) - 1) * ADMIN_PAGE_SIZE;
  const [list, pending, published] = await Promise.all([
    listCommentsForModeration(handle.db, {
      approved: state === 'yayinda',
      limit: ADMIN_PAGE_SIZE,
      offset,
    }),
    countComments(handle.db, false),
    countComments(handle.db, true),
  ]);
  const items: ModerationComment[] = list.items.map((comment) => ({
    ...comment,
    postTitle: getPost(comment.postSlug)?.title ?? comment.postSlug,
  }));
  return {
    state,
    counts: { pending, published },
    items,
    total: list.total,
    ...paging(url, list.total),
  };
}

export async function loadSubscribersPage(url: URL) {
  const { handle } = await getServices();
  const search = (url.searchParams.get('ara') ?? '').trim().slice(0, 254);
  const offset = (parsePage(url.searchParams.get('sayfa')) - 1) * ADMIN_PAGE_SIZE;
  const [list, all] = await Promise.all([
    listSubscribers(handle.db, { search, limit: ADMIN_PAGE_SIZE, offset }),
    countSubscribers(handle.db),
  ]);
  return { search, all, items: list.items, total: list.total, ...paging(url, list.total) };
}
