import { SocialLinks, type SocialKey } from '#app/components/layout/social-links.tsx';
import type { SiteIdentity } from '#app/data/identity.ts';

// The contact page's own order (SPEC section 2), which differs from the footer's.
const contactOrder: SocialKey[] = ['linkedin', 'instagram', 'youtube', 'facebook', 'x'];

export function ContactSocial({ social }: { social: SiteIdentity['social'] }) {
  return (
    <section aria-labelledby="beni-takip-edin" className="rounded-2xl border bg-card p-8 shadow-sm">
      <h2 id="beni-takip-edin" className="text-2xl font-semibold">
        Beni Takip Edin
      </h2>
      <p className="mt-2 text-muted-foreground">
        İlham veren paylaşımlar, kısa videolar ve etkinlik duyuruları için.
      </p>
      <SocialLinks social={social} order={contactOrder} look="tiles" className="mt-6" />
    </section>
  );
}
