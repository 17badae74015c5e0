import { data, redirect } from 'react-router';

import {
  createItem,
  getItem,
  listContentRevisions,
  listItems,
  moveItem,
  saveItem,
  type ContentItem,
  type ContentSaveResult,
  type ContentState,
} from '#app/db/content.server.ts';
import { INTENT_FIELD, type DeskAnswer } from '#app/lib/admin/desk-form.ts';
import {
  adminContentItemPath,
  adminContentListPath,
  IMPORT_SEGMENT,
  NEW_ITEM_KEY,
  PRICES_SEGMENT,
} from '#app/lib/admin/content-paths.ts';
import { contentKinds, SINGLE_KEY, type ContentKind } from '#app/lib/content/content-kinds.ts';
import { numberedSlug, slugFromTitle } from '#app/lib/slug.ts';
import {
  CONTENT_INTENTS,
  kindOfSegment,
  kindTexts,
  type KindText,
} from '#app/schemas/content-fields.ts';
import { fieldErrorsOf, flatten, unflatten, type FlatValues } from '#app/schemas/content-form.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import {
  answer,
  conflictAnswer,
  intentOf,
  invalidRequest,
  readDeskFields,
  refuse,
  versionOf,
} from '#app/server/admin/desks/desk-form.server.ts';
import { renderContentPreview } from '#app/server/admin/desks/content-preview.server.tsx';
import { loadDeskStash, requireAdminOrStash } from '#app/server/admin/desks/editor-stash.server.ts';
import {
  OWNER_ONLY_MESSAGE,
  requireAdmin,
  type Admin,
} from '#app/server/admin/sign-in/session.server.ts';
import { getConfig } from '#app/server/config.server.ts';
import { keptOnSave } from '#app/server/content/testimonials.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

export const contentDeskMessages = {
  invalid: 'Kaydedilmedi: işaretli alanları düzeltin. Yazdıklarınız duruyor.',
  conflict:
    'Bu içerik siz açtıktan sonra başka bir yerde değiştirildi. Yazdıklarınız aşağıda duruyor; kaydetmeden önce son sürümle karşılaştırın.',
  keyTaken: 'Bu adres başka bir kayıtta kullanılıyor; başlığı ya da adresi değiştirin.',
  noKey: 'Bu alandan bir adres yapılamadı; harf ya da rakam içeren bir metin yazın.',
  tooLarge: 'Form çok büyük olduğu için kaydedilmedi; metinleri kısaltıp tekrar deneyin.',
  restored: 'Oturumunuzun süresi dolmuştu; yazdıklarınız geri yüklendi. Kaydetmeyi unutmayın.',
  notFound: 'İçerik bulunamadı; silinmiş olabilir.',
  priceOwnerOnly: 'Fiyatı yalnızca site sahibi değiştirebilir.',
  drafted: 'Taslak kaydedildi; sitede görünmüyor.',
  saved: 'Değişiklikler kaydedildi ve sitede.',
  published: 'Yayımlandı; artık sitede görünüyor.',
  retired: 'Yayından kaldırıldı; sitede görünmüyor, sürümleri saklanıyor.',
  moved: 'Sıra değişti.',
  revisionRestored: (version: number) =>
    `${version}. sürüm geri yüklendi ve yeni bir kayıt olarak saklandı.`,
} as const;

/** Posted with the form: the item's address (services only) and the version she opened. */
export const KEY_FIELD = '_key';
const CONTENT_FORM_MAX_BYTES = 256 * 1024;

type ErrorKind = 'invalid' | 'conflict' | 'too-large';
/** A preview's answer carries the public sections' HTML with what she typed. */
export type ContentAnswer = DeskAnswer<FlatValues, ErrorKind, ContentPreviewHtml>;
export type ContentPreviewHtml = { light: string; dark: string };

