import { MessageCircle } from 'lucide-react';

import { SocialLinks } from '#app/components/layout/social-links.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { SiteIdentity } from '#app/data/identity.ts';
import { whatsappHref } from '#app/lib/contact-links.ts';

/** Phones only (md:hidden): the social profiles and a chat link close at hand, where the footer is
 * far down the page. */
export function MobileConnect({ identity }: { identity: SiteIdentity }) {
  return (
    <section
      aria-labelledby="baglantida-kalalim"
      className="mx-4 mb-16 rounded-2xl border bg-card p-6 shadow-sm md:hidden"
    >
      <h2 id="baglantida-kalalim" className="text-2xl font-bold">
        Bağlantıda Kalalım
      </h2>
      <p className="mt-2 text-muted-foreground">
        Paylaşımlarımı takip et ya da soruların için hemen yaz.
      </p>
      <SocialLinks social={identity.social} className="mt-5" />{' '}
      <Button asChild size="lg" variant="success" className="mt-6 w-full">
        <a
          href={whatsappHref(identity.whatsappNumber, identity.whatsappGreeting)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden />
          WhatsApp’tan Sohbet Başlat
          <span className="sr-only"> (yeni sekmede açılır)</span>
        </a>
      </Button>
    </section>
  );
}
