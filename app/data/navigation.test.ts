import { expect, test } from 'vitest';

import { bookingCta, footerQuickLinks, mainNav } from '#app/data/navigation.ts';

test('header menu: ten labels and targets in order, icons on five items, the booking call', () => {
  expect(mainNav.map(({ href, label }) => [href, label])).toEqual([
    ['/', 'Ana Sayfa'],
    ['/hakkimda', 'Hakkımda'],
    ['/kocluk-sureci', 'Koçluk Süreci'],
    ['/hizmetler', 'Hizmetler'],
    ['/e-kitaplar', 'E-Kitaplar'],
    ['/dukkan', "Telkin CD'leri"],
    ['/medya', 'Medya'],
    ['/sss', 'SSS'],
    ['/blog', 'İlham Notları'],
    ['/iletisim', 'İletişim'],
  ]);
  expect(mainNav.filter((item) => item.icon).map((item) => item.href)).toEqual([
    '/e-kitaplar',
    '/dukkan',
    '/medya',
    '/sss',
    '/blog',
  ]);
  expect(bookingCta).toEqual({ href: '/randevu-al', label: 'Ücretsiz Keşif Görüşmesi' });
});

test('footer quick links: nine pages and the booking page, in order', () => {
  expect(footerQuickLinks.map((item) => item.href)).toEqual([
    '/',
    '/hakkimda',
    '/kocluk-sureci',
    '/hizmetler',
    '/e-kitaplar',
    '/dukkan',
    '/medya',
    '/blog',
    '/iletisim',
    '/randevu-al',
  ]);
});
