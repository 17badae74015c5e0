import { Link } from 'react-router';

import { ADMIN_CONTENT_IMPORT_PATH, ADMIN_CONTENT_YAML_PATH } from '#app/data/page-paths.ts';
import { ADMIN_PRICES_PATH } from '#app/lib/admin/content-paths.ts';
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
  owner,
}: {
  kinds: KindSummary[];
  /** Prices, the export and the import: the owner's alone. */
  owner: boolean;
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
        {owner ? (
          <li className="rounded-xl border bg-card p-4 text-card-foreground">
            <h2 className="text-lg font-semibold">
              <Link to={ADMIN_PRICES_PATH} className="rounded-sm hover:underline">
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
      {owner ? (
        <section aria-labelledby="icerik-dosya-baslik" className="mt-8 max-w-prose">
          <h2 id="icerik-dosya-baslik" className="text-lg font-semibold">
            İçerik dosyası
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Sitenin tüm içeriği (taslaklar, fiyat listeleri ve görsellerin adları dahil) tek bir
            YAML dosyasında: saklamak ya da başka bir kuruluma taşımak için.
          </p>
          <p className="mt-2 flex flex-wrap gap-4">
            <a href={ADMIN_CONTENT_YAML_PATH} className="text-primary underline">
              İçeriği indir (YAML)
            </a>
            <Link to={ADMIN_CONTENT_IMPORT_PATH} className="text-primary underline">
              İçeriği içe aktar
            </Link>
          </p>
        </section>
      ) : null}
    </>
  );
}
