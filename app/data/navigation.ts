import { BookOpen, CircleHelp, CirclePlay, Feather, ShoppingBag, type LucideIcon } from 'lucide-react';

export type NavItem = { href: string; label: string; icon?: LucideIcon };

/** Header menu, SPEC section 2 "Header and footer": these labels, this order. */
export const mainNav: NavItem[] = [
  { href: '/', label: 'Ana Sayfa' },
  { href: '/hakkimda', label: 'Hakkımda' },
  { href: '/kocluk-sureci', label: 'Koçluk Süreci' },
  { href: '/hizmetler', label: 'Hizmetler' },
  { href: '/e-kitaplar', label: 'E-Kitaplar', icon: BookOpen },
  { href: '/dukkan', label: "Telkin CD'leri", icon: ShoppingBag },
  { href: '/medya', label: 'Medya', icon: CirclePlay },
  { href: '/sss', label: 'SSS', icon: CircleHelp },
  { href: '/blog', label: 'İlham Notları', icon: Feather },
  { href: '/iletisim', label: 'İletişim' },
];

export const bookingCta = { href: '/randevu-al', label: 'Ücretsiz Keşif Görüşmesi' };

/** Footer quick links, SPEC section 2: exactly these targets. */
export const footerQuickLinks: NavItem[] = [
  { href: '/', label: 'Ana Sayfa' },
  { href: '/hakkimda', label: 'Hakkımda' },
  { href: '/kocluk-sureci', label: 'Koçluk Süreci' },
  { href: '/hizmetler', label: 'Hizmetler' },
  { href: '/e-kitaplar', label: 'E-Kitaplar' },
  { href: '/dukkan', label: "Telkin CD'leri" },
  { href: '/medya', label: 'Medya' },
  { href: '/blog', label: 'İlham Notları' },
  { href: '/iletisim', label: 'İletişim' },
  { href: '/randevu-al', label: 'Randevu Al' },
];
