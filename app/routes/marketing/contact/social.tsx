import { socialNetworks, type SocialKey } from '#app/components/layout/social-links.tsx';
import type { SiteIdentity } from '#app/data/identity.ts';

// The contact page's own order, which differs from the footer's.
const contactOrder: SocialKey[] = ['linkedin', 'instagram', 'youtube', 'facebook', 'x'];

export function ContactSocial({ social }: { social: SiteIdentity['social'] }) {
  return (
    <section aria-labelledby="beni-takip-edin" className="rounded-2xl border bg-card p-8 shadow-sm">
      <h2 id="beni-takip-edin" className="text-2xl font-semibold">
        Beni Takip Et
      </h2>
      <p className="mt-2 text-muted-foreground">
        İlham veren paylaşımlar, kısa videolar ve etkinlik duyuruları için.
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {contactOrder.map((key) => {
          const { label, icon: Icon } = socialNetworks[key];
          return (
            <li key={key}>
              <a
                href={social[key]}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-3 rounded-lg border px-4 py-3 font-medium transition-colors hover:bg-muted hover:text-primary"
              >
                <Icon aria-hidden className="size-5 text-primary" />
                {label}
                <span className="sr-only"> (yeni sekmede açılır)</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
