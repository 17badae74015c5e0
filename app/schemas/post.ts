import { z } from 'zod';

import { SLUG_MAX, SLUG_PATTERN, slugFromTitle } from '#app/lib/slug.ts';
import { postedFields } from '#app/schemas/posted-fields.ts';
import {
  AUTHOR_MAX,
  ALT_MAX,
  BODY_MAX,
  CATEGORY_MAX,
  EXCERPT_MAX,
  EXCERPT_MIN,
  NEW_CATEGORY,
  contentFieldNames,
  postFieldNames,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  TITLE_MAX,
  type PostFormValues,
} from '#app/schemas/post-fields.ts';

export * from '#app/schemas/post-fields.ts';

export function postFormValues(fields: Record<string, string>): PostFormValues {
  return postedFields(fields, postFieldNames, BODY_MAX + 1000);
}

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const required = (max: number, missing: string, tooLong: string) =>
  text(max, tooLong).min(1, missing);
const optional = (max: number, tooLong: string) =>
  text(max, tooLong).transform((value) => value || null);

const PostContentSchema = z
  .object({
    title: required(
      TITLE_MAX,
      'Başlık gerekli.',
      `Başlık en fazla ${TITLE_MAX} karakter olabilir.`,
    ),
    slug: required(
      SLUG_MAX,
      'Adres gerekli.',
      `Adres en fazla ${SLUG_MAX} karakter olabilir.`,
    ).regex(
      SLUG_PATTERN,
      'Adres yalnızca küçük harf, rakam ve tek tirelerden oluşabilir (örnek: yeni-baslangiclar).',
    ),
    excerpt: text(EXCERPT_MAX, `Özet en fazla ${EXCERPT_MAX} karakter olabilir.`).min(
      EXCERPT_MIN,
      `Özet en az ${EXCERPT_MIN} karakter olmalı.`,
    ),
    category: text(CATEGORY_MAX, 'Geçersiz kategori.'),
    newCategory: text(CATEGORY_MAX, `Kategori adı en fazla ${CATEGORY_MAX} karakter olabilir.`),
    author: required(
      AUTHOR_MAX,
      'Yazar adı gerekli.',
      `Yazar adı en fazla ${AUTHOR_MAX} karakter olabilir.`,
    ),
    coverImage: z.string().trim().min(1, 'Kapak görseli gerekli: bir görsel seçin.'),
    coverAlt: required(
      ALT_MAX,
      'Kapak görselini anlatan metin gerekli.',
      `Görsel metni en fazla ${ALT_MAX} karakter olabilir.`,
    ),
    body: required(BODY_MAX, 'Yazının metni gerekli.', 'Yazının metni çok uzun.'),
    seoTitle: optional(SEO_TITLE_MAX, `SEO başlığı en fazla ${SEO_TITLE_MAX} karakter olabilir.`),
    seoDescription: optional(
      SEO_DESCRIPTION_MAX,
      `SEO açıklaması en fazla ${SEO_DESCRIPTION_MAX} karakter olabilir.`,
    ),
  })
  .superRefine((value, context) => {
    if (value.category === NEW_CATEGORY && !value.newCategory) {
      context.addIssue({
        code: 'custom',
        path: ['newCategory'],
        message: 'Yeni kategorinin adını yazın.',
      });
    }
  })
  .transform(({ category, newCategory, ...content }) => ({
    ...content,
    category: (category === NEW_CATEGORY ? newCategory : category) || null,
  }));

export type PostFormContent = z.output<typeof PostContentSchema>;

export type PostFormCheck =
  | { ok: true; content: PostFormContent; values: PostFormValues }
  | { ok: false; fieldErrors: Record<string, string[]>; values: PostFormValues };

/** An empty address is made from the title first; `values` carries it back to the form. */
export function checkPostForm(posted: PostFormValues): PostFormCheck {
  const values = { ...posted };
  if (!values.slug?.trim()) values.slug = slugFromTitle(values.title ?? '');
  const fields = Object.fromEntries(contentFieldNames.map((name) => [name, values[name] ?? '']));
  const result = PostContentSchema.safeParse(fields);
  if (result.success) return { ok: true, content: result.data, values };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? 'form');
    (fieldErrors[name] ??= []).push(issue.message);
  }
  return { ok: false, fieldErrors, values };
}
