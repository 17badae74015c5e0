import { z } from 'zod';

import { SLUG_MAX, SLUG_PATTERN } from '#app/lib/slug.ts';

export const blogCategories = [
  'Koçluk Rehberi',
  'NLP ve Zihin Dili',
  'Başarı ve Motivasyon',
  'Yaşam Koçluğu',
  'Quantum Farkındalık',
  'Günlük Koçluk İpuçları',
  'İlişkiler',
] as const;

/** Checked when the server bundle loads. */
export const BlogFrontMatterSchema = z.object({
  slug: z.string().max(SLUG_MAX).regex(SLUG_PATTERN, 'küçük harf, rakam ve tire olmalı'),
  title: z.string().trim().min(1),
  excerpt: z.string().trim().min(40).max(300),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-AA-GG biçiminde olmalı'),
  category: z.enum(blogCategories).optional(),
  author: z.string().trim().min(1),
  image: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.(svg|webp|png|jpg)$/),
  imageAlt: z.string().trim().min(1),
});

export type BlogFrontMatter = z.infer<typeof BlogFrontMatterSchema>;

/** A body that is exactly this marker: the article was taken down (docs/product.md#error-pages). */
export const REMOVED_PLACEHOLDER = '[içerik geçici olarak kaldırıldı]';

/** From the database (docs/product.md#publishing-desk). */
export type BlogPost = {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  publishedAt: string;
  updatedAt: string;
  category?: string;
  author: string;
  image: string;
  imageAlt: string;
  /** What the page's title and description say instead of the title and excerpt, if set. */
  seoTitle?: string;
  seoDescription?: string;
  html: string;
  wordCount: number;
  readingMinutes: number;
  removed: boolean;
};

/** No body, so nothing rendered. */
export type BlogCard = Omit<BlogPost, 'html' | 'wordCount' | 'readingMinutes' | 'removed'>;
