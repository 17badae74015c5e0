import { isMap, LineCounter, parseDocument, stringify, type Document } from 'yaml';
import { z } from 'zod';

import { PricePackageSchema } from '#app/data/content-schema.ts';
import type { Db, Executor } from '#app/db/client.server.ts';
import {
  insertFirstVersions,
  insertPriceList,
  listItems,
  listPriceLists,
  type ContentState,
} from '#app/db/content.server.ts';
import { claimContentImport } from '#app/db/content-imports.server.ts';
import { toIso } from '#app/db/sql-values.ts';
import { CONTENT_ACTIONS } from '#app/lib/admin/audit-events.ts';
import { contentKinds, SINGLE_KEY, type ContentKind } from '#app/lib/content/content-kinds.ts';
import { fieldErrorsOf } from '#app/schemas/content-form.ts';
import { kindTexts, type KindText } from '#app/schemas/content-fields.ts';
import { CONTENT_SEED } from '#app/server/runtime.server.ts';

/*
 * The site's whole content as one YAML file, and back (docs/decisions/0050-content-yaml.md):
 * every item in every state, the price lists, the old addresses that lead on, and the images
 * the items show. The top-level keys are the file's format; `surum` changes when they do.
 */

export const CONTENT_YAML_VERSION = 1;

const HEADER = [
  ' Koç sitesinin tüm içeriği: hizmetler, fiyat listeleri, sorular, ürünler, metinler, kimlik.',
  ` Biçim: surum ${CONTENT_YAML_VERSION}. Anahtarlar: surum, icerik (kind, key, state, data),`,
  ' fiyat_listeleri (effectiveAt, UTC; entries), yonlendirmeler (eski adres -> kayıt),',
  ' gorseller (içeriğin gösterdiği görseller; sitenin public/images klasöründeki dosyalar).',
  ' Yalnızca boş bir siteye, Yönetim > İçerik > İçeriği içe aktar ile yüklenir.',
].join('\n');

const STATES = ['draft', 'published', 'retired'] as const satisfies readonly ContentState[];
const KINDS = Object.keys(contentKinds) as [ContentKind, ...ContentKind[]];

const FileSchema = z.strictObject({
  surum: z.literal(CONTENT_YAML_VERSION),
  icerik: z.array(
    z.strictObject({
      kind: z.enum(KINDS),
      key: z.string().min(1).max(200),
      state: z.enum(STATES),
      data: z.unknown(),
    }),
  ),
  fiyat_listeleri: z
    .array(
      z.strictObject({
        effectiveAt: z.iso.datetime(),
        entries: z.array(
          z.strictObject({
            package: z.string().min(1),
            ...PricePackageSchema.pick({ price: true, originalPrice: true, saveAmount: true })
              .shape,
            // The former price shown crossed out, set by the 30-day rule when the list was made.
            insteadOf: z.number().int().positive().nullable().default(null),
          }),
        ),
      }),
    )
    .min(1),
  yonlendirmeler: z.array(
    z.strictObject({ kind: z.enum(KINDS), from: z.string().min(1), to: z.string().min(1) }),
  ),
  // Only paths under /images/: the schemas admit no other picture (ImageSchema), so every image
  // the content shows is a file of the build, not a stored upload.
  gorseller: z.array(z.string().startsWith('/images/')),
});

type ContentFile = z.infer<typeof FileSchema>;

/** Every `src` an item's data holds, at any depth. */
function imagesOf(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const each of value) imagesOf(each, found);
  } else if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      if (name === 'src' && typeof inner === 'string') found.add(inner);
      else imagesOf(inner, found);
    }
  }
}

export async function exportContentYaml(db: Executor): Promise<{ text: string; items: number }> {
  const items = (await Promise.all(KINDS.map((kind) => listItems(db, kind)))).flat();
  const lists = await listPriceLists(db);
  const redirects = await db
    .selectFrom('content_redirects')
    .innerJoin('content_items', 'content_items.id', 'content_redirects.item_id')
    .select(['content_redirects.kind', 'content_redirects.old_key', 'content_items.key'])
    .orderBy('content_redirects.kind')
    .orderBy('content_redirects.old_key')
    .execute();
  const images = new Set<string>();
  for (const item of items) imagesOf(item.data, images);
  const file: ContentFile = {
    surum: CONTENT_YAML_VERSION,
    icerik: items.map(({ kind, key, state, data }) => ({ kind, key, state, data })),
    fiyat_listeleri: lists.map((list) => ({
      effectiveAt: list.effectiveAt,
      entries: [...list.entries].map(([key, entry]) => ({ package: key, ...entry })),
    })),
    yonlendirmeler: redirects.map((row) => ({
      kind: row.kind as ContentKind,
      from: row.old_key,
      to: row.key,
    })),
    gorseller: [...images].sort(),
  };
  const body = stringify(file, { lineWidth: 0 });
  return { text: `#${HEADER.replaceAll('\n', '\n#')}\n${body}`, items: items.length };
}

