import { data } from 'react-router';
import { z } from 'zod';

import { blogCategories } from '#app/data/blog-schema.ts';
import { ADMIN_POSTS_PATH } from '#app/data/page-paths.ts';
import { adminPostPath, adminPostRevisionsPath } from '#app/lib/admin/post-paths.ts';
import {
  createPost,
  deletePost,
  effectiveStatus,
  getPostById,
  getRevision,
  listRevisions,
  savePost,
  usedCategories,
  type PostContent,
  type PostStatus,
  type PublishChoice,
  type SaveResult,
  type StoredPost,
} from '#app/db/blog-posts.server.ts';
import type { Executor } from '#app/db/client.server.ts';
import { toCount } from '#app/db/sql-values.ts';
import type { AuditEvent, PostAction } from '#app/lib/admin/audit-events.ts';
import { INTENT_FIELD, type DeskAnswer, type IntentOf } from '#app/lib/admin/desk-form.ts';
import { formatDateTimeTr, istanbulDateTimeLocal } from '#app/lib/format.ts';
import { postImageMessages } from '#app/data/messages/post-image-messages.ts';
import type { ToastInput } from '#app/lib/toast.ts';
import { renderPostPreview } from '#app/server/admin/desks/post-preview.server.tsx';
import {
  checkPostForm,
  NEW_CATEGORY,
  POST_INTENTS,
  postFormValues,
  type PostFormValues,
} from '#app/schemas/post.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import {
  answer,
  conflictAnswer,
  futureTurkiyeTime,
  intentOf,
  invalidRequest,
  refuse,
} from '#app/server/admin/desks/desk-form.server.ts';
import { loadDeskStash, requireAdminOrStash } from '#app/server/admin/desks/editor-stash.server.ts';
import {
  MalformedUploadError,
  readPostForm,
  storePostImage,
  UploadTooLargeError,
} from '#app/server/admin/desks/post-images.server.ts';
import { requireAdmin, type Admin } from '#app/server/admin/sign-in/session.server.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';
import { readForm } from '#app/server/request-body.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

export const postDeskMessages = {
  invalid: 'Yazı kaydedilmedi: işaretli alanları düzeltin. Yazdıklarınız duruyor.',
  slugTaken: 'Bu adres başka bir yazıda kullanılıyor. Başka bir adres seçin.',
  conflict:
    'Bu yazı siz açtıktan sonra başka bir yerde değiştirildi. Yazdıklarınız aşağıda duruyor; kaydetmeden önce son sürümle karşılaştırın.',
  failed: 'Kaydedilemedi, yazdıklarınız duruyor. Lütfen tekrar deneyin.',
  restored: 'Oturumunuzun süresi dolmuştu; yazdıklarınız geri yüklendi. Kaydetmeyi unutmayın.',
  publishAtMissing: 'Yayın zamanını gün ve saatiyle seçin.',
  publishAtPast: 'Yayın zamanı geçmişte kalıyor; ileri bir zaman seçin.',
  bodyImageAlt: 'Görseli anlatan kısa bir metin yazın.',
  notFound: 'Yazı bulunamadı; silinmiş olabilir.',
  drafted: 'Taslak kaydedildi.',
  saved: 'Değişiklikler kaydedildi.',
  published: 'Yazı yayımlandı.',
  scheduled: (at: string) =>
    `Yazı ${formatDateTimeTr(at)} itibarıyla yayımlanacak (Türkiye saati).`,
  unpublished: 'Yazı yayından kaldırıldı.',
  deleted: 'Yazı ve yorumları silindi.',
  revisionRestored: (version: number) =>
    `${version}. sürüm geri yüklendi ve yeni bir kayıt olarak saklandı.`,
  revisionSlugTaken: 'Bu sürümün adresi şimdi başka bir yazıda kullanılıyor; geri yüklenemedi.',
} as const;

export type EditorIntent = IntentOf<typeof POST_INTENTS>;
/** The buttons that save the post, each its own publication. */
type SavingIntent = Exclude<EditorIntent, 'preview' | 'delete'>;

