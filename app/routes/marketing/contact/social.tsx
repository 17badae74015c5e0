import { SocialLinks } from '#app/components/layout/social-links.tsx';
import type { SiteIdentity } from '#app/data/identity.ts';
import { ContactCard } from '#app/routes/marketing/contact/contact-card.tsx';

export function ContactSocial({ social }: { social: SiteIdentity['social'] }) {
  return (
    <ContactCard id="beni-takip-edin" title="Beni Takip Et">
      <p className="mt-2 text-muted-foreground">
        İlham veren paylaşımlar, kısa videolar ve etkinlik duyuruları için.
      </p>
      {/* The contact page's own order, which differs from the footer's. */}
      <SocialLinks
        social={social}
        order={['linkedin', 'instagram', 'youtube', 'facebook', 'x']}
        look="cards"
        className="mt-6"
      />
    </ContactCard>
  );
}