export type ImportResult = { ok: true; items: number } | { ok: false; messages: string[] };

export const contentYamlMessages = {
  notEmpty:
    'Bu sitede içerik değiştirilmiş; içe aktarma yalnızca boş (kurulduğundan beri içeriği değiştirilmemiş) bir siteye yapılır.',
  syntax: (line: number, detail: string) => `Satır ${line}: YAML yazımı bozuk (${detail}).`,
  field: (line: number, field: string, message: string) => `Satır ${line}, “${field}”: ${message}`,
  notContentFile: 'Satır 1: Dosya bir içerik dosyası değil (en üstte “surum: 1” beklenir).',
  duplicate: 'Aynı adresle ikinci bir kayıt var.',
  singleKey: `Tek kayıtlık bir türün adresi “${SINGLE_KEY}” olmalı.`,
  idMismatch: 'Kaydın id alanı adresiyle (key) aynı olmalı.',
  noTarget: 'Yönlendirmenin gösterdiği kayıt dosyada yok.',
} as const;

const typeNames: Record<string, string> = {
  string: 'bir metin',
  number: 'bir sayı',
  array: 'bir liste',
  object: 'alt alanlar',
};

/** Turkish for the file's own fields (`present`: the field is in the file); an item's data uses the desk's messages. */
function fileMessage(issue: z.core.$ZodIssue, present: boolean): string {
  switch (issue.code) {
    case 'invalid_type':
      if (!present) return 'Bu alan eksik.';
      return `Burada ${typeNames[issue.expected] ?? issue.expected} olmalı.`;
    case 'unrecognized_keys':
      return `Tanınmayan alan: ${issue.keys.join(', ')}.`;
    case 'invalid_value':
      return `Şunlardan biri olmalı: ${issue.values.map(String).join(', ')}.`;
    case 'invalid_format':
      return issue.format === 'starts_with'
        ? 'Görselin adresi /images/ ile başlamalı.'
        : `Biçimi uygun değil (${issue.format}).`;
    case 'too_small':
      return issue.origin === 'array' ? 'Liste boş olamaz.' : 'Bu alan boş ya da çok küçük.';
    default:
      return 'Bu değer kabul edilmedi.';
  }
}

