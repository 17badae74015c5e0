import { SocialLinks, type SocialKey } from '#app/components/layout/social-links.tsx';
import { ContactCard } from '#app/components/sections/contact/contact-card.tsx';
import type { SiteIdentity } from '#app/data/identity.ts';

// The contact page's own order (SPEC section 2), which differs from the footer's.
const contactOrder: SocialKey[] = ['linkedin', 'instagram', 'youtube', 'facebook', 'x'];

export function ContactSocial({ social }: { social: SiteIdentity['social'] }) {
  return (
    <ContactCard id="beni-takip-edin" title="Beni Takip Edin">
      <p className="mt-2 text-muted-foreground">
        İlham veren paylaşımlar, kısa videolar ve etkinlik duyuruları için.
      </p>
      <SocialLinks social={social} order={contactOrder} look="tiles" />
    </ContactCard>
  );
}
