import { Mail, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';

import { NewsletterForm } from '#app/components/forms/newsletter-form.tsx';
import { SocialLinks } from '#app/components/layout/social-links.tsx';
import type { SiteIdentity } from '#app/data/identity.ts';
import { footerQuickLinks } from '#app/data/navigation.ts';
import { PRIVACY_PATH } from '#app/data/site-pages.ts';
import { mailtoHref, telHref, whatsappHref } from '#app/lib/contact-links.ts';

export function SiteFooter({ identity, year }: { identity: SiteIdentity; year: number }) {
  return (
    <footer className="mt-24 border-t bg-muted/50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="text-lg font-bold">
            {identity.siteName}
          </h2>
          <p className="mt-1 text-sm font-medium text-primary">{identity.coachTitle}</p>
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
            {identity.city}&apos;de yüz yüze ve online koçluk. Hedeflerinizi netleştirmek,
            potansiyelinizi keşfetmek ve kalıcı değişimi başlatmak için yanınızdayım.
          </p>
          <section aria-labelledby="footer-newsletter" id="bulten" className="mt-6">
            <h2 id="footer-newsletter" className="font-semibold">
              Bülten
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Yeni İlham Notları ve etkinliklerden ilk siz haberdar olun.
            </p>
            <NewsletterForm />
          </section>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-semibold">
            Hızlı Bağlantılar
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {footerQuickLinks.map(({ href, label }) => (
              <li key={href}>
                <Link to={href} className="hover:text-primary hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="font-semibold">
            Sosyal Medya
          </h2>
          <SocialLinks social={identity.social} className="mt-3 text-sm" />
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold">
            İletişim
          </h2>
          <ul className="mt-3 grid gap-3 text-sm">
            <li>
              <a
                href={whatsappHref(identity.whatsappNumber, identity.whatsappGreeting)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 hover:text-primary hover:underline"
              >
                <MessageCircle aria-hidden className="size-4" />
                WhatsApp ile yazın
                <span className="sr-only"> (yeni sekmede açılır)</span>
              </a>
            </li>
            <li>
              <a
                href={mailtoHref(identity.email)}
                className="inline-flex items-center gap-2 hover:text-primary hover:underline"
              >
                <Mail aria-hidden className="size-4" />
                {identity.email}
              </a>
            </li>
            <li>
              <a
                href={telHref(identity.phone)}
                className="inline-flex items-center gap-2 hover:text-primary hover:underline"
              >
                <Phone aria-hidden className="size-4" />
                {identity.phone}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-6 text-sm text-muted-foreground">
          <p>
            © {year} {identity.siteName}. Tüm hakları saklıdır.
          </p>
          <Link to={PRIVACY_PATH} className="hover:text-primary hover:underline">
            KVKK ve Gizlilik
          </Link>
        </div>
      </div>
    </footer>
  );
}
