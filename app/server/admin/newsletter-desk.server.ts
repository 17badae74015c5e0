import { data, redirect } from 'react-router';
import { z } from 'zod';

import { ADMIN_NEWSLETTERS_PATH, BLOG_PATH } from '#app/data/page-paths.ts';
import { countConsentChangesSince, lastIysExport } from '#app/db/iys-exports.server.ts';
import { listVisiblePosts } from '#app/db/blog-posts.server.ts';
import type { Executor } from '#app/db/client.server.ts';
import {
  countRecipients,
  countStoppedAddresses,
  createNewsletter,
  deleteNewsletter,
  deliveryCounts,
  getNewsletter,
  listNewsletters,
  saveNewsletter,
  setSending,
  type Newsletter,
  type NewsletterChange,
  type NewsletterContent,
} from '#app/db/newsletters.server.ts';
import { enqueueMail } from '#app/db/outbox.server.ts';
import type { NewsletterAction } from '#app/lib/admin/audit-events.ts';
import { adminNewsletterPath } from '#app/lib/admin/newsletter-paths.ts';
import { ADMIN_PAGE_SIZE, pageCount, parsePage } from '#app/lib/admin/paging.ts';
import {
  formatDateTimeTr,
  fromIstanbulDateTimeLocal,
  istanbulDateTimeLocal,
} from '#app/lib/format.ts';
import type { ToastInput } from '#app/lib/toast.ts';
import {
  checkNewsletterForm,
  NEWSLETTER_FORM_MAX_BYTES,
  newsletterFormValues,
  type NewsletterFormValues,
} from '#app/schemas/newsletter-desk.ts';
import {
  issueStashProof,
  requireAdminOrStash,
  takeEditorStash,
} from '#app/server/admin/editor-stash.server.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import { requireOwner, type Admin } from '#app/server/admin/session.server.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';
import { newsletterMail } from '#app/server/mail/newsletter-mail.server.ts';
import { BodyTooLargeError, readFormFields } from '#app/server/request-body.server.ts';
import { getRuntime, type Runtime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

/** The newsletter desk's Turkish messages (docs/product.md#newsletter-desk). */
export const newsletterDeskMessages = {
  invalid: 'Bülten kaydedilmedi: işaretli alanları düzeltin. Yazdıklarınız duruyor.',
  conflict:
    'Bu bülten siz açtıktan sonra başka bir yerde değiştirildi. Yazdıklarınız aşağıda duruyor; kaydetmeden önce son hâliyle karşılaştırın.',
  sendConflict:
    'Bu bülten siz açtıktan sonra başka bir yerde değiştirildi; gönderilmedi. Son hâline bakıp yeniden deneyin.',
  started: 'Bu bültenin gönderimi başladı; artık değiştirilemez. Yazdıklarınız aşağıda duruyor.',
  failed: 'Kaydedilemedi, yazdıklarınız duruyor. Lütfen tekrar deneyin.',
  tooLarge: 'Gönderilen form çok büyük; içerik en fazla 50.000 karakter olabilir.',
  restored: 'Oturumunuzun süresi dolmuştu; yazdıklarınız geri yüklendi. Kaydetmeyi unutmayın.',
  sendAtMissing: 'Gönderim zamanını gün ve saatiyle seçin.',
  sendAtPast: 'Gönderim zamanı geçmişte kalıyor; ileri bir zaman seçin.',
  noRecipients: 'Onaylı abone yok; bülten gönderilmedi.',
  notFound: 'Bülten bulunamadı; silinmiş olabilir.',
  postNotFound: 'Seçtiğiniz yazı bulunamadı ya da yayında değil.',
  drafted: 'Taslak kaydedildi.',
  saved: 'Değişiklikler kaydedildi.',
  scheduled: (at: string) => `Bülten ${formatDateTimeTr(at)} (Türkiye saati) gönderilecek.`,
  unscheduled: 'Zamanlama kaldırıldı; bülten taslak olarak duruyor.',
  testSent: (to: string) => `Deneme e-postası ${to} adresine gönderiliyor.`,
  sending: (recipients: number) =>
    `Bülten ${recipients.toLocaleString('tr-TR')} onaylı aboneye gönderiliyor.`,
  paused: 'Gönderim duraklatıldı.',
  resumed: 'Gönderim yeniden başladı.',
  notPaused: 'Bu bülten şu anda gönderilmiyor; duraklatılamadı.',
  notResumed: 'Bu bülten duraklatılmış değil; sürdürülemedi.',
  deleted: 'Bülten silindi.',
  notDeleted: 'Bu bülten silinemez: gönderimi başladı.',
} as const;

type FormErrorKind = 'invalid' | 'conflict' | 'started' | 'failed' | 'no-recipients';

/** What the desk's action answers when it does not redirect: the form comes back as typed. */
export type NewsletterAnswer = {
  values: NewsletterFormValues;
  fieldErrors?: Record<string, string[]>;
  formError?: { kind: FormErrorKind; message: string };
  /** Önizle: the mail's HTML and plain-text parts as they are typed. */
  preview?: MailPreview;
  /** A new answer remounts the form with its values. */
  answeredAt: number;
};

export type MailPreview = { subject: string; html: string; text: string };

/** What the desk's pages show of a saved newsletter. */
export type DeskNewsletter = Omit<Newsletter, 'body' | 'createdBy' | 'createdAt'>;

function answer(body: Omit<NewsletterAnswer, 'answeredAt'>, status: number) {
  return data<NewsletterAnswer>({ ...body, answeredAt: Date.now() }, { status });
}

const isEditable = (newsletter: Pick<Newsletter, 'status'>) =>
  newsletter.status === 'draft' || newsletter.status === 'scheduled';

function deskNewsletter(newsletter: Newsletter): DeskNewsletter {
  const { body: _body, createdBy: _by, createdAt: _at, ...rest } = newsletter;
  return rest;
}

function valuesOf(newsletter: Newsletter): NewsletterFormValues {
  return {
    subject: newsletter.subject,
    body: newsletter.body,
    sendAt:
      newsletter.status === 'scheduled' && newsletter.scheduledAt
        ? istanbulDateTimeLocal(newsletter.scheduledAt)
        : '',
    version: String(newsletter.version),
  };
}

/** The mail as the test mail shows it: a subscriber's differs only in its unsubscribe link. */
function previewOf(runtime: Runtime, content: NewsletterContent): MailPreview {
  const mail = newsletterMail({
    newsletter: content,
    to: null,
    publicUrl: runtime.publicUrl,
    identity: runtime.identity,
  });
  return { subject: content.subject, html: mail.html, text: mail.text };
}

/** A newsletter id from the address, or a 404. */
export function newsletterIdParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw data(newsletterDeskMessages.notFound, { status: 404 });
  }
  return id;
}