function kindParam(segment: string | undefined): ContentKind {
  const kind = kindOfSegment(segment);
  if (!kind) throw data(contentDeskMessages.notFound, { status: 404 });
  return kind;
}

/** Prices, identity and the seller's details are the owner's (docs/product.md#content-desk). */
function allowed(admin: Admin, kind: ContentKind): void {
  if (contentKinds[kind].ownerOnly && admin.role !== 'owner') {
    throw data(OWNER_ONLY_MESSAGE, { status: 403 });
  }
}

/** The desk's pages under /yonetim/icerik: the kinds, a kind's items, an item, its versions. */
export type ContentPage =
  | { page: 'index' }
  | { page: 'prices' }
  | { page: 'import' }
  | { page: 'list'; kind: ContentKind }
  | { page: 'item'; kind: ContentKind; key: string }
  | { page: 'revisions'; kind: ContentKind; key: string };

export function contentPageOf(splat: string | undefined): ContentPage {
  const [segment, key, rest, ...more] = (splat ?? '').split('/').filter(Boolean);
  if (!segment) return { page: 'index' };
  if (segment === PRICES_SEGMENT && !key) return { page: 'prices' };
  if (segment === IMPORT_SEGMENT && !key) return { page: 'import' };
  const kind = kindParam(segment);
  if (more.length > 0 || (rest !== undefined && rest !== 'surumler')) {
    throw data(contentDeskMessages.notFound, { status: 404 });
  }
  if (!key) return { page: 'list', kind };
  return rest ? { page: 'revisions', kind, key } : { page: 'item', kind, key };
}

function itemTitle(kind: ContentKind, item: ContentItem, serviceTitles: Map<string, string>) {
  const text: KindText = kindTexts[kind];
  if (!contentKinds[kind].many) return text.plural;
  const value = (item.data as Record<string, unknown>)[text.titleField];
  if (kind === 'coaching-type') return serviceTitles.get(String(value)) ?? String(value);
  return typeof value === 'string' ? value : item.key;
}

async function serviceTitles(runtime: Runtime): Promise<Map<string, string>> {
  const services = await listItems(runtime.handle.db, 'service');
  return new Map(services.map((item) => [item.key, (item.data as { title: string }).title]));
}

export async function loadContentIndex(runtime: Runtime, args: { request: Request; url: URL }) {
  const admin = await requireAdmin(runtime, args);
  const kinds = (Object.keys(kindTexts) as ContentKind[]).filter(
    (kind) => !contentKinds[kind].ownerOnly || admin.role === 'owner',
  );
  const counts = await runtime.handle.db
    .selectFrom('content_items')
    .select(['kind', 'state', (eb) => eb.fn.countAll<string | number>().as('count')])
    .groupBy(['kind', 'state'])
    .execute();
  return {
    page: 'index' as const,
    // Prices, the export and the import are the owner's.
    owner: admin.role === 'owner',
    kinds: kinds.map((kind) => {
      const count = (state: ContentState) =>
        Number(counts.find((row) => row.kind === kind && row.state === state)?.count ?? 0);
      const { segment, plural } = kindTexts[kind];
      return {
        kind,
        plural,
        href: contentKinds[kind].many
          ? adminContentListPath(segment)
          : adminContentItemPath(segment, SINGLE_KEY),
        many: contentKinds[kind].many,
        published: count('published'),
        drafts: count('draft'),
        retired: count('retired'),
      };
    }),
  };
}

export async function loadContentList(
  runtime: Runtime,
  args: { request: Request; url: URL },
  kind: ContentKind,
) {
  const admin = await requireAdmin(runtime, args);
  allowed(admin, kind);
  const { segment } = kindTexts[kind];
  if (!contentKinds[kind].many) throw redirect(adminContentItemPath(segment, SINGLE_KEY));
  const [items, titles] = await Promise.all([
    listItems(runtime.handle.db, kind),
    serviceTitles(runtime),
  ]);
  return {
    page: 'list' as const,
    kind,
    items: items.map((item) => ({
      key: item.key,
      title: itemTitle(kind, item, titles),
      state: item.state,
      updatedAt: item.updatedAt,
      href: adminContentItemPath(segment, item.key),
    })),
  };
}

