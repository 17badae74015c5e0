import {
  CheckCircle2,
  Download,
  FileText,
  Mail,
  MessageCircle,
  ShoppingCart,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

import { IconList } from '#app/components/sections/icon-list.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { Collapsible } from '#app/components/ui/collapsible.tsx';
import { ContentImage } from '#app/components/ui/content-image.tsx';
import type { DeliveryOption, Product } from '#app/data/content-schema.ts';
import { formatPriceWithDecimals } from '#app/lib/format.ts';

const deliveryIcons: Record<DeliveryOption, LucideIcon> = {
  'MP4 indirme': Download,
  'E-posta': Mail,
  WhatsApp: MessageCircle,
  'PDF bağlantısı': FileText,
};

function TitledList({
  title,
  items,
  icon: Icon,
}: {
  title: string;
  items: string[];
  icon: LucideIcon;
}) {
  return (
    <div>
      <h4 className="font-semibold">{title}</h4>
      <IconList
        items={items}
        icon={Icon}
        className="mt-2 space-y-1.5 text-sm"
        iconClassName="mt-0.5 size-4"
      />
    </div>
  );
}

/** One shop product (docs/product.md#built-in-content); buying happens on the marketplace. */
export function ProductCard({
  product,
  videoChannelUrl,
  eager,
}: {
  product: Product;
  videoChannelUrl: string;
  eager: boolean;
}) {
  return (
    <Card className="h-full overflow-hidden">
      <ContentImage
        image={product.image}
        eager={eager}
        className="aspect-[4/3] w-full border-b bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-5 p-6">
        <div className="flex flex-col gap-2">
          <a
            href={videoChannelUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center self-start rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground underline-offset-2 hover:underline"
          >
            {product.category}
            <span className="sr-only">: video kanalındaki örnekler (yeni sekmede açılır)</span>
          </a>{' '}
          <h3 className="text-xl leading-tight font-bold">{product.name}</h3>
          <p className="font-medium text-primary">{product.subtitle}</p>
        </div>

        <p className="text-muted-foreground">{product.description}</p>

        <Collapsible summary="Ayrıntılı açıklama">
          <p className="text-sm text-pretty">{product.longDescription}</p>
        </Collapsible>

        <TitledList title={product.featuresTitle} items={product.features} icon={CheckCircle2} />
        <TitledList title={product.benefitsTitle} items={product.benefits} icon={Sparkles} />

        <div>
          <h4 className="font-semibold">Teslimat seçenekleri</h4>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {product.deliveryOptions.map((option) => {
              const Icon = deliveryIcons[option];
              return (
                <li
                  key={option}
                  className="inline-flex items-center gap-1.5 rounded-md border bg-muted px-2 py-1"
                >
                  <Icon aria-hidden className="size-4 text-primary" />
                  {option}
                </li>
              );
            })}
          </ul>
        </div>

        <div className="mt-auto flex flex-col gap-4 border-t pt-5">
          <p className="text-sm text-pretty italic">{product.callToAction}</p>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-2xl font-bold tabular-nums">
              <span className="sr-only">Fiyat: </span>
              {formatPriceWithDecimals(product.price, product.currency)}
            </p>
            <Button asChild size="lg">
              <a href={product.purchaseUrl} target="_blank" rel="noopener noreferrer">
                <ShoppingCart aria-hidden />
                Satın Al
                <span className="sr-only">: {product.name} (yeni sekmede açılır)</span>
              </a>
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