async function requireNewsletter(db: Executor, id: number): Promise<Newsletter> {
  const newsletter = await getNewsletter(db, id);
  if (!newsletter) throw data(newsletterDeskMessages.notFound, { status: 404 });
  return newsletter;
}

/** /yonetim/bulten: the newsletters, newest first, and how many would get one now. */
export async function loadNewsletterList(args: { request: Request; url: URL }) {
  await requireOwner(args);
  const { handle } = await getRuntime();
  const page = parsePage(args.url.searchParams.get('sayfa'));
  const [list, recipients, stopped] = await Promise.all([
    listNewsletters(handle.db, { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE }),
    countRecipients(handle.db),
    countStoppedAddresses(handle.db),
  ]);
  return {
    items: list.items,
    total: list.total,
    page,
    pages: pageCount(list.total),
    recipients,
    stopped,
  };
}

/** "Bir yazıdan başla": the post's title, its excerpt and a link to the rest. */
function valuesFromPost(
  post: { title: string; excerpt: string; slug: string },
  publicUrl: string,
): NewsletterFormValues {
  return {
    subject: post.title,
    body: `${post.excerpt}\n\n[Yazının devamını oku](${publicUrl}${BLOG_PATH}/${post.slug})\n`,
  };
}

/**
 * A newsletter's page: the compose form for a new one (`id` null) or one not yet sent, with
 * the text she had typed when her session ran out if it was stashed for this page; the
 * read-only view with its progress for one being sent or sent.
 */
