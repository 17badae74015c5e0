import { ArrowUpRight } from 'lucide-react';

import { ListingSection } from '#app/components/sections/listing-section.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardTitle,
} from '#app/components/ui/card.tsx';
import type { Ebook } from '#app/data/content-schema.ts';

function EbookCard({ book }: { book: Ebook }) {
  return (
    <Card className="w-full overflow-hidden">
      <img
        src={book.cover.src}
        alt={book.cover.alt}
        width={book.cover.width}
        height={book.cover.height}
        loading="lazy"
        decoding="async"
        className="aspect-[2/3] w-full border-b bg-muted object-cover"
      />
      <div className="flex flex-col gap-3 p-6">
        <Badge variant="secondary" className="self-start">
          <span className="sr-only">Kategori: </span>
          {book.category}
        </Badge>{' '}
        <CardTitle className="text-lg">{book.title}</CardTitle>
        <CardDescription>{book.description}</CardDescription>
      </div>
      <CardContent>
        <ul aria-label={`${book.title} etiketleri`} className="flex flex-wrap gap-1.5">
          {book.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">#{tag}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full">
          <a href={book.externalLink} target="_blank" rel="noopener noreferrer">
            Kitaba Git
            <span className="sr-only">: {book.title} (yeni sekmede açılır)</span>
            <ArrowUpRight aria-hidden />
          </a>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** Every e-book as a card; each "Kitaba Git" opens the book's own page on the book site. */
export function EbookGrid({ ebooks }: { ebooks: Ebook[] }) {
  return (
    <ListingSection id="e-kitap-listesi" title="Kitaplarım">
      <p className="mt-2 text-muted-foreground">
        {ebooks.length} e-kitap arasından sana en uygun olanı seç; &ldquo;Kitaba Git&rdquo; ile
        kitabın sayfası yeni sekmede açılır.
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {ebooks.map((book) => (
          <li key={book.id} className="flex">
            <EbookCard book={book} />
          </li>
        ))}
      </ul>
    </ListingSection>
  );
}