type EditorErrorKind = 'invalid' | 'conflict' | 'failed';

export type EditorAnswer = DeskAnswer<PostFormValues, EditorErrorKind, string>;

export type EditorPost = {
  id: number;
  slug: string;
  title: string;
  /** As visitors see it: a scheduled post whose time has come is published. */
  status: PostStatus;
  publishedAt: string | null;
  version: number;
  commentCount: number;
};

export function valuesOfPost(
  post: PostContent & Pick<StoredPost, 'version' | 'status' | 'publishedAt'>,
): PostFormValues {
  return {
    publishAt:
      post.status === 'scheduled' && post.publishedAt
        ? istanbulDateTimeLocal(post.publishedAt)
        : '',
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    category: post.category ?? '',
    newCategory: '',
    author: post.author,
    coverImage: post.coverImage,
    coverAlt: post.coverAlt,
    body: post.body,
    seoTitle: post.seoTitle ?? '',
    seoDescription: post.seoDescription ?? '',
    version: String(post.version),
  };
}

async function commentCount(db: Executor, slug: string): Promise<number> {
  const row = await db
    .selectFrom('blog_comments')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('post_slug', '=', slug)
    .executeTakeFirst();
  return toCount(row?.count ?? 0);
}

function editorPost(post: StoredPost, comments: number): EditorPost {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    status: effectiveStatus(post),
    publishedAt: post.publishedAt,
    version: post.version,
    commentCount: comments,
  };
}

async function categoryChoices(db: Executor): Promise<string[]> {
  return [...new Set<string>([...blogCategories, ...(await usedCategories(db))])];
}

export function postIdParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(postDeskMessages.notFound, { status: 404 });
  return id;
}

async function requirePost(db: Executor, id: number): Promise<StoredPost> {
  const post = await getPostById(db, id);
  if (!post) throw data(postDeskMessages.notFound, { status: 404 });
  return post;
}

/** Brings back the text she typed when her session ran out, if stashed for this page. */
export async function loadEditor(
  runtime: Runtime,
  args: { request: Request; url: URL },
  postId: number | null,
) {
  const admin = await requireAdmin(runtime, args);
  const { url } = args;
  const db = runtime.handle.db;
  const post = postId === null ? null : await requirePost(db, postId);
  const stash = await loadDeskStash(db, args, admin, postFormValues, postDeskMessages.restored);
  const values: PostFormValues = stash.restored
    ? stash.restored
    : post
      ? valuesOfPost(post)
      : { author: runtime.identity.coachName };
  const categories = await categoryChoices(db);
  if (
    values.category &&
    values.category !== NEW_CATEGORY &&
    !categories.includes(values.category)
  ) {
    categories.push(values.category);
  }
  return data(
    {
      page: 'editor' as const,
      post: post ? editorPost(post, await commentCount(db, post.slug)) : null,
      values,
      categories,
      restoredMessage: stash.restoredMessage,
      confirmingDelete: post !== null && url.searchParams.has('sil'),
      // The newsletter desk is the owner's: an assistant gets no link to it.
      canShareInNewsletter: admin.role === 'owner',
      publishAtSuggestion: istanbulDateTimeLocal(new Date(Date.now() + 60 * 60_000)),
      stashProof: stash.stashProof,
    },
    stash.init,
  );
}

/** The change's audit entry and the change feed (page caches, every instance). */
async function announce(
  runtime: Runtime,
  admin: Admin,
  event: Extract<AuditEvent, { type: 'post' | 'post-restored' }>,
  post: StoredPost,
  before: StoredPost | null,
): Promise<void> {
  await recordAudit(runtime.handle.db, admin, event);
  const deleted = event.type === 'post' && event.action === 'delete';
  runtime.feed.publishAfterCommit({
    table: 'blog_posts',
    op: deleted ? 'delete' : before ? 'update' : 'insert',
    id: post.id,
    postSlug: post.slug,
    approved: !deleted && (post.status === 'published' || post.status === 'scheduled'),
  });
  // A renamed post's old address now redirects: its cached page goes too.
  if (before && before.slug !== post.slug) {
    runtime.feed.publishAfterCommit({
      table: 'blog_posts',
      op: 'update',
      id: post.id,
      postSlug: before.slug,
      approved: false,
    });
  }
}

