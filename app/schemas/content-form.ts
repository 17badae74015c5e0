import type { FieldSpec } from '#app/schemas/content-fields.ts';

// An item's form as flat fields named by path ("faq.2.question", "image.alt"), both ways, and
// the schema's complaints as Turkish messages on those names (docs/decisions/0049).

export type FlatValues = Record<string, string>;

type Data = Record<string, unknown>;

const IMAGE_PARTS = ['src', 'alt', 'width', 'height'] as const;

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value as number | boolean);
}

/** The form's values of an item's data. */
export function flatten(fields: readonly FieldSpec[], data: Data, prefix = ''): FlatValues {
  const values: FlatValues = {};
  for (const spec of fields) {
    const name = `${prefix}${spec.name}`;
    const value = data[spec.name];
    switch (spec.type) {
      case 'lines':
        values[name] = Array.isArray(value) ? value.map(asText).join('\n') : '';
        break;
      case 'check':
        values[name] = value === true ? 'on' : '';
        break;
      case 'image':
        for (const part of IMAGE_PARTS) {
          values[`${name}.${part}`] = asText((value as Data | undefined)?.[part]);
        }
        break;
      case 'group':
        Object.assign(values, flatten(spec.fields, (value as Data | undefined) ?? {}, `${name}.`));
        break;
      case 'rows':
        (Array.isArray(value) ? (value as Data[]) : []).forEach((row, index) => {
          Object.assign(values, flatten(spec.fields, row, `${name}.${index}.`));
        });
        break;
      default:
        values[name] = asText(value);
    }
  }
  return values;
}

/** How many rows of a repeated field the form shows: all there are, and one empty to add. */
export function rowCount(spec: Extract<FieldSpec, { type: 'rows' }>, values: FlatValues): number {
  if (typeof spec.rows === 'number') return spec.rows;
  let count = 0;
  while (Object.keys(values).some((name) => name.startsWith(`${spec.name}.${count}.`))) count += 1;
  return count + 1;
}

/** "1.000" or "1000" TL as a number; anything else stays text for the schema to refuse. */
function toNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const plain = trimmed.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : trimmed;
}

function rowIndexes(values: FlatValues, name: string): number[] {
  const indexes = new Set<number>();
  const pattern = new RegExp(`^${name.replace(/\./g, '\\.')}\\.(\\d+)\\.`);
  for (const key of Object.keys(values)) {
    const match = pattern.exec(key);
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes].sort((a, b) => a - b);
}

/** The item's data of a posted form; the kind's schema checks it next. */
export function unflatten(fields: readonly FieldSpec[], values: FlatValues, prefix = ''): Data {
  const data: Data = {};
  for (const spec of fields) {
    const name = `${prefix}${spec.name}`;
    const text = values[name] ?? '';
    switch (spec.type) {
      case 'lines':
        data[spec.name] = text
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean);
        break;
      case 'check':
        data[spec.name] = text === 'on';
        break;
      case 'number':
      case 'price':
        data[spec.name] = toNumber(text);
        break;
      case 'image':
        data[spec.name] = {
          src: (values[`${name}.src`] ?? '').trim(),
          alt: (values[`${name}.alt`] ?? '').trim(),
          width: toNumber(values[`${name}.width`] ?? ''),
          height: toNumber(values[`${name}.height`] ?? ''),
        };
        break;
      case 'group':
        data[spec.name] = unflatten(spec.fields, values, `${name}.`);
        break;
      case 'rows': {
        const rows = rowIndexes(values, name).map((index) => ({
          index,
          empty: spec.fields.every((field) =>
            Object.entries(values).every(
              ([key, value]) => !key.startsWith(`${name}.${index}.${field.name}`) || !value.trim(),
            ),
          ),
        }));
        // An empty row of an open list is the one offered for adding: not a row.
        data[spec.name] = rows
          .filter((row) => spec.rows !== 'open' || !row.empty)
          .map((row) => unflatten(spec.fields, values, `${name}.${row.index}.`));
        break;
      }
      default: {
        const trimmed = text.trim();
        // An optional text left empty is absent (a process step's badge).
        if (trimmed !== '' || !spec.name.startsWith('badge')) data[spec.name] = trimmed;
      }
    }
  }
  return data;
}

