import type { EditableIdentity } from '#app/data/content-schema.ts';

/** What the desk edits, and what only the deployment names (docs/decisions/0049). */
export type SiteIdentity = EditableIdentity & {
  /** Named in the KVKK notice: a server abroad is a transfer (art. 9); null until the deployment names it. */
  hosting: ServiceLocation | null;
  mailService: ServiceLocation | null;
};

export type ServiceLocation = { provider: string; country: string };

/** A fictional demo identity: the first values of a site whose environment names none (README). */
export const demoIdentity: SiteIdentity = {
  siteName: 'Ayşe Örnek Koçluk',
  coachName: 'Ayşe Örnek',
  coachTitle: 'Yaşam ve NLP Koçu',
  phone: '+90 555 000 00 00',
  whatsappNumber: '905550000000',
  whatsappGreeting:
    'Merhaba Ayşe Hanım, web sitenizden ulaşıyorum. Koçluk hizmetleriniz hakkında bilgi almak istiyorum.',
  whatsappAppointmentGreeting:
    'Merhaba Ayşe Hanım, ücretsiz keşif görüşmesi için randevu almak istiyorum. Uygun olduğunuz gün ve saatleri paylaşabilir misiniz?',
  email: 'merhaba@ayseornek.example',
  social: {
    instagram: 'https://www.instagram.com/ayseornek.koc',
    facebook: 'https://www.facebook.com/ayseornek.koc',
    linkedin: 'https://www.linkedin.com/in/ayseornek-koc',
    x: 'https://x.com/ayseornekkoc',
    youtube: 'https://www.youtube.com/@ayseornekkoc',
  },
  videoChannelUrl: 'https://www.youtube.com/@ayseornekkoc/videos',
  promoVideoId: 'M7lc1UVf-VE',
  city: 'İzmir',
  district: 'Karşıyaka',
  postalAddress: 'Örnek Mahallesi, Deneme Sokak No: 1, 35530 Karşıyaka/İzmir',
  bookSiteUrl: 'https://kitap.example/ayse-ornek',
  seller: { name: '', taxOffice: '', taxNumber: '', mersisNumber: '', kepAddress: '' },
  hosting: null,
  mailService: null,
};

export function isTurkey(country: string): boolean {
  const name = country.trim().toLocaleLowerCase('tr-TR');
  return ['türkiye', 'turkiye', 'turkey', 'tr', 'türkei', 'turquie'].includes(name);
}