export async function loadNewsletterDesk(args: { request: Request; url: URL }, id: number | null) {
  const admin = await requireOwner(args);
  const runtime = await getRuntime();
  const db = runtime.handle.db;
  const { request, url } = args;
  const newsletter = id === null ? null : await requireNewsletter(db, id);

  if (newsletter && !isEditable(newsletter)) {
    const counts = (await deliveryCounts(db, [newsletter.id])).get(newsletter.id);
    return data({
      page: 'view' as const,
      newsletter: deskNewsletter(newsletter),
      counts: counts ?? { pending: 0, sent: 0, failed: 0, skipped: 0, total: 0 },
      preview: previewOf(runtime, newsletter),
    });
  }

  const stash = await takeEditorStash(db, request, admin, url.pathname, newsletterFormValues);
  const restored = stash !== null && Object.keys(stash.values).length > 0;
  const posts = newsletter ? [] : await listVisiblePosts(db);
  const chosen = url.searchParams.get('yazi');
  const post = chosen === null ? undefined : posts.find((item) => String(item.id) === chosen);
  let values: NewsletterFormValues = {};
  if (restored) values = stash.values;
  else if (newsletter) values = valuesOf(newsletter);
  else if (post) values = valuesFromPost(post, runtime.publicUrl);
  const [recipients, stopped, lastIys] = await Promise.all([
    countRecipients(db),
    countStoppedAddresses(db),
    lastIysExport(db),
  ]);
  const iysChanges = await countConsentChangesSince(db, lastIys?.exportedAt ?? null);
  return data(
    {
      page: 'compose' as const,
      newsletter: newsletter ? deskNewsletter(newsletter) : null,
      values,
      restoredMessage: restored ? newsletterDeskMessages.restored : null,
      posts: posts.map(({ id: postId, title }) => ({ id: postId, title })),
      chosenPost: post?.id ?? null,
      postError: chosen !== null && !post && !restored ? newsletterDeskMessages.postNotFound : null,
      confirming:
        newsletter === null
          ? null
          : url.searchParams.has('gonder')
            ? ('send' as const)
            : url.searchParams.has('sil')
              ? ('delete' as const)
              : null,
      recipients,
      stopped,
      iys: { lastExportAt: lastIys?.exportedAt ?? null, ...iysChanges },
      testTo: admin.email,
      stashProof: issueStashProof(admin, url.pathname),
    },
    stash ? { headers: { 'Set-Cookie': stash.setCookie } } : undefined,
  );
}

const IntentSchema = z.enum([
  'preview',
  'save',
  'test',
  'schedule',
  'unschedule',
  'ask-send',
  'send',
  'pause',
  'resume',
  'delete',
]);
type Intent = z.output<typeof IntentSchema>;
/** The buttons that carry the compose form's text, and so stash it when the session is gone. */
const typedIntents: ReadonlySet<Intent> = new Set([
  'preview',
  'save',
  'test',
  'schedule',
  'unschedule',
  'ask-send',
]);

async function readFields(request: Request): Promise<Record<string, string> | 'too-large'> {
  try {
    const fields = await readFormFields(request, NEWSLETTER_FORM_MAX_BYTES);
    if (!fields) throw data('Geçersiz istek.', { status: 400 });
    return fields;
  } catch (error) {
    if (error instanceof BodyTooLargeError) return 'too-large';
    throw error;
  }
}

async function log(
  db: Executor,
  admin: Admin,
  action: NewsletterAction,
  newsletter: Pick<Newsletter, 'id' | 'subject'>,
): Promise<void> {
  await recordAudit(db, admin, {
    type: 'newsletter',
    action,
    newsletterId: newsletter.id,
    subject: newsletter.subject,
  });
}

type Plan = Parameters<typeof saveNewsletter>[4];

/** Saving (or a test mail) keeps a scheduled newsletter scheduled; a new one is a draft. */
function keptPlan(before: Newsletter | null): Plan {
  return before?.status === 'scheduled' && before.scheduledAt
    ? { status: 'scheduled', at: new Date(before.scheduledAt) }
    : { status: 'draft' };
}

/**
 * The compose form's and the view's buttons (a new newsletter: `id` null): Önizle, Taslak
 * olarak kaydet, Bana deneme gönder, Zamanla, Zamanlamayı kaldır, Şimdi gönder (then its
 * confirmation), Sil, Duraklat and Devam et. Every refusal brings the form back as typed.
 */
