import { data, redirect } from 'react-router';

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
import { INTENT_FIELD, type DeskAnswer, type IntentOf } from '#app/lib/admin/desk-form.ts';
import { formatDateTimeTr, istanbulDateTimeLocal } from '#app/lib/format.ts';
import type { ToastInput } from '#app/lib/toast.ts';
import {
  checkNewsletterForm,
  NEWSLETTER_FORM_MAX_BYTES,
  NEWSLETTER_INTENTS,
  newsletterFormValues,
  type NewsletterFormValues,
} from '#app/schemas/newsletter-desk.ts';
import {
  answer,
  conflictAnswer,
  futureTurkiyeTime,
  intentOf,
  invalidRequest,
  readDeskFields,
  refuse,
} from '#app/server/admin/desks/desk-form.server.ts';
import { loadDeskStash, requireAdminOrStash } from '#app/server/admin/desks/editor-stash.server.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import { requireOwner, type Admin } from '#app/server/admin/sign-in/session.server.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';
import { newsletterMail } from '#app/server/mail/newsletter-mail.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

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

export type NewsletterAnswer = DeskAnswer<NewsletterFormValues, FormErrorKind, MailPreview>;

export type MailPreview = { subject: string; html: string; text: string };

export type DeskNewsletter = Omit<Newsletter, 'body' | 'createdBy' | 'createdAt'>;

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

export async function loadNewsletterList(runtime: Runtime, args: { request: Request; url: URL }) {
  await requireOwner(runtime, args);
  const { handle } = runtime;
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

function valuesFromPost(
  post: { title: string; excerpt: string; slug: string },
  publicUrl: string,
): NewsletterFormValues {
  return {
    subject: post.title,
    body: `${post.excerpt}\n\n[Yazının devamını oku](${publicUrl}${BLOG_PATH}/${post.slug})\n`,
  };
}

/** Brings back the text she typed when her session ran out, if it was stashed for this page. */
export async function loadNewsletterDesk(
  runtime: Runtime,
  args: { request: Request; url: URL },
  id: number | null,
) {
  const admin = await requireOwner(runtime, args);
  const db = runtime.handle.db;
  const { url } = args;
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

  const stash = await loadDeskStash(
    db,
    args,
    admin,
    newsletterFormValues,
    newsletterDeskMessages.restored,
  );
  const restored = stash.restored;
  const posts = newsletter ? [] : await listVisiblePosts(db);
  const chosen = url.searchParams.get('yazi');
  const post = chosen === null ? undefined : posts.find((item) => String(item.id) === chosen);
  let values: NewsletterFormValues = {};
  if (restored) values = restored;
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
      restoredMessage: stash.restoredMessage,
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
      stashProof: stash.stashProof,
    },
    stash.init,
  );
}

type Intent = IntentOf<typeof NEWSLETTER_INTENTS>;
/** The buttons that carry the compose form's text, and so stash it when the session is gone. */
const typedIntents: ReadonlySet<string> = new Set<Intent>([
  NEWSLETTER_INTENTS.preview,
  NEWSLETTER_INTENTS.save,
  NEWSLETTER_INTENTS.test,
  NEWSLETTER_INTENTS.schedule,
  NEWSLETTER_INTENTS.unschedule,
  NEWSLETTER_INTENTS.askSend,
]);

const readFields = (request: Request) => readDeskFields(request, NEWSLETTER_FORM_MAX_BYTES);

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

type DeskStep = {
  runtime: Runtime;
  admin: Admin;
  before: Newsletter | null;
  fields: Record<string, string>;
};

/** The newsletter a view's button acts on: there is none before the first save. */
const saved = (before: Newsletter | null) => before ?? invalidRequest();

/** Once sending has started the text is kept as it was sent. */
function refuseStarted(values: NewsletterFormValues) {
  return refuse<NewsletterFormValues, FormErrorKind>(
    values,
    'started',
    newsletterDeskMessages.started,
    409,
  );
}