function appendImage(body: string, alt: string, url: string): string {
  const image = `![${alt.replace(/[[\]]/g, '')}](${url})`;
  return body.trim() ? `${body.replace(/\s+$/, '')}\n\n${image}\n` : `${image}\n`;
}

/** The publication a button asks for; "Yayımla" keeps the date of a post published before. */
function choiceOf(
  intent: SavingIntent,
  before: StoredPost | null,
  publishAt: Date | null,
): PublishChoice | undefined {
  switch (intent) {
    case 'save':
      return before ? undefined : { status: 'draft' };
    case 'publish': {
      const earlier =
        before && (before.status === 'unpublished' || effectiveStatus(before) === 'published')
          ? before.publishedAt
          : null;
      return { status: 'published', publishedAt: earlier ?? new Date().toISOString() };
    }
    case 'schedule':
      return { status: 'scheduled', publishedAt: (publishAt ?? new Date()).toISOString() };
    case 'unpublish':
      return { status: 'unpublished' };
  }
}

function doneToast(intent: SavingIntent, post: StoredPost): ToastInput {
  switch (intent) {
    case 'save':
      return {
        description: post.status === 'draft' ? postDeskMessages.drafted : postDeskMessages.saved,
      };
    case 'publish':
      return { description: postDeskMessages.published };
    case 'schedule':
      return { description: postDeskMessages.scheduled(post.publishedAt ?? post.updatedAt) };
    case 'unpublish':
      return { description: postDeskMessages.unpublished };
  }
}

function logActionOf(intent: SavingIntent, isNew: boolean): PostAction {
  if (intent === 'save') return isNew ? 'create' : 'edit';
  return intent;
}

type EditorForm = Awaited<ReturnType<typeof readPostForm>>;

type EditorStep = {
  runtime: Runtime;
  admin: Admin;
  before: StoredPost | null;
  form: EditorForm;
};

async function readEditorForm(request: Request) {
  try {
    return { ok: true as const, form: await readPostForm(request) };
  } catch (error) {
    if (error instanceof UploadTooLargeError) {
      // What was read before the file comes back: the form's fields precede its file inputs.
      const field = error.field === 'bodyImageFile' ? 'bodyImage' : 'coverFile';
      const answer = refuse<PostFormValues, EditorErrorKind>(
        postFormValues(error.fields),
        'failed',
        postImageMessages.tooLarge,
        413,
        { [field]: [postImageMessages.tooLarge] },
      );
      return { ok: false as const, answer };
    }
    if (error instanceof MalformedUploadError) return invalidRequest();
    throw error;
  }
}

/** The chosen pictures are stored first, so they are not lost whatever comes next. */
async function withImages({ runtime, admin, form }: EditorStep) {
  const values = postFormValues(form.fields);
  const imageErrors: Record<string, string[]> = {};
  const cover = form.files.coverFile;
  if (cover) {
    const stored = await storePostImage(runtime, cover, admin.email);
    if (stored.ok) values.coverImage = stored.url;
    else imageErrors.coverFile = [stored.message];
  }
  const bodyImage = form.files.bodyImageFile;
  if (bodyImage) {
    const alt = values.bodyImageAlt?.trim() ?? '';
    if (!alt) imageErrors.bodyImageAlt = [postDeskMessages.bodyImageAlt];
    else {
      const stored = await storePostImage(runtime, bodyImage, admin.email);
      if (stored.ok) {
        values.body = appendImage(values.body ?? '', alt, stored.url);
        values.bodyImageAlt = '';
      } else imageErrors.bodyImage = [stored.message];
    }
  }
  return { values, imageErrors };
}

