import { Mail, MapPin, Phone } from 'lucide-react';

import type { SiteIdentity } from '#app/data/identity.ts';
import { cn } from '#app/lib/cn.ts';
import { mailtoHref, telHref } from '#app/lib/contact-links.ts';
import { ContactCard } from '#app/routes/marketing/contact/contact-card.tsx';

/** Phone, e-mail and the district; the street address is given only with an appointment. */
export function ContactDetails({
  identity,
}: {
  identity: Pick<SiteIdentity, 'phone' | 'email' | 'district' | 'city'>;
}) {
  const links = [
    { icon: Phone, label: 'Telefon', href: telHref(identity.phone), text: identity.phone },
    // A long address breaks anywhere rather than overflow the card.
    {
      icon: Mail,
      label: 'E-posta',
      href: mailtoHref(identity.email),
      text: identity.email,
      breakAll: true,
    },
  ];
  const rows = [
    ...links.map(({ icon, label, href, text, breakAll }) => ({
      icon,
      label,
      value: (
        <a
          href={href}
          className={cn(
            'font-semibold',
            breakAll && 'break-all',
            'underline-offset-4 hover:underline',
          )}
        >
          {text}
        </a>
      ),
    })),
    {
      icon: MapPin,
      label: 'Adres',
      value: (
        <>
          <span className="font-semibold">
            {identity.district}, {identity.city}
          </span>{' '}
          <span className="mt-1 block text-sm text-muted-foreground">
            Detaylı adres randevu sırasında paylaşılır.
          </span>
        </>
      ),
    },
  ];
  return (
    <ContactCard id="iletisim-bilgileri" title="İletişim Bilgileri">
      <ul className="mt-6 grid gap-5">
        {rows.map(({ icon: Icon, label, value }) => (
          <li key={label} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
              <Icon aria-hidden className="size-5" />
            </span>
            <div>
              <p className="text-sm text-muted-foreground">{label}</p>
              <p className="mt-0.5">{value}</p>
            </div>
          </li>
        ))}
      </ul>
    </ContactCard>
  );
}
