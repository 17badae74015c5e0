import { Mail, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';

import { SocialLinks } from '#app/components/layout/social-links.tsx';
import type { SiteIdentity } from '#app/data/identity.ts';
import { footerQuickLinks } from '#app/data/navigation.ts';
import { PRIVACY_PATH } from '#app/data/page-paths.ts';
import { mailtoHref, telHref, whatsappHref } from '#app/lib/contact-links.ts';
import { locative } from '#app/lib/turkish-suffix.ts';

export function FooterBrand({ identity }: { identity: SiteIdentity }) {
  return (
    <>
      <h2 id="footer-brand" className="text-lg font-bold">
        {identity.siteName}
      </h2>
      <p className="mt-1 text-sm font-medium text-primary">{identity.coachTitle}</p>
      <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
        {locative(identity.city)} yüz yüze ve online koçluk. Hedeflerini netleştirmek, potansiyelini
        keşfetmek ve kalıcı değişimi başlatmak için yanındayım.
      </p>
    </>
  );
}

export function FooterLinks({ identity }: { identity: SiteIdentity }) {
  return (
    <>
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
              WhatsApp ile yaz
              <span className="sr-only"> (yeni sekmede açılır)</span>
            </a>
          </li>
          {[
            { href: mailtoHref(identity.email), Icon: Mail, label: identity.email },
            { href: telHref(identity.phone), Icon: Phone, label: identity.phone },
          ].map(({ href, Icon, label }) => (
            <li key={href}>
              <a
                href={href}
                className="inline-flex items-center gap-2 hover:text-primary hover:underline"
              >
                <Icon aria-hidden className="size-4" />
                {label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function FooterCopyright({ siteName, year }: { siteName: string; year: number }) {
  return (
    <div className="border-t">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-6 text-sm text-muted-foreground">
        <p>
          © {year} {siteName}. Tüm hakları saklıdır.
        </p>{' '}
        <Link to={PRIVACY_PATH} className="hover:text-primary hover:underline">
          KVKK ve Gizlilik
        </Link>
      </div>
    </div>
  );
}