async function previewPost(step: EditorStep) {
  const { values, imageErrors } = await withImages(step);
  const preview = renderPostPreview({
    slug: values.slug ?? '',
    title: values.title ?? '',
    excerpt: values.excerpt ?? '',
    category: (values.category === NEW_CATEGORY ? values.newCategory : values.category) || null,
    author: values.author ?? '',
    coverImage: values.coverImage ?? '',
    coverAlt: values.coverAlt ?? '',
    body: values.body ?? '',
    publishedAt: step.before?.publishedAt ?? null,
  });
  return answer<PostFormValues, EditorErrorKind, string>(
    { values, fieldErrors: imageErrors, preview },
    200,
  );
}

/** One path for every saving button, each its own publication (choiceOf), toast and log entry. */
async function savePostAs(step: EditorStep, intent: SavingIntent) {
  const { runtime, admin, before } = step;
  const db = runtime.handle.db;
  const typed = await withImages(step);
  const check = checkPostForm(typed.values);
  const values = check.values;
  const fieldErrors = { ...(check.ok ? {} : check.fieldErrors), ...typed.imageErrors };
  // The cover's message is shown by its file input.
  if (fieldErrors.coverImage) {
    fieldErrors.coverFile ??= fieldErrors.coverImage;
    delete fieldErrors.coverImage;
  }
  let publishAt: Date | null = null;
  if (intent === POST_INTENTS.schedule) {
    const at = futureTurkiyeTime(values.publishAt, {
      missing: postDeskMessages.publishAtMissing,
      past: postDeskMessages.publishAtPast,
    });
    if (at.ok) publishAt = at.at;
    else fieldErrors.publishAt = [at.message];
  }
  if (!check.ok || Object.keys(fieldErrors).length > 0) {
    return refuse(values, 'invalid', postDeskMessages.invalid, 400, fieldErrors);
  }

  const choice = choiceOf(intent, before, publishAt);
  let result: SaveResult;
  try {
    result = before
      ? await savePost(db, before.id, Number(values.version), check.content, choice, admin.email)
      : await createPost(db, check.content, choice ?? { status: 'draft' }, admin.email);
  } catch (error) {
    // The error only: the text she wrote is not the log's business.
    logger.error('post could not be saved', { postId: before?.id ?? null, ...errorFields(error) });
    return refuse(values, 'failed', postDeskMessages.failed, 500);
  }
  if (!result.ok) {
    switch (result.reason) {
      case 'slug-taken':
        return refuse(values, 'invalid', postDeskMessages.invalid, 409, {
          slug: [postDeskMessages.slugTaken],
        });
      case 'conflict':
        return conflictAnswer(values, result.current, postDeskMessages.conflict);
      case 'missing':
        throw data(postDeskMessages.notFound, { status: 404 });
    }
  }
  const post = result.post;
  const action = logActionOf(intent, before === null);
  const event = { type: 'post', action, postId: post.id, title: post.title } as const;
  await announce(runtime, admin, event, post, before);
  return redirectWithToast(adminPostPath(post.id), doneToast(intent, post), { status: 303 });
}

/** Every refusal brings the form back as typed. */
export async function editorAction(
  runtime: Runtime,
  args: { request: Request; url: URL },
  postId: number | null,
) {
  const admin = await requireAdminOrStash(runtime, args, readPostForm, ({ fields }) =>
    fields[INTENT_FIELD] === POST_INTENTS.delete ? null : postFormValues(fields),
  );
  const read = await readEditorForm(args.request);
  if (!read.ok) return read.answer;
  const { form } = read;
  const intent = intentOf(POST_INTENTS, form.fields[INTENT_FIELD] ?? POST_INTENTS.save);
  const before = postId === null ? null : await requirePost(runtime.handle.db, postId);
  const step: EditorStep = { runtime, admin, before, form };
  switch (intent) {
    case POST_INTENTS.preview:
      return previewPost(step);
    case POST_INTENTS.save:
    case POST_INTENTS.publish:
    case POST_INTENTS.schedule:
    case POST_INTENTS.unpublish:
      return savePostAs(step, intent);
    case POST_INTENTS.delete:
      return removePost(runtime, admin, (before ?? invalidRequest()).id);
  }
}

