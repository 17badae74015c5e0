import { SocialLinks } from '#app/components/layout/social-links.tsx';
import type { SiteIdentity } from '#app/data/identity.ts';

export function ContactSocial({ social }: { social: SiteIdentity['social'] }) {
  return (
    <section aria-labelledby="beni-takip-edin" className="rounded-2xl border bg-card p-8 shadow-sm">
      <h2 id="beni-takip-edin" className="text-2xl font-semibold">
        Beni Takip Et
      </h2>
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
    </section>
  );
}