/** `icerik[3].data.image.src`, as she finds it in the file. */
function fieldName(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index > 0 ? '.' : ''}${String(part)}`,
    )
    .join('');
}

/** The line of the deepest node the path reaches: a missing field is reported on its parent. */
function lineOf(doc: Document, lines: LineCounter, path: ReadonlyArray<PropertyKey>): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = doc.getIn(path.slice(0, depth) as unknown[], true) as
      { range?: [number, number, number] } | undefined;
    if (node && typeof node === 'object' && node.range) return lines.linePos(node.range[0]).line;
  }
  return 1;
}

/** The file as checked data, or every complaint with its line and field. */
export function readContentYaml(
  text: string,
): { ok: true; file: ContentFile } | { ok: false; messages: string[] } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      messages: doc.errors.map((error) =>
        contentYamlMessages.syntax(error.linePos?.[0].line ?? 1, error.code),
      ),
    };
  }
  const complaint = (path: ReadonlyArray<PropertyKey>, message: string) =>
    contentYamlMessages.field(lineOf(doc, lines, path), fieldName(path), message);
  if (!isMap(doc.contents)) {
    return { ok: false, messages: [contentYamlMessages.notContentFile] };
  }
  const parsed = FileSchema.safeParse(doc.toJS());
  if (!parsed.success) {
    return {
      ok: false,
      messages: parsed.error.issues.map((issue) =>
        complaint(issue.path, fileMessage(issue, doc.hasIn(issue.path))),
      ),
    };
  }
  const file = parsed.data;
  const messages: string[] = [];
  const seen = new Set<string>();
  for (const [index, item] of file.icerik.entries()) {
    const at = ['icerik', index];
    const { schema, many } = contentKinds[item.kind];
    const checked = schema.safeParse(item.data);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const [said = []] = Object.values(fieldErrorsOf(kindTexts[item.kind].fields, [issue]));
        messages.push(complaint([...at, 'data', ...issue.path], said.join(' ')));
      }
      continue;
    }
    item.data = checked.data;
    const id = `${item.kind}/${item.key}`;
    if (seen.has(id)) messages.push(complaint([...at, 'key'], contentYamlMessages.duplicate));
    seen.add(id);
    if (!many && item.key !== SINGLE_KEY) {
      messages.push(complaint([...at, 'key'], contentYamlMessages.singleKey));
    }
    // The desk keeps a service's (and the like's) id equal to its address: the pages link by id.
    const data = checked.data as { id?: unknown };
    if ((kindTexts[item.kind] as KindText).idField && data.id !== item.key) {
      messages.push(complaint([...at, 'data', 'id'], contentYamlMessages.idMismatch));
    }
  }
  const redirected = new Set<string>();
  for (const [index, redirect] of file.yonlendirmeler.entries()) {
    if (!seen.has(`${redirect.kind}/${redirect.to}`)) {
      messages.push(complaint(['yonlendirmeler', index, 'to'], contentYamlMessages.noTarget));
    }
    const from = `${redirect.kind}/${redirect.from}`;
    if (redirected.has(from)) {
      messages.push(complaint(['yonlendirmeler', index, 'from'], contentYamlMessages.duplicate));
    }
    redirected.add(from);
  }
  for (const [index, list] of file.fiyat_listeleri.entries()) {
    const packages = new Set<string>();
    for (const [entry, { package: key }] of list.entries.entries()) {
      const at = ['fiyat_listeleri', index, 'entries', entry, 'package'];
      if (packages.has(key)) messages.push(complaint(at, contentYamlMessages.duplicate));
      packages.add(key);
    }
  }
  return messages.length > 0 ? { ok: false, messages } : { ok: true, file };
}

/**
 * Empty: nothing of the content was touched by a person since the seed, so nothing is lost by
 * replacing it. The order buttons change no row's version, but they leave an audit entry.
 */
export async function isContentUntouched(db: Executor): Promise<boolean> {
  const [changedItem, changedList, redirect, moved] = await Promise.all([
    db
      .selectFrom('content_items')
      .select('id')
      .where((eb) => eb.or([eb('updated_by', '!=', CONTENT_SEED), eb('version', '!=', 1)]))
      .executeTakeFirst(),
    db
      .selectFrom('price_lists')
      .select('id')
      .where('created_by', '!=', CONTENT_SEED)
      .executeTakeFirst(),
    db.selectFrom('content_redirects').select('item_id').executeTakeFirst(),
    db
      .selectFrom('moderation_log')
      .select('id')
      .where('target_type', '=', 'content')
      .where('action', 'in', CONTENT_ACTIONS)
      .executeTakeFirst(),
  ]);
  return !changedItem && !changedList && !redirect && !moved;
}

/** The record in content_imports of the one import a site takes. */
const YAML_IMPORT = 'icerik.yaml';

/**
 * Replaces the seed's content with the file's in one transaction: nothing is written when the
 * file is refused or the site is not empty. Each item starts over at version 1, with its revision.
 */
export async function importContentYaml(
  db: Db,
  text: string,
  adminEmail: string,
): Promise<ImportResult> {
  const read = readContentYaml(text);
  if (!read.ok) return read;
  const { file } = read;
  return db.transaction().execute(async (trx): Promise<ImportResult> => {
    // The claim makes a second import sent at the same moment wait for this one, then refuses it.
    if (!(await isContentUntouched(trx)) || !(await claimContentImport(trx, YAML_IMPORT))) {
      return { ok: false, messages: [contentYamlMessages.notEmpty] };
    }
    await trx.deleteFrom('content_redirects').execute();
    await trx.deleteFrom('content_revisions').execute();
    await trx.deleteFrom('content_items').execute();
    await trx.deleteFrom('price_list_entries').execute();
    await trx.deleteFrom('price_lists').execute();
    const now = new Date().toISOString();
    const ids = await insertFirstVersions(trx, file.icerik, adminEmail, now);
    for (const redirect of file.yonlendirmeler) {
      // readContentYaml refused a redirect to an item the file lacks.
      const itemId = ids.get(`${redirect.kind}/${redirect.to}`);
      if (itemId === undefined) continue;
      await trx
        .insertInto('content_redirects')
        .values({ kind: redirect.kind, old_key: redirect.from, item_id: itemId })
        .execute();
    }
    for (const list of file.fiyat_listeleri) {
      const prices = list.entries.map(({ package: packageKey, ...entry }) => ({
        packageKey,
        ...entry,
      }));
      await insertPriceList(trx, toIso(list.effectiveAt), prices, adminEmail);
    }
    return { ok: true, items: file.icerik.length };
  });
}