async function removePost(runtime: Runtime, admin: Admin, id: number): Promise<Response> {
  const post = await deletePost(runtime.handle.db, id);
  if (!post) {
    return redirectWithToast(
      ADMIN_POSTS_PATH,
      { description: postDeskMessages.notFound, variant: 'destructive' },
      { status: 303 },
    );
  }
  const event = { type: 'post', action: 'delete', postId: post.id, title: post.title } as const;
  await announce(runtime, admin, event, post, null);
  return redirectWithToast(
    ADMIN_POSTS_PATH,
    { description: postDeskMessages.deleted },
    { status: 303 },
  );
}

export type PreviewPageData = Awaited<ReturnType<typeof loadPreview>>;
export type RevisionsPageData = Awaited<ReturnType<typeof loadRevisions>>;

export async function loadPreview(
  runtime: Runtime,
  args: { request: Request; url: URL },
  postId: number,
) {
  await requireAdmin(runtime, args);
  const { handle } = runtime;
  const post = await requirePost(handle.db, postId);
  return {
    page: 'preview' as const,
    post: editorPost(post, 0),
    preview: renderPostPreview({ ...post, category: post.category }),
  };
}

export async function loadRevisions(
  runtime: Runtime,
  args: { request: Request; url: URL },
  postId: number,
) {
  await requireAdmin(runtime, args);
  const { handle } = runtime;
  const db = handle.db;
  const post = await requirePost(db, postId);
  const revisions = await listRevisions(db, postId);
  const opened = Number(args.url.searchParams.get('surum'));
  const revision =
    Number.isSafeInteger(opened) && opened > 0 ? await getRevision(db, postId, opened) : null;
  return {
    page: 'revisions' as const,
    post: editorPost(post, 0),
    revisions: revisions.map(({ id, version, adminEmail, createdAt, title }) => ({
      id,
      version,
      adminEmail,
      createdAt,
      title,
    })),
    revision: revision
      ? {
          ...revision,
          preview: renderPostPreview({ ...revision, publishedAt: post.publishedAt }),
        }
      : null,
  };
}

/** The revision's content saved anew, if the post is still as shown. */
export async function restoreRevisionAction(
  runtime: Runtime,
  args: { request: Request; url: URL },
  postId: number,
) {
  const admin = await requireAdmin(runtime, args);
  const db = runtime.handle.db;
  const form = await readForm(args.request);
  const parsed = z
    .object({
      revisionId: z.coerce.number().int().positive(),
      version: z.coerce.number().int().positive(),
    })
    .safeParse({ revisionId: form?.get('revisionId'), version: form?.get('version') });
  if (!parsed.success) throw data('Geçersiz istek.', { status: 400 });
  const before = await requirePost(db, postId);
  const revision = await getRevision(db, postId, parsed.data.revisionId);
  if (!revision) throw data(postDeskMessages.notFound, { status: 404 });
  const back = `${adminPostRevisionsPath(postId)}?surum=${revision.id}`;
  const {
    id: _id,
    postId: _postId,
    version: _version,
    adminEmail: _by,
    createdAt: _at,
    ...content
  } = revision;
  let result: SaveResult;
  try {
    result = await savePost(db, postId, parsed.data.version, content, undefined, admin.email);
  } catch (error) {
    logger.error('revision could not be restored', { postId, ...errorFields(error) });
    return redirectWithToast(
      back,
      { description: postDeskMessages.failed, variant: 'destructive' },
      { status: 303 },
    );
  }
  if (!result.ok) {
    const description =
      result.reason === 'slug-taken'
        ? postDeskMessages.revisionSlugTaken
        : result.reason === 'conflict'
          ? postDeskMessages.conflict
          : postDeskMessages.notFound;
    return redirectWithToast(back, { description, variant: 'destructive' }, { status: 303 });
  }
  await announce(
    runtime,
    admin,
    { type: 'post-restored', postId: result.post.id, version: revision.version },
    result.post,
    before,
  );
  return redirectWithToast(
    adminPostPath(postId),
    { description: postDeskMessages.revisionRestored(revision.version) },
    { status: 303 },
  );
}
