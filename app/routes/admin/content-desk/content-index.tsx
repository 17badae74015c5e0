import { Link } from 'react-router';

import type { ContentKindName } from '#app/schemas/content-fields.ts';

type KindSummary = {
  kind: ContentKindName;
  plural: string;
  href: string;
  many: boolean;
  published: number;
  drafts: number;
  retired: number;
};

function countsOf({ many, published, drafts, retired }: KindSummary): string {
  if (!many) return 'Tek sayfa';
  const parts = [`${published.toLocaleString('tr-TR')} yayında`];
  if (drafts > 0) parts.push(`${drafts.toLocaleString('tr-TR')} taslak`);
  if (retired > 0) parts.push(`${retired.toLocaleString('tr-TR')} yayından kaldırılmış`);
  return parts.join(', ');
}

/** /yonetim/icerik: every kind of content the site shows, besides the posts. */
export function ContentIndexPage({
  kinds,
  prices,
}: {
  kinds: KindSummary[];
  /** The owner's price lists; null for an assistant. */
  prices: string | null;
}) {
  return (
    <>
      <h1 id="icerik-baslik" className="text-2xl font-bold">
        İçerik
      </h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Sitede gösterilen her şey burada: hizmetler, fiyatlar, sorular, ürünler, yorumlar ve
        sayfaların metinleri. Yaptığınız değişiklik kaydettiğiniz anda sitede görünür; her kaydın
        önceki sürümleri saklanır.
      </p>
      <ul aria-labelledby="icerik-baslik" className="mt-6 grid gap-3 sm:grid-cols-2">
        {prices ? (
          <li className="rounded-xl border bg-card p-4 text-card-foreground">
            <h2 className="text-lg font-semibold">
              <Link to={prices} className="rounded-sm hover:underline">
                Fiyatlar
              </Link>
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Paket fiyatları, zamanlanan fiyat listeleri ve fiyat geçmişi
            </p>
          </li>
        ) : null}
        {kinds.map((kind) => (
          <li key={kind.kind} className="rounded-xl border bg-card p-4 text-card-foreground">
            <h2 className="text-lg font-semibold">
              <Link to={kind.href} className="rounded-sm hover:underline">
                {kind.plural}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{countsOf(kind)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
