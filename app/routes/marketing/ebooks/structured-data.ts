import type { Ebook } from '#app/data/content-schema.ts';
import type { JsonLdObject } from '#app/lib/seo/json-ld.ts';

/** One schema.org Book per e-book, with absolute image URLs as search engines require. */
export function ebooksJsonLd(
  ebooks: Ebook[],
  { publicUrl, authorName }: { publicUrl: string; authorName: string },
): JsonLdObject[] {
  return ebooks.map((book) => ({
    '@type': 'Book',
    name: book.title,
    description: book.description,
    genre: book.category,
    keywords: book.tags.join(', '),
    url: book.externalLink,
    image: `${publicUrl}${book.cover.src}`,
    inLanguage: 'tr',
    bookFormat: 'https://schema.org/EBook',
    author: { '@type': 'Person', name: authorName },
  }));
}