/** "Yukarı" and "Aşağı" on a kind's list: plain posts, so they work without JavaScript. */
export async function contentListAction(
  runtime: Runtime,
  args: { request: Request; url: URL },
  kind: ContentKind,
) {
  const admin = await requireAdmin(runtime, args);
  allowed(admin, kind);
  const form = await readDeskFields(args.request, 4096);
  if (form === 'too-large') throw data('Geçersiz istek.', { status: 413 });
  const intent = intentOf(
    { up: CONTENT_INTENTS.moveUp, down: CONTENT_INTENTS.moveDown },
    form[INTENT_FIELD],
  );
  const key = form.key ?? '';
  const moved = await moveItem(
    runtime.handle.db,
    kind,
    key,
    intent === CONTENT_INTENTS.moveUp ? 'up' : 'down',
  );
  if (moved) {
    const item = await getItem(runtime.handle.db, kind, key);
    if (item) await changed(runtime, item, admin, 'move');
  }
  return redirectWithToast(
    `${adminContentListPath(kindTexts[kind].segment)}#${key}`,
    { description: contentDeskMessages.moved },
    { status: 303 },
  );
}

/** The form's values of an item: its fields and, for a service, its address. */
function valuesOf(kind: ContentKind, item: ContentItem): FlatValues {
  return {
    ...flatten(kindTexts[kind].fields, item.data as Record<string, unknown>),
    ...(kind === 'service' ? { [KEY_FIELD]: item.key } : {}),
    version: String(item.version),
  };
}

/** The identity's fields the environment sets: shown as in force over what is saved. */
function overriddenFields(kind: ContentKind): string[] {
  if (kind !== 'identity') return [];
  const { social, ...rest } = getConfig().identityOverrides;
  return [...Object.keys(rest), ...Object.keys(social).map((name) => `social.${name}`)];
}

async function requireItem(runtime: Runtime, kind: ContentKind, key: string) {
  const item = await getItem(runtime.handle.db, kind, key);
  if (!item) throw data(contentDeskMessages.notFound, { status: 404 });
  return item;
}

export async function loadContentItem(
  runtime: Runtime,
  args: { request: Request; url: URL },
  kind: ContentKind,
  key: string,
) {
  const admin = await requireAdmin(runtime, args);
  allowed(admin, kind);
  const isNew = key === NEW_ITEM_KEY && kindTexts[kind].canAdd;
  const item = isNew ? null : await requireItem(runtime, kind, key);
  const stash = await loadDeskStash(
    runtime.handle.db,
    args,
    admin,
    (fields) => fields,
    contentDeskMessages.restored,
  );
  const titles = await serviceTitles(runtime);
  const values = stash.restored ?? (item ? valuesOf(kind, item) : { version: '' });
  return data(
    {
      page: 'item' as const,
      kind,
      item: item
        ? {
            key: item.key,
            title: itemTitle(kind, item, titles),
            state: item.state,
            version: item.version,
            updatedAt: item.updatedAt,
            updatedBy: item.updatedBy,
          }
        : null,
      values,
      overridden: overriddenFields(kind),
      services: [...titles].map(([value, label]) => ({ value, label })),
      canEditPrice: admin.role === 'owner',
      restoredMessage: stash.restoredMessage,
      stashProof: stash.stashProof,
    },
    stash.init,
  );
}

const readContentForm = (request: Request) => readDeskFields(request, CONTENT_FORM_MAX_BYTES);

