import { data } from 'react-router';

import {
  createPriceList,
  deleteScheduledPriceList,
  listItems,
  listPriceLists,
  type ImportPrice,
  type PriceEntry,
  type PriceList,
} from '#app/db/content.server.ts';
import { INTENT_FIELD, type DeskAnswer } from '#app/lib/admin/desk-form.ts';
import { ADMIN_PRICES_PATH } from '#app/lib/admin/content-paths.ts';
import { formatDateTimeTr, formatTl } from '#app/lib/format.ts';
import { CONTENT_INTENTS } from '#app/schemas/content-fields.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import {
  futureTurkiyeTime,
  intentOf,
  readDeskFields,
  refuse,
} from '#app/server/admin/desks/desk-form.server.ts';
import { loadDeskStash, requireAdminOrStash } from '#app/server/admin/desks/editor-stash.server.ts';
import { requireOwner, type Admin } from '#app/server/admin/sign-in/session.server.ts';
import { insteadOfRefusal, priceHistory } from '#app/server/content/price-rules.server.ts';
import { listInForce } from '#app/server/content/site-content.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

/*
 * The owner's price lists (docs/product.md#content-desk): a new list from now or from a time
 * ahead, Türkiye time; every list stays as the packages' history; a crossed-out former price only
 * by the 30-day rule.
 */

export const priceDeskMessages = {
  invalid: 'Fiyat listesi kaydedilmedi: işaretli alanları düzeltin. Yazdıklarınız duruyor.',
  restored: 'Oturumunuzun süresi dolmuştu; yazdıklarınız geri yüklendi. Kaydetmeyi unutmayın.',
  tooLarge: 'Form çok büyük olduğu için kaydedilmedi.',
  priceMissing: 'Fiyatı TL olarak, tam sayı yazın (ör. 1.000).',
  originalLow: 'Tek tek alındığındaki tutar, paket fiyatından yüksek olmalı.',
  notANumber: 'TL olarak, tam sayı yazın (ör. 1.000).',
  effectivePast: 'Bu zaman geçmişte kalıyor; boş bırakırsanız fiyatlar hemen geçerli olur.',
  effectiveMissing: 'Geçerlilik zamanını gün ve saatiyle seçin ya da boş bırakın.',
  noPackages: 'Fiyatlandırılacak paket yok; önce bir paket ekleyin.',
  savedNow: 'Yeni fiyatlar şimdi geçerli.',
  scheduled: (at: string) =>
    `Yeni fiyatlar ${formatDateTimeTr(at)} itibarıyla geçerli olacak (Türkiye saati).`,
  cancelled: 'Zamanlanan fiyat listesi iptal edildi.',
  notScheduled: 'Bu fiyat listesi artık iptal edilemez: geçerli olmuş ya da silinmiş.',
} as const;

const PRICES_FORM_MAX_BYTES = 64 * 1024;
type ErrorKind = 'invalid' | 'too-large';
export type PriceAnswer = DeskAnswer<Record<string, string>, ErrorKind>;

/** Fields per package: its price, the sessions' total one by one, the former price crossed out. */
export const priceField = (part: 'price' | 'original' | 'insteadOf', key: string) =>
  `${part}.${key}`;

/** "2.500 TL, 3.000 TL yerine, tek tek 3.000 TL": a list's entry as the page shows it. */
function entryText({ price, originalPrice, insteadOf }: PriceEntry): string {
  const parts = [formatTl(price)];
  if (insteadOf) parts.push(`${formatTl(insteadOf)} yerine`);
  if (originalPrice) parts.push(`tek tek ${formatTl(originalPrice)}`);
  return parts.join(', ');
}

async function pricedPackages(runtime: Runtime) {
  const packages = await listItems(runtime.handle.db, 'package');
  return packages
    .filter((item) => item.state !== 'retired')
    .map((item) => ({ key: item.key, title: (item.data as { title: string }).title }));
}

function listState(list: PriceList, inForce: PriceList | undefined, now: number) {
  if (list.id === inForce?.id) return 'current' as const;
  return Date.parse(list.effectiveAt) > now ? ('scheduled' as const) : ('past' as const);
}

export async function loadPriceDesk(runtime: Runtime, args: { request: Request; url: URL }) {
  const admin = await requireOwner(runtime, args);
  const db = runtime.handle.db;
  const [packages, lists] = await Promise.all([pricedPackages(runtime), listPriceLists(db)]);
  const now = Date.now();
  const inForce = listInForce(lists, now);
  const stash = await loadDeskStash(
    db,
    args,
    admin,
    (fields) => fields,
    priceDeskMessages.restored,
  );
  const current: Record<string, string> = { effectiveAt: '' };
  for (const { key } of packages) {
    const entry = inForce?.entries.get(key);
    current[priceField('price', key)] = entry ? String(entry.price) : '';
    current[priceField('original', key)] = entry?.originalPrice ? String(entry.originalPrice) : '';
    current[priceField('insteadOf', key)] = '';
  }
  const title = new Map(packages.map((item) => [item.key, item.title]));
  return data(
    {
      page: 'prices' as const,
      packages,
      lists: lists
        .map((list) => ({
          id: list.id,
          effectiveAt: list.effectiveAt,
          createdBy: list.createdBy,
          state: listState(list, inForce, now),
          entries: [...list.entries].map(([key, entry]) => ({
            key,
            title: title.get(key) ?? key,
            text: entryText(entry),
          })),
        }))
        .reverse(),
      history: packages.map(({ key, title: name }) => ({
        key,
        title: name,
        rows: priceHistory(lists, key).map((row) => ({
          effectiveAt: row.effectiveAt,
          text: `${formatTl(row.price)}${row.insteadOf ? ` (${formatTl(row.insteadOf)} yerine)` : ''}`,
        })),
      })),
      values: stash.restored ?? current,
      restoredMessage: stash.restoredMessage,
      stashProof: stash.stashProof,
    },
    stash.init,
  );
}

