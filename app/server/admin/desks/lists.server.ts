import { redirect } from 'react-router';

import {
  countPostsByFilter,
  effectiveStatus,
  listPostsForAdmin,
  postTitles,
  type AdminPostFilter,
} from '#app/db/blog-posts.server.ts';
import { countComments, listCommentsForModeration, type Comment } from '#app/db/comments.server.ts';
import { listLogEntries } from '#app/db/moderation-log.server.ts';
import { listItems } from '#app/db/content.server.ts';
import { countStories, listStoriesForModeration, type Story } from '#app/db/stories.server.ts';
import {
  consentTexts,
  countSubscribers,
  countSubscribersByStatus,
  listConsents,
  listSubscribers,
} from '#app/db/subscribers.server.ts';
import { ASSISTANT_LOG_TARGETS } from '#app/lib/admin/audit-log.ts';
import { adminContentItemPath } from '#app/lib/admin/content-paths.ts';
import { subscriberStatusParams } from '#app/lib/admin/subscriber-status.ts';
import { kindTexts } from '#app/schemas/content-fields.ts';
import { readableEmail } from '#app/schemas/email.server.ts';
import { ADMIN_PAGE_SIZE, listHref, pageCount, parseId, parsePage } from '#app/lib/admin/paging.ts';
import {
  requireAdmin,
  requireOwner,
  type Admin,
} from '#app/server/admin/sign-in/session.server.ts';
import { testimonialsOfStories } from '#app/server/content/testimonials.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

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

/** The dashboard: an assistant sees neither the subscribers' count nor the owner's actions. */
export async function loadDashboard({ handle }: Runtime, admin: Admin) {
  const owner = admin.role === 'owner';
  const [pendingStories, pendingComments, subscribers, log] = await Promise.all([
    countStories(handle.db, false),
    countComments(handle.db, false),
    owner ? countSubscribers(handle.db, 'confirmed') : null,
    // Sign-ins would crowd out the work; they are on the audit page.
    listLogEntries(
      handle.db,
      20,
      owner ? { except: ['sign-in'] } : { only: ASSISTANT_LOG_TARGETS },
    ),
  ]);
  return { counts: { pendingStories, pendingComments, subscribers }, log };
}

function pageOffset(url: URL): number {
  return (parsePage(url.searchParams.get('sayfa')) - 1) * ADMIN_PAGE_SIZE;
}

async function loadModerationList<Item>(
  url: URL,
  list: (options: {
    approved: boolean;
    limit: number;
    offset: number;
  }) => Promise<{ items: Item[]; total: number }>,
  count: (approved: boolean) => Promise<number>,
) {
  const state = listState(url);
  const [{ items, total }, pending, published] = await Promise.all([
    list({ approved: state === 'yayinda', limit: ADMIN_PAGE_SIZE, offset: pageOffset(url) }),
    count(false),
    count(true),
  ]);
  return { state, counts: { pending, published }, items, total, ...paging(url, total) };
}

type ListArgs = { request: Request; url: URL };

/** A story and, once it became a testimonial, where the content desk edits that. */
export type ModerationStory = Story & { testimonialHref: string | null };

export async function loadStoriesPage(runtime: Runtime, args: ListArgs) {
  await requireAdmin(runtime, args);
  const { handle } = runtime;
  const [list, testimonials] = await Promise.all([
    loadModerationList(
      args.url,
      (options) => listStoriesForModeration(handle.db, options),
      (approved) => countStories(handle.db, approved),
    ),
    listItems(handle.db, 'testimonial'),
  ]);
  const added = testimonialsOfStories(testimonials);
  const items: ModerationStory[] = list.items.map((story) => {
    const key = added.get(story.id);
    return {
      ...story,
      testimonialHref: key ? adminContentItemPath(kindTexts.testimonial.segment, key) : null,
    };
  });
  return { ...list, items };
}

export type ModerationComment = Comment & { postTitle: string };

export async function loadCommentsPage(runtime: Runtime, args: ListArgs) {
  await requireAdmin(runtime, args);
  const { handle } = runtime;
  const list = await loadModerationList(
    args.url,
    (options) => listCommentsForModeration(handle.db, options),
    (approved) => countComments(handle.db, approved),
  );
  const titles = await postTitles(
    handle.db,
    list.items.map((comment) => comment.postSlug),
  );
  const items: ModerationComment[] = list.items.map((comment) => ({
    ...comment,
    postTitle: titles.get(comment.postSlug) ?? comment.postSlug,
  }));
  return { ...list, items };
}

export const POST_FILTERS = {
  hepsi: 'all',
  taslak: 'draft',
  zamanlanmis: 'scheduled',
  yayinda: 'published',
  kaldirilmis: 'unpublished',
} as const satisfies Record<string, AdminPostFilter>;

export type PostFilterParam = keyof typeof POST_FILTERS;

function postFilterParam(url: URL): PostFilterParam {
  const value = url.searchParams.get('durum') ?? '';
  return value in POST_FILTERS ? (value as PostFilterParam) : 'hepsi';
}

export async function loadPostsPage(runtime: Runtime, args: ListArgs) {
  await requireAdmin(runtime, args);
  const { url } = args;
  const { handle } = runtime;
  const filter = postFilterParam(url);
  const search = (url.searchParams.get('ara') ?? '').trim().slice(0, 200);
  const [list, counts] = await Promise.all([
    listPostsForAdmin(handle.db, {
      filter: POST_FILTERS[filter],
      search,
      offset: pageOffset(url),
      limit: ADMIN_PAGE_SIZE,
    }),
    countPostsByFilter(handle.db),
  ]);
  const now = new Date();
  const items = list.items.map((post) => ({
    id: post.id,
    slug: post.slug,
    title: post.title,
    status: effectiveStatus(post, now),
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
    commentCount: post.commentCount,
  }));
  return { filter, search, counts, items, total: list.total, ...paging(url, list.total) };
}

export async function loadSubscribersPage(runtime: Runtime, args: ListArgs) {
  await requireOwner(runtime, args);
  const { url } = args;
  const { handle } = runtime;
  const search = (url.searchParams.get('ara') ?? '').trim().slice(0, 254);
  const statusParam = url.searchParams.get('durum') ?? '';
  const status = subscriberStatusParams[statusParam];
  const [list, counts] = await Promise.all([
    listSubscribers(handle.db, {
      search,
      status,
      limit: ADMIN_PAGE_SIZE,
      offset: pageOffset(url),
    }),
    countSubscribersByStatus(handle.db),
  ]);
  const history = await listConsents(
    handle.db,
    list.items.map((subscriber) => subscriber.id),
  );
  const texts = await consentTexts(
    handle.db,
    history.map((consent) => consent.version),
  );
  // The coach reads örnek.com.tr, not its stored ASCII spelling.
  const items = list.items.map((subscriber) => ({
    ...subscriber,
    email: readableEmail(subscriber.email),
    consents: history.filter((consent) => consent.subscriberId === subscriber.id),
  }));
  const all = counts.pending + counts.confirmed + counts.withdrawn;
  return {
    search,
    status: status ? statusParam : '',
    all,
    counts,
    items,
    texts,
    total: list.total,
    ...paging(url, list.total),
  };
}