/** Saves, publishes or retires an item; every field checked by its kind's schema. */
export async function contentItemAction(
  runtime: Runtime,
  args: { request: Request; url: URL },
  kind: ContentKind,
  key: string,
) {
  const admin = await requireAdminOrStash(runtime, args, readContentForm, (fields) =>
    fields === 'too-large' ? null : fields,
  );
  allowed(admin, kind);
  const form = await readContentForm(args.request);
  if (form === 'too-large') {
    return refuse<FlatValues, ErrorKind>({}, 'too-large', contentDeskMessages.tooLarge, 413);
  }
  const intent = intentOf(
    {
      save: CONTENT_INTENTS.save,
      publish: CONTENT_INTENTS.publish,
      retire: CONTENT_INTENTS.retire,
      preview: CONTENT_INTENTS.preview,
    },
    form[INTENT_FIELD],
  );
  // A page's texts and the one-of documents are always on the site.
  if (intent === CONTENT_INTENTS.retire && !kindTexts[kind].canAdd) invalidRequest();
  const { [INTENT_FIELD]: _intent, ...values } = form;
  const isNew = key === NEW_ITEM_KEY && kindTexts[kind].canAdd;
  const item = isNew ? null : await requireItem(runtime, kind, key);
  const state: ContentState =
    intent === CONTENT_INTENTS.publish
      ? 'published'
      : intent === CONTENT_INTENTS.retire
        ? 'retired'
        : (item?.state ?? 'draft');

  const text: KindText = kindTexts[kind];
  const posted = unflatten(text.fields, values);
  const taken = new Set((await listItems(runtime.handle.db, kind)).map((each) => each.key));
  const newKey = keyOf(kind, item, posted, values, taken);
  const fieldErrors: Record<string, string[]> = {};
  if (!newKey) fieldErrors[text.keyFrom ?? KEY_FIELD] = [contentDeskMessages.noKey];
  const candidate = {
    ...(text.idField ? { id: newKey, ...posted } : posted),
    // Not on the form: a testimonial's source, and its demo mark while the text is the built-in one.
    ...(kind === 'testimonial' ? keptOnSave(item?.data, posted) : {}),
  };
  if (kind === 'product' && admin.role !== 'owner') {
    const before = (item?.data as { price?: number } | undefined)?.price;
    if (before !== posted.price) fieldErrors.price = [contentDeskMessages.priceOwnerOnly];
  }
  const checked = contentKinds[kind].schema.safeParse(candidate);
  if (!checked.success)
    Object.assign(fieldErrors, fieldErrorsOf(text.fields, checked.error.issues));
  if (Object.keys(fieldErrors).length > 0 || !newKey) {
    return refuse(values, 'invalid', contentDeskMessages.invalid, 400, fieldErrors);
  }
  if (intent === CONTENT_INTENTS.preview) {
    const preview = renderContentPreview(kind, runtime.content.current(), checked.data);
    return answer<FlatValues, ErrorKind, ContentPreviewHtml>({ values, preview }, 200);
  }
  const result: ContentSaveResult = item
    ? await saveItem(
        runtime.handle.db,
        item.id,
        versionOf(values),
        { key: newKey, state, data: checked.data },
        admin.email,
      )
    : await createItem(
        runtime.handle.db,
        { kind, key: newKey, state, data: checked.data },
        admin.email,
      );
  if (!result.ok) {
    if (result.reason === 'conflict') {
      return conflictAnswer(values, result.current, contentDeskMessages.conflict);
    }
    if (result.reason === 'missing') throw data(contentDeskMessages.notFound, { status: 404 });
    return refuse(values, 'invalid', contentDeskMessages.invalid, 409, {
      [kind === 'service' ? KEY_FIELD : (text.keyFrom ?? KEY_FIELD)]: [
        contentDeskMessages.keyTaken,
      ],
    });
  }
  await changed(runtime, result.item, admin, isNew ? 'create' : intent);
  const message =
    state === 'retired'
      ? contentDeskMessages.retired
      : state === 'draft'
        ? contentDeskMessages.drafted
        : intent === CONTENT_INTENTS.publish && item?.state !== 'published'
          ? contentDeskMessages.published
          : contentDeskMessages.saved;
  return redirectWithToast(
    adminContentItemPath(text.segment, result.item.key),
    { description: message },
    { status: 303 },
  );
}

