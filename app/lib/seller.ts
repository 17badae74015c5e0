import type { Seller } from '#app/data/content-schema.ts';

/** Shown once the coach has named the seller (docs/product.md#content-desk): the footer's line and /iletisim's card. */
export function sellerShown(seller: Seller | undefined): seller is Seller {
  return Boolean(seller?.name);
}

/** What a Turkish site must say of its seller, as label and value; the empty ones left out. */
export function sellerFacts(seller: Seller): Array<{ label: string; value: string }> {
  const taxLabel = seller.taxNumber.length === 11 ? 'TC kimlik no' : 'Vergi no';
  return [
    { label: 'Satıcı', value: seller.name },
    { label: 'Vergi dairesi', value: seller.taxOffice },
    { label: taxLabel, value: seller.taxNumber },
    { label: 'MERSİS no', value: seller.mersisNumber },
    { label: 'KEP adresi', value: seller.kepAddress },
  ].filter((fact) => fact.value);
}
