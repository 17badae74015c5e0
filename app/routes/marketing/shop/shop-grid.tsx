import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';

import { ListingSection } from '#app/components/sections/listing-section.tsx';
import type { Product } from '#app/data/content-schema.ts';
import { CONTACT_PATH, MEDIA_PATH } from '#app/data/page-paths.ts';
import { HowToBuy } from '#app/routes/marketing/shop/how-to-buy.tsx';
import { ProductCard } from '#app/routes/marketing/shop/product-card.tsx';

function ShopEmpty() {
  return (
    <section aria-labelledby="dukkan-hazirlaniyor" className="mx-auto max-w-3xl px-4 py-16">
      <div className="rounded-xl border bg-card p-8 text-center shadow-sm">
        <PackageOpen aria-hidden className="mx-auto size-8 text-primary" />
        <h2 id="dukkan-hazirlaniyor" className="mt-4 text-xl font-semibold">
          Dükkanımız hazırlanıyor
        </h2>
        <p className="mt-2 text-muted-foreground">
          Telkin videoları çok yakında burada satışa sunulacak. Bu arada ücretsiz videolarımı
          izleyebilir, soruların için bana ulaşabilirsin.
        </p>
        <p className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link
            to={MEDIA_PATH}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Videoları izle
          </Link>
          <Link
            to={CONTACT_PATH}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            İletişime geç
          </Link>
        </p>
      </div>
    </section>
  );
}

/** The product cards and the buying steps, or the "being prepared" notice when there is nothing to sell. */
export function ShopGrid({
  products,
  videoChannelUrl,
}: {
  products: Product[];
  videoChannelUrl: string;
}) {
  if (products.length === 0) return <ShopEmpty />;
  return (
    <>
      <ListingSection id="telkin-videolari" title="Telkin Videoları">
        <p className="mt-2 max-w-3xl text-muted-foreground">
          Her video, rahatlatıcı bir gevşeme eşliğinde olumlu telkinlerle ilerler. Sana en uygun
          konuyu seç, ayrıntılara göz at ve güvenli ödeme için pazar yerine geç. Videolar bir tedavi
          yerine geçmez ve belirli bir sonuç vaat etmez.
        </p>
        <ul className="mt-8 grid gap-8 md:grid-cols-2">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                videoChannelUrl={videoChannelUrl}
                eager={index === 0}
              />
            </li>
          ))}
        </ul>
      </ListingSection>
      <HowToBuy />
    </>
  );
}
