import type { Seller } from '#app/data/content-schema.ts';
import { sellerFacts, sellerShown } from '#app/lib/seller.ts';

/**
 * The seller's details under the footer once the coach has named the seller; drawn only by the
 * server (a layout section), so no page's script carries it.
 */
export function SellerLine({ seller }: { seller: Seller }) {
  if (!sellerShown(seller)) return null;
  return (
    <div className="border-t">
      <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted-foreground">
        {sellerFacts(seller)
          .map(({ label, value }) => `${label}: ${value}`)
          .join(' · ')}
      </p>
    </div>
  );
}