/** The part of a schema issue the messages need (zod's issue, without importing zod here). */
export type SchemaIssue = {
  code: string;
  path: ReadonlyArray<PropertyKey>;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
  format?: string;
};

/** The form field an issue belongs to, and its spec. */
function fieldOf(
  fields: readonly FieldSpec[],
  path: ReadonlyArray<PropertyKey>,
): { name: string; spec: FieldSpec } | undefined {
  const [head, ...rest] = path;
  const spec = fields.find((field) => field.name === head);
  if (!spec) return undefined;
  const name = String(head);
  if (spec.type === 'group' && rest.length > 0) {
    const inner = fieldOf(spec.fields, rest);
    return inner ? { name: `${name}.${inner.name}`, spec: inner.spec } : { name, spec };
  }
  if (spec.type === 'rows' && rest.length > 1) {
    const inner = fieldOf(spec.fields, rest.slice(1));
    return inner
      ? { name: `${name}.${String(rest[0])}.${inner.name}`, spec: inner.spec }
      : { name, spec };
  }
  if (spec.type === 'image' && rest.length > 0) return { name: `${name}.${String(rest[0])}`, spec };
  return { name, spec };
}

function messageOf(issue: SchemaIssue, spec: FieldSpec, imagePart: string | undefined): string {
  const minimum = Number(issue.minimum);
  const maximum = Number(issue.maximum);
  const listed = spec.type === 'lines' || spec.type === 'rows';
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array') {
        return listed && spec.type === 'rows'
          ? `En az ${minimum} satır doldurun.`
          : `En az ${minimum} satır yazın.`;
      }
      if (issue.origin === 'number') return `En az ${minimum} olmalı.`;
      return minimum <= 1 ? 'Bu alanı doldurun.' : `En az ${minimum} karakter yazın.`;
    case 'too_big':
      if (issue.origin === 'array') return `En çok ${maximum} satır yazın.`;
      if (issue.origin === 'number') return `En çok ${maximum} olmalı.`;
      return `En çok ${maximum} karakter yazın.`;
    case 'invalid_type':
      if (issue.expected === 'number') return 'Bir sayı yazın.';
      return 'Bu alanı doldurun.';
    case 'invalid_format':
      if (imagePart === 'src') return 'Görselin adresi /images/ ile başlamalı.';
      if (issue.format === 'email') return 'Geçerli bir e-posta adresi yazın.';
      if (issue.format === 'url') return 'https:// ile başlayan bir adres yazın.';
      if ('format' in spec && spec.format) return spec.format;
      return 'Yalnızca küçük harf, rakam ve tire kullanın.';
    case 'invalid_value':
      return spec.type === 'lines'
        ? `Her satır şunlardan biri olmalı: ${'hint' in spec && spec.hint ? spec.hint : ''}`.trim()
        : 'Listeden bir seçenek seçin.';
    case 'invalid_union':
      if ('format' in spec && spec.format) return spec.format;
      return spec.type === 'email' ? 'Geçerli bir e-posta adresi yazın.' : 'Biçimi uygun değil.';
    default:
      return 'Bu değer kabul edilmedi.';
  }
}

/** The schema's issues as Turkish messages on the form's field names. */
export function fieldErrorsOf(
  fields: readonly FieldSpec[],
  issues: ReadonlyArray<SchemaIssue>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const found = fieldOf(fields, issue.path);
    const name = found?.name ?? '_';
    const imagePart = found?.spec.type === 'image' ? name.split('.').at(-1) : undefined;
    const message = found ? messageOf(issue, found.spec, imagePart) : 'Bu değer kabul edilmedi.';
    const list = (errors[name] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}