function previewMail({ runtime, before, fields }: DeskStep) {
  const values = newsletterFormValues(fields);
  if (before && !isEditable(before)) return refuseStarted(values);
  const preview = previewOf(runtime, {
    subject: values.subject?.trim() ?? '',
    body: values.body ?? '',
  });
  return answer<NewsletterFormValues, FormErrorKind, MailPreview>({ values, preview }, 200);
}

/** A time typed for "Zamanla" is checked with the rest of the form. */
async function saveTyped(
  { runtime, admin, before, fields }: DeskStep,
  planned: Plan | 'typed-time',
): Promise<
  { ok: true; saved: Newsletter } | { ok: false; answer: ReturnType<typeof refuseStarted> }
> {
  const db = runtime.handle.db;
  const values = newsletterFormValues(fields);
  if (before && !isEditable(before)) return { ok: false, answer: refuseStarted(values) };
  const check = checkNewsletterForm(values);
  const fieldErrors = check.ok ? {} : { ...check.fieldErrors };
  let plan: Plan = planned === 'typed-time' ? keptPlan(before) : planned;
  if (planned === 'typed-time') {
    const sendAt = futureTurkiyeTime(values.sendAt, {
      missing: newsletterDeskMessages.sendAtMissing,
      past: newsletterDeskMessages.sendAtPast,
    });
    if (sendAt.ok) plan = { status: 'scheduled', at: sendAt.at };
    else fieldErrors.sendAt = [sendAt.message];
  }
  if (!check.ok || Object.keys(fieldErrors).length > 0) {
    const message = newsletterDeskMessages.invalid;
    return { ok: false, answer: refuse(values, 'invalid', message, 400, fieldErrors) };
  }
  let result: NewsletterChange;
  try {
    result = await save(db, admin, before, values, check.content, plan);
  } catch (error) {
    // The error only: the text she wrote is not the log's business.
    logger.error('newsletter could not be saved', {
      newsletterId: before?.id ?? null,
      ...errorFields(error),
    });
    return {
      ok: false,
      answer: refuse(values, 'failed', newsletterDeskMessages.failed, 500),
    };
  }
  if (result.ok) return { ok: true, saved: result.newsletter };
  switch (result.reason) {
    case 'conflict':
      return {
        ok: false,
        answer: conflictAnswer(values, result.current, newsletterDeskMessages.conflict),
      };
    case 'started':
      return { ok: false, answer: refuseStarted(values) };
    case 'missing':
    case 'no-recipients':
      throw data(newsletterDeskMessages.notFound, { status: 404 });
  }
}

async function saveDraft(step: DeskStep) {
  const result = await saveTyped(step, keptPlan(step.before));
  if (!result.ok) return result.answer;
  const { saved: newsletter } = result;
  if (step.before) await log(step.runtime.handle.db, step.admin, 'edit', newsletter);
  return redirectWithToast(adminNewsletterPath(newsletter.id), savedToast(newsletter), {
    status: 303,
  });
}

async function sendTestMail(step: DeskStep) {
  const result = await saveTyped(step, keptPlan(step.before));
  if (!result.ok) return result.answer;
  await sendTest(step.runtime, step.admin, result.saved);
  return redirectWithToast(
    adminNewsletterPath(result.saved.id),
    { description: newsletterDeskMessages.testSent(step.admin.email) },
    { status: 303 },
  );
}

/** "Zamanla": at the time typed, in the future, Türkiye time. */
async function schedule(step: DeskStep) {
  const result = await saveTyped(step, 'typed-time');
  if (!result.ok) return result.answer;
  const { saved: newsletter } = result;
  await log(step.runtime.handle.db, step.admin, 'schedule', newsletter);
  return redirectWithToast(
    adminNewsletterPath(newsletter.id),
    {
      description: newsletterDeskMessages.scheduled(newsletter.scheduledAt ?? newsletter.updatedAt),
    },
    { status: 303 },
  );
}

