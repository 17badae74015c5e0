import { expect, test } from 'vitest';

import { demoIdentity, type SiteIdentity } from '#app/data/identity.ts';
import { testimonials } from '#app/data/testimonials.ts';
import { demoContentWarning } from '#app/server/content/demo-warning.server.ts';

const realIdentity: SiteIdentity = {
  ...demoIdentity,
  siteName: 'Deniz Yılmaz Koçluk',
  coachName: 'Deniz Yılmaz',
  phone: '+90 532 111 22 33',
  whatsappNumber: '905321112233',
  whatsappGreeting: 'Merhaba Deniz Hanım, bilgi almak istiyorum.',
  whatsappAppointmentGreeting: 'Merhaba Deniz Hanım, randevu almak istiyorum.',
  email: 'iletisim@denizyilmaz.com.tr',
  social: {
    instagram: 'https://www.instagram.com/denizyilmaz',
    facebook: 'https://www.facebook.com/denizyilmaz',
    linkedin: 'https://www.linkedin.com/in/denizyilmaz',
    x: 'https://x.com/denizyilmaz',
    youtube: 'https://www.youtube.com/@denizyilmaz',
  },
  videoChannelUrl: 'https://www.youtube.com/@denizyilmaz/videos',
  promoVideoId: 'abcdefghijk',
  postalAddress: 'Alsancak Mah. 1453 Sok. No: 5, 35220 Konak/İzmir',
  bookSiteUrl: 'https://kitap.denizyilmaz.com.tr',
};
const real = testimonials.map(({ demo: _demo, ...testimonial }) => testimonial);

test('the demo site itself is not warned about its demo content', () => {
  expect(demoContentWarning({ identity: demoIdentity, testimonials })).toBeNull();
});

test('a site of its own with nothing of the demo left is not warned about', () => {
  expect(demoContentWarning({ identity: realIdentity, testimonials: real })).toBeNull();
});

test('a site of its own still showing demo testimonials is warned, with how many', () => {
  const warning = demoContentWarning({ identity: realIdentity, testimonials });
  expect(warning).toBe(
    'Site adı "Deniz Yılmaz Koçluk", ama sitede örnek içerik yayında: 6 örnek danışan yorumu. Yönetim panelinin İçerik bölümünden değiştirin ya da kaldırın.',
  );
});

test('a site of its own with the demo contact details is warned, naming them', () => {
  const identity: SiteIdentity = {
    ...realIdentity,
    phone: demoIdentity.phone,
    email: demoIdentity.email,
    social: { ...realIdentity.social, x: demoIdentity.social.x },
  };
  expect(demoContentWarning({ identity, testimonials: real })).toBe(
    'Site adı "Deniz Yılmaz Koçluk", ama sitede örnek içerik yayında: örnek kimlik bilgileri (telefon, e-posta, sosyal medya adresleri). Yönetim panelinin İçerik bölümünden değiştirin ya da kaldırın.',
  );
  // Only the site name set, as a first deployment does: everything else is the demo's.
  const named = { ...demoIdentity, siteName: 'Deniz Yılmaz Koçluk' };
  const warning = demoContentWarning({ identity: named, testimonials: testimonials.slice(0, 2) });
  expect(warning).toContain('2 örnek danışan yorumu; örnek kimlik bilgileri (koç adı, telefon,');
});
