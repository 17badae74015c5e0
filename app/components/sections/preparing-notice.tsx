import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';

/** An honest placeholder for a section whose content is still being written. */
export function PreparingNotice() {
  return (
    <section aria-labelledby="hazirlaniyor" className="mx-auto max-w-3xl px-4 py-16">
      <div className="rounded-xl border bg-card p-8 text-center shadow-sm">
        <Hourglass aria-hidden className="mx-auto size-8 text-primary" />
        <h2 id="hazirlaniyor" className="mt-4 text-xl font-semibold">
          Bu sayfa hazırlanıyor
        </h2>
        <p className="mt-2 text-muted-foreground">
          Ayrıntılı içerik çok yakında burada olacak. Bu arada sorularınız için bana
          ulaşabilirsiniz.
        </p>
        <p className="mt-4">
          <Link
            to="/iletisim"
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            İletişim sayfasına git
          </Link>
        </p>
      </div>
    </section>
  );
}