/** "1.000", "1000" or "" (none) as whole liras; NaN for anything else. */
function liras(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim().replace(/\s*TL$/i, '');
  if (trimmed === '') return null;
  return /^\d{1,3}(\.\d{3})+$|^\d+$/.test(trimmed) ? Number(trimmed.replace(/\./g, '')) : NaN;
}

const readPricesForm = (request: Request) => readDeskFields(request, PRICES_FORM_MAX_BYTES);

export async function priceDeskAction(runtime: Runtime, args: { request: Request; url: URL }) {
  const admin = await requireAdminOrStash(
    runtime,
    args,
    readPricesForm,
    (fields) => (fields === 'too-large' ? null : fields),
    { ownerOnly: true },
  );
  const form = await readPricesForm(args.request);
  if (form === 'too-large') {
    return refuse<Record<string, string>, ErrorKind>(
      {},
      'too-large',
      priceDeskMessages.tooLarge,
      413,
    );
  }
  const intent = intentOf(
    { schedule: CONTENT_INTENTS.save, cancel: CONTENT_INTENTS.retire },
    form[INTENT_FIELD],
  );
  if (intent === CONTENT_INTENTS.retire) return cancelList(runtime, admin, form.list);
  const { [INTENT_FIELD]: _intent, ...values } = form;
  return scheduleList(runtime, admin, values);
}

async function scheduleList(runtime: Runtime, admin: Admin, values: Record<string, string>) {
  const db = runtime.handle.db;
  const [packages, lists] = await Promise.all([pricedPackages(runtime), listPriceLists(db)]);
  const now = Date.now();
  const fieldErrors: Record<string, string[]> = {};
  let at = now;
  if ((values.effectiveAt ?? '').trim() !== '') {
    const time = futureTurkiyeTime(values.effectiveAt, {
      missing: priceDeskMessages.effectiveMissing,
      past: priceDeskMessages.effectivePast,
    });
    if (time.ok) at = time.at.getTime();
    else fieldErrors.effectiveAt = [time.message];
  }
  if (packages.length === 0) fieldErrors.effectiveAt = [priceDeskMessages.noPackages];
  const prices: ImportPrice[] = [];
  for (const { key } of packages) {
    const price = liras(values[priceField('price', key)]);
    const original = liras(values[priceField('original', key)]);
    const insteadOf = liras(values[priceField('insteadOf', key)]);
    const fail = (part: 'price' | 'original' | 'insteadOf', message: string) => {
      fieldErrors[priceField(part, key)] = [message];
    };
    if (price === null || Number.isNaN(price) || price <= 0)
      fail('price', priceDeskMessages.priceMissing);
    if (Number.isNaN(original)) fail('original', priceDeskMessages.notANumber);
    else if (original !== null && price !== null && original <= price) {
      fail('original', priceDeskMessages.originalLow);
    }
    if (Number.isNaN(insteadOf)) fail('insteadOf', priceDeskMessages.notANumber);
    else if (insteadOf !== null && price !== null && !Number.isNaN(price)) {
      const refusal = insteadOfRefusal(lists, key, at, price, insteadOf);
      if (refusal) fail('insteadOf', refusal);
    }
    if (price !== null && !Number.isNaN(price)) {
      const total = original !== null && !Number.isNaN(original) ? original : null;
      prices.push({
        packageKey: key,
        price,
        originalPrice: total,
        saveAmount: total !== null && total > price ? total - price : null,
        insteadOf: insteadOf !== null && !Number.isNaN(insteadOf) ? insteadOf : null,
      });
    }
  }
  if (Object.keys(fieldErrors).length > 0) {
    return refuse(values, 'invalid', priceDeskMessages.invalid, 400, fieldErrors);
  }
  const effectiveAt = new Date(at).toISOString();
  const id = await createPriceList(db, effectiveAt, prices, admin.email);
  await changedPrices(runtime, id, admin, { type: 'price-list', action: 'create', effectiveAt });
  return redirectWithToast(
    ADMIN_PRICES_PATH,
    {
      description: at > now ? priceDeskMessages.scheduled(effectiveAt) : priceDeskMessages.savedNow,
    },
    { status: 303 },
  );
}

async function cancelList(runtime: Runtime, admin: Admin, listId: string | undefined) {
  const id = Number(listId);
  const lists = await listPriceLists(runtime.handle.db);
  const list = lists.find((each) => each.id === id);
  const cancelled = list !== undefined && (await deleteScheduledPriceList(runtime.handle.db, id));
  if (!list || !cancelled) throw data(priceDeskMessages.notScheduled, { status: 409 });
  await changedPrices(runtime, id, admin, {
    type: 'price-list',
    action: 'cancel',
    effectiveAt: list.effectiveAt,
  });
  return redirectWithToast(
    ADMIN_PRICES_PATH,
    { description: priceDeskMessages.cancelled },
    { status: 303 },
  );
}

/** Every instance learns the list and its time: this one at once, the others by the feed. */
async function changedPrices(
  runtime: Runtime,
  id: number,
  admin: Admin,
  event: { type: 'price-list'; action: 'create' | 'cancel'; effectiveAt: string },
) {
  runtime.feed.publishAfterCommit({
    table: 'price_lists',
    op: event.action === 'create' ? 'insert' : 'delete',
    id,
    postSlug: null,
    approved: true,
  });
  await runtime.content.reload();
  await recordAudit(runtime.handle.db, admin, event);
}
