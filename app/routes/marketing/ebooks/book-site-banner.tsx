import { BookOpen, ExternalLink, Newspaper, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { BLOG_PATH, MEDIA_PATH } from '#app/data/page-paths.ts';

/** The invitation to the external book site, with the two related reading and watching pages. */
export function BookSiteBanner({ bookSiteUrl }: { bookSiteUrl: string }) {
  return (
    <section aria-labelledby="kitap-sitesi" className="mx-auto max-w-6xl px-4 pt-12">
      <div className="flex flex-col gap-6 rounded-2xl border bg-secondary p-8 text-secondary-foreground shadow-sm md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <BookOpen aria-hidden className="mt-1 size-10 shrink-0 text-primary" />
          <div>
            <h2 id="kitap-sitesi" className="text-2xl font-bold text-balance">
              Tüm kitaplarım tek bir adreste
            </h2>
            <p className="mt-2 max-w-2xl text-pretty">
              E-kitaplarımı kitap sitemden güvenle edinebilir, örnek bölümleri okuyabilir ve yeni
              çıkan kitaplardan ilk sen haberdar olabilirsin. Okumaya devam etmek istersen İlham
              Notları&rsquo;na, izlemek istersen videolarıma göz at.
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row md:flex-col">
          <Button asChild size="lg">
            <a href={bookSiteUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              Kitap Sitesine Git
              <span className="sr-only"> (yeni sekmede açılır)</span>
            </a>
          </Button>{' '}
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <Link to={BLOG_PATH}>
                <Newspaper aria-hidden />
                İlham Notları
              </Link>
            </Button>{' '}
            <Button asChild variant="outline">
              <Link to={MEDIA_PATH}>
                <PlayCircle aria-hidden />
                Videolar
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