export async function newsletterDeskAction(
  args: { request: Request; url: URL },
  id: number | null,
) {
  const admin = await requireAdminOrStash(
    args,
    readFields,
    (fields) => {
      if (fields === 'too-large') return null;
      const intent = IntentSchema.safeParse(fields.intent);
      const typed = newsletterFormValues(fields);
      return intent.success && typedIntents.has(intent.data) && (typed.subject || typed.body)
        ? typed
        : null;
    },
    { ownerOnly: true },
  );
  const fields = await readFields(args.request);
  const runtime = await getRuntime();
  const db = runtime.handle.db;
  if (fields === 'too-large') {
    return answer(
      { values: {}, formError: { kind: 'failed', message: newsletterDeskMessages.tooLarge } },
      413,
    );
  }
  const parsedIntent = IntentSchema.safeParse(fields.intent);
  if (!parsedIntent.success) throw data('Geçersiz istek.', { status: 400 });
  const intent = parsedIntent.data;
  const before = id === null ? null : await requireNewsletter(db, id);

  switch (intent) {
    case 'delete':
    case 'pause':
    case 'resume':
    case 'send':
      if (!before) throw data('Geçersiz istek.', { status: 400 });
      if (intent === 'delete') return remove(runtime, admin, before);
      if (intent === 'send') return sendNow(runtime, admin, before, Number(fields.version));
      return pauseOrResume(runtime, admin, before, intent === 'resume');
  }

  const values = newsletterFormValues(fields);
  if (before && !isEditable(before)) {
    return answer(
      { values, formError: { kind: 'started', message: newsletterDeskMessages.started } },
      409,
    );
  }
  if (intent === 'preview') {
    return answer(
      {
        values,
        preview: previewOf(runtime, {
          subject: values.subject?.trim() ?? '',
          body: values.body ?? '',
        }),
      },
      200,
    );
  }

  const check = checkNewsletterForm(values);
  const fieldErrors = check.ok ? {} : { ...check.fieldErrors };
  let sendAt: Date | null = null;
  if (intent === 'schedule') {
    sendAt = fromIstanbulDateTimeLocal(values.sendAt?.trim() ?? '');
    if (!sendAt) fieldErrors.sendAt = [newsletterDeskMessages.sendAtMissing];
    else if (sendAt.getTime() <= Date.now()) {
      fieldErrors.sendAt = [newsletterDeskMessages.sendAtPast];
    }
  }
  if (!check.ok || Object.keys(fieldErrors).length > 0) {
    return answer(
      {
        values,
        fieldErrors,
        formError: { kind: 'invalid', message: newsletterDeskMessages.invalid },
      },
      400,
    );
  }

  const plan: Plan =
    intent === 'schedule' && sendAt
      ? { status: 'scheduled', at: sendAt }
      : intent === 'unschedule'
        ? { status: 'draft' }
        : keptPlan(before);
  let result: NewsletterChange;
  try {
    result = await save(db, admin, before, values, check.content, plan);
  } catch (error) {
    // The error only: the text she wrote is not the log's business.
    logger.error('newsletter could not be saved', { newsletterId: id, ...errorFields(error) });
    return answer(
      { values, formError: { kind: 'failed', message: newsletterDeskMessages.failed } },
      500,
    );
  }
  if (!result.ok) {
    switch (result.reason) {
      case 'conflict':
        // From now on the form is at the current version: she has been told, and decides.
        return answer(
          {
            values: { ...values, version: String(result.current.version) },
            formError: { kind: 'conflict', message: newsletterDeskMessages.conflict },
          },
          409,
        );
      case 'started':
        return answer(
          { values, formError: { kind: 'started', message: newsletterDeskMessages.started } },
          409,
        );
      case 'missing':
      case 'no-recipients':
        throw data(newsletterDeskMessages.notFound, { status: 404 });
    }
  }
  const saved = result.newsletter;

  const path = adminNewsletterPath(saved.id);
  switch (intent) {
    case 'save':
      if (before) await log(db, admin, 'edit', saved);
      return redirectWithToast(path, savedToast(saved), { status: 303 });
    case 'schedule':
    case 'unschedule':
      await log(db, admin, intent, saved);
      return redirectWithToast(
        path,
        {
          description:
            intent === 'schedule'
              ? newsletterDeskMessages.scheduled(saved.scheduledAt ?? saved.updatedAt)
              : newsletterDeskMessages.unscheduled,
        },
        { status: 303 },
      );
    case 'test':
      await sendTest(runtime, admin, saved);
      return redirectWithToast(
        path,
        { description: newsletterDeskMessages.testSent(admin.email) },
        { status: 303 },
      );
    case 'ask-send':
      if (before && (before.subject !== saved.subject || before.body !== saved.body)) {
        await log(db, admin, 'edit', saved);
      }
      return redirect(`${path}?gonder=1`, 303);
  }
}