async function unschedule(step: DeskStep) {
  const result = await saveTyped(step, { status: 'draft' });
  if (!result.ok) return result.answer;
  await log(step.runtime.handle.db, step.admin, 'unschedule', result.saved);
  return redirectWithToast(
    adminNewsletterPath(result.saved.id),
    { description: newsletterDeskMessages.unscheduled },
    { status: 303 },
  );
}

async function askSend(step: DeskStep) {
  const result = await saveTyped(step, keptPlan(step.before));
  if (!result.ok) return result.answer;
  const { before } = step;
  const newsletter = result.saved;
  if (before && (before.subject !== newsletter.subject || before.body !== newsletter.body)) {
    await log(step.runtime.handle.db, step.admin, 'edit', newsletter);
  }
  return redirect(`${adminNewsletterPath(newsletter.id)}?gonder=1`, 303);
}

/** Every refusal brings the form back as typed. */
export async function newsletterDeskAction(
  runtime: Runtime,
  args: { request: Request; url: URL },
  id: number | null,
) {
  const admin = await requireAdminOrStash(
    runtime,
    args,
    readFields,
    (fields) => {
      if (fields === 'too-large') return null;
      const typed = newsletterFormValues(fields);
      return typedIntents.has(fields[INTENT_FIELD] ?? '') && (typed.subject || typed.body)
        ? typed
        : null;
    },
    { ownerOnly: true },
  );
  const fields = await readFields(args.request);
  if (fields === 'too-large') {
    return refuse<NewsletterFormValues, FormErrorKind>(
      {},
      'failed',
      newsletterDeskMessages.tooLarge,
      413,
    );
  }
  const intent = intentOf(NEWSLETTER_INTENTS, fields[INTENT_FIELD]);
  const before = id === null ? null : await requireNewsletter(runtime.handle.db, id);
  const step: DeskStep = { runtime, admin, before, fields };
  switch (intent) {
    case NEWSLETTER_INTENTS.preview:
      return previewMail(step);
    case NEWSLETTER_INTENTS.save:
      return saveDraft(step);
    case NEWSLETTER_INTENTS.test:
      return sendTestMail(step);
    case NEWSLETTER_INTENTS.schedule:
      return schedule(step);
    case NEWSLETTER_INTENTS.unschedule:
      return unschedule(step);
    case NEWSLETTER_INTENTS.askSend:
      return askSend(step);
    case NEWSLETTER_INTENTS.send:
      return sendNow(runtime, admin, saved(before), Number(fields.version));
    case NEWSLETTER_INTENTS.pause:
      return pauseOrResume(runtime, admin, saved(before), false);
    case NEWSLETTER_INTENTS.resume:
      return pauseOrResume(runtime, admin, saved(before), true);
    case NEWSLETTER_INTENTS.delete:
      return remove(runtime, admin, saved(before));
  }
}

function savedToast(newsletter: Newsletter): ToastInput {
  return {
    description:
      newsletter.status === 'draft' ? newsletterDeskMessages.drafted : newsletterDeskMessages.saved,
  };
}

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

/** The mail as subscribers get it, "[Deneme]" before its subject. */
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

/** To every confirmed subscriber, if unchanged since. */
async function sendNow(
  runtime: Runtime,
  admin: Admin,
  before: Newsletter,
  version: number,
): Promise<Response | ReturnType<typeof refuseStarted>> {
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
        return refuse<NewsletterFormValues, FormErrorKind>(
          valuesOf(before),
          'no-recipients',
          newsletterDeskMessages.noRecipients,
          409,
        );
      case 'conflict':
        return refuse<NewsletterFormValues, FormErrorKind>(
          valuesOf(result.current),
          'conflict',
          newsletterDeskMessages.sendConflict,
          409,
        );
      case 'started':
        return refuseStarted(valuesOf(before));
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
