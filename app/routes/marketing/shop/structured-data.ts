import type { Product } from '#app/data/content-schema.ts';
import type { JsonLdObject } from '#app/lib/seo/json-ld.ts';

/** One schema.org Product per shop item; the offer points at the marketplace page. */
export function productsJsonLd(
  products: Product[],
  { publicUrl, brandName }: { publicUrl: string; brandName: string },
): JsonLdObject[] {
  return products.map((product) => ({
    '@type': 'Product',
    sku: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    image: `${publicUrl}${product.image.src}`,
    brand: { '@type': 'Brand', name: brandName },
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: product.currency,
      availability: 'https://schema.org/InStock',
      url: product.purchaseUrl,
    },
  }));
}
