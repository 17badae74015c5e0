import { BookOpen, CircleHelp, CirclePlay, Feather, ShoppingBag, type LucideIcon } from 'lucide-react';

import {
  ABOUT_PATH,
  BLOG_PATH,
  BOOKING_PATH,
  CONTACT_PATH,
  EBOOKS_PATH,
  FAQ_PATH,
  HOME_PATH,
  MEDIA_PATH,
  PROCESS_PATH,
  SERVICES_PATH,
  SHOP_PATH,
} from '#app/data/page-paths.ts';

export type NavItem = { href: string; label: string; icon?: LucideIcon };

/** Header menu (docs/product.md#layout): these labels, this order. */
export const mainNav: NavItem[] = [
  { href: HOME_PATH, label: 'Ana Sayfa' },
  { href: ABOUT_PATH, label: 'Hakkımda' },
  { href: PROCESS_PATH, label: 'Koçluk Süreci' },
  { href: SERVICES_PATH, label: 'Hizmetler' },
  { href: EBOOKS_PATH, label: 'E-Kitaplar', icon: BookOpen },
  { href: SHOP_PATH, label: "Telkin CD'leri", icon: ShoppingBag },
  { href: MEDIA_PATH, label: 'Medya', icon: CirclePlay },
  { href: FAQ_PATH, label: 'SSS', icon: CircleHelp },
  { href: BLOG_PATH, label: 'İlham Notları', icon: Feather },
  { href: CONTACT_PATH, label: 'İletişim' },
];

export const bookingCta = { href: BOOKING_PATH, label: 'Ücretsiz Keşif Görüşmesi' };

/** Footer quick links (docs/product.md#layout): exactly these targets. */
export const footerQuickLinks: NavItem[] = [
  { href: HOME_PATH, label: 'Ana Sayfa' },
  { href: ABOUT_PATH, label: 'Hakkımda' },
  { href: PROCESS_PATH, label: 'Koçluk Süreci' },
  { href: SERVICES_PATH, label: 'Hizmetler' },
  { href: EBOOKS_PATH, label: 'E-Kitaplar' },
  { href: SHOP_PATH, label: "Telkin CD'leri" },
  { href: MEDIA_PATH, label: 'Medya' },
  { href: BLOG_PATH, label: 'İlham Notları' },
  { href: CONTACT_PATH, label: 'İletişim' },
  { href: BOOKING_PATH, label: 'Randevu Al' },
];
