import { ContactCard } from '#app/routes/marketing/contact/contact-card.tsx';

/** The seller's details a Turkish site must show (docs/product.md#content-desk), once the coach has set them. */
export function SellerCard({ facts }: { facts: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <ContactCard id="satici-bilgileri" title="Satıcı Bilgileri">
      <dl className="mt-6 grid gap-3">
        {facts.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-0.5 font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </ContactCard>
  );
}