function savedToast(newsletter: Newsletter): ToastInput {
  return {
    description:
      newsletter.status === 'draft' ? newsletterDeskMessages.drafted : newsletterDeskMessages.saved,
  };
}

/** A new newsletter is created (and logged) first; then it, or the one opened, is saved as planned. */
async function save(
  db: Runtime['handle']['db'],
  admin: Admin,
  before: Newsletter | null,
  values: NewsletterFormValues,
  content: NewsletterContent,
  plan: Plan,
): Promise<NewsletterChange> {
  if (before) return saveNewsletter(db, before.id, Number(values.version), content, plan);
  const created = await createNewsletter(db, content, admin.email);
  await log(db, admin, 'create', created);
  if (plan.status === 'draft') return { ok: true, newsletter: created };
  return saveNewsletter(db, created.id, created.version, content, plan);
}

/** "Bana deneme gönder": the mail as subscribers get it, "[Deneme]" before its subject, to the signed-in account. */
async function sendTest(runtime: Runtime, admin: Admin, newsletter: Newsletter): Promise<void> {
  const mail = newsletterMail({
    newsletter,
    to: null,
    publicUrl: runtime.publicUrl,
    identity: runtime.identity,
  });
  await enqueueMail(runtime.handle.db, {
    kind: 'newsletter-test',
    // "Bana": the account that asked, which is the coach's own address.
    to: admin.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  });
  await log(runtime.handle.db, admin, 'test', newsletter);
  runtime.mail.kick();
}

/** "Evet, şimdi gönder": the newsletter as saved, to every confirmed subscriber, if unchanged since. */
async function sendNow(
  runtime: Runtime,
  admin: Admin,
  before: Newsletter,
  version: number,
): Promise<Response | ReturnType<typeof answer>> {
  const db = runtime.handle.db;
  const { subject, body } = before;
  const result = await saveNewsletter(
    db,
    before.id,
    version,
    { subject, body },
    {
      status: 'sending',
    },
  );
  if (!result.ok) {
    switch (result.reason) {
      case 'no-recipients':
        return answer(
          {
            values: valuesOf(before),
            formError: { kind: 'no-recipients', message: newsletterDeskMessages.noRecipients },
          },
          409,
        );
      case 'conflict':
        return answer(
          {
            values: valuesOf(result.current),
            formError: { kind: 'conflict', message: newsletterDeskMessages.sendConflict },
          },
          409,
        );
      case 'started':
        return answer(
          {
            values: valuesOf(before),
            formError: { kind: 'started', message: newsletterDeskMessages.started },
          },
          409,
        );
      case 'missing':
        throw data(newsletterDeskMessages.notFound, { status: 404 });
    }
  }
  await log(db, admin, 'send', result.newsletter);
  runtime.newsletters.kick();
  return redirectWithToast(
    adminNewsletterPath(before.id),
    {
      description: newsletterDeskMessages.sending(
        result.recipients ?? result.newsletter.recipients,
      ),
    },
    { status: 303 },
  );
}

async function pauseOrResume(
  runtime: Runtime,
  admin: Admin,
  newsletter: Newsletter,
  run: boolean,
): Promise<Response> {
  const changed = await setSending(runtime.handle.db, newsletter.id, run);
  const path = adminNewsletterPath(newsletter.id);
  if (!changed) {
    return redirectWithToast(
      path,
      {
        description: run ? newsletterDeskMessages.notResumed : newsletterDeskMessages.notPaused,
        variant: 'destructive',
      },
      { status: 303 },
    );
  }
  await log(runtime.handle.db, admin, run ? 'resume' : 'pause', newsletter);
  if (run) runtime.newsletters.kick();
  return redirectWithToast(
    path,
    { description: run ? newsletterDeskMessages.resumed : newsletterDeskMessages.paused },
    { status: 303 },
  );
}

async function remove(runtime: Runtime, admin: Admin, newsletter: Newsletter): Promise<Response> {
  if (!(await deleteNewsletter(runtime.handle.db, newsletter.id))) {
    return redirectWithToast(
      adminNewsletterPath(newsletter.id),
      { description: newsletterDeskMessages.notDeleted, variant: 'destructive' },
      { status: 303 },
    );
  }
  await log(runtime.handle.db, admin, 'delete', newsletter);
  return redirectWithToast(
    ADMIN_NEWSLETTERS_PATH,
    { description: newsletterDeskMessages.deleted },
    { status: 303 },
  );
}