/**
 * A new item's key from its title (the posts' slug rules), numbered when another item has it; a
 * service's from its address field, which she chooses (a taken one is refused).
 */
function keyOf(
  kind: ContentKind,
  item: ContentItem | null,
  posted: Record<string, unknown>,
  values: FlatValues,
  taken: ReadonlySet<string>,
): string {
  if (!contentKinds[kind].many) return SINGLE_KEY;
  if (kind === 'service') {
    const typed = values[KEY_FIELD]?.trim();
    return slugFromTitle(typed || String(posted.title ?? ''));
  }
  if (item) return item.key;
  const from = (kindTexts[kind] as KindText).keyFrom;
  const slug = from ? slugFromTitle(String(posted[from] ?? '')) : '';
  // A home card is one per service: its key is the service's, never numbered.
  return slug && kind !== 'coaching-type' ? numberedSlug(slug, taken) : slug;
}

/** Every instance shows the change: this one at once, the others by the change feed. */
async function changed(
  runtime: Runtime,
  item: ContentItem,
  admin: Admin,
  action: 'create' | 'save' | 'publish' | 'retire' | 'move' | 'restore',
) {
  runtime.feed.publishAfterCommit({
    table: 'content_items',
    op: action === 'create' ? 'insert' : 'update',
    id: item.id,
    postSlug: null,
    approved: item.state === 'published',
  });
  await runtime.content.reload();
  await recordAudit(runtime.handle.db, admin, {
    type: 'content',
    action,
    kind: item.kind,
    key: item.key,
  });
}

export async function loadContentRevisions(
  runtime: Runtime,
  args: { request: Request; url: URL },
  kind: ContentKind,
  key: string,
) {
  const admin = await requireAdmin(runtime, args);
  allowed(admin, kind);
  const item = await requireItem(runtime, kind, key);
  const titles = await serviceTitles(runtime);
  return {
    page: 'revisions' as const,
    kind,
    item: { key: item.key, title: itemTitle(kind, item, titles), version: item.version },
    revisions: (await listContentRevisions(runtime.handle.db, item.id)).map((revision) => ({
      id: revision.id,
      version: revision.version,
      state: revision.state,
      adminEmail: revision.adminEmail,
      createdAt: revision.createdAt,
    })),
  };
}

/** "Bu sürümü geri yükle": the old text becomes a new version; the item keeps its state. */
export async function restoreContentAction(
  runtime: Runtime,
  args: { request: Request; url: URL },
  kind: ContentKind,
  key: string,
) {
  const admin = await requireAdmin(runtime, args);
  allowed(admin, kind);
  const form = await readDeskFields(args.request, 4096);
  if (form === 'too-large') throw data('Geçersiz istek.', { status: 413 });
  intentOf({ restore: CONTENT_INTENTS.restore }, form[INTENT_FIELD]);
  const item = await requireItem(runtime, kind, key);
  const revision = (await listContentRevisions(runtime.handle.db, item.id)).find(
    (each) => String(each.id) === form.revision,
  );
  if (!revision) throw data(contentDeskMessages.notFound, { status: 404 });
  const result = await saveItem(
    runtime.handle.db,
    item.id,
    item.version,
    { key: item.key, state: item.state, data: revision.data },
    admin.email,
  );
  if (!result.ok) throw data(contentDeskMessages.conflict, { status: 409 });
  await changed(runtime, result.item, admin, 'restore');
  return redirectWithToast(
    adminContentItemPath(kindTexts[kind].segment, item.key),
    { description: contentDeskMessages.revisionRestored(revision.version) },
    { status: 303 },
  );
}
