import type { Diploma } from '#app/data/content-schema.ts';

// Generic certificate names on purpose: the coach is a fictional demo identity.
export const diplomas: Diploma[] = [
  {
    id: 'uluslararasi-kocluk',
    image: {
      src: '/images/diplomas/uluslararasi-kocluk.svg',
      alt: 'Uluslararası Koçluk Sertifika Programı sertifikasının temsilî görseli',
      width: 800,
      height: 600,
    },
    title: 'Uluslararası Koçluk Sertifika Programı',
    description:
      'Temel koçluk yetkinliklerini, etik ilkeleri ve süpervizyon eşliğinde tamamlanan uygulama saatlerini kapsayan kapsamlı bir koçluk eğitimi.',
  },
  {
    id: 'nlp-master-practitioner',
    image: {
      src: '/images/diplomas/nlp-master-practitioner.svg',
      alt: 'NLP Practitioner ve Master Practitioner sertifikasının temsilî görseli',
      width: 800,
      height: 600,
    },
    title: 'NLP Practitioner ve Master Practitioner',
    description:
      "NLP’nin temel ve ileri düzey tekniklerini, dil kalıplarını ve modelleme çalışmalarını içeren iki aşamalı, uygulamalı bir eğitim programı.",
  },
  {
    id: 'myk-seviye-6',
    image: {
      src: '/images/diplomas/myk-seviye-6.svg',
      alt: 'MYK Mesleki Yeterlilik Belgesi (Seviye 6) temsilî görseli',
      width: 800,
      height: 600,
    },
    title: 'MYK Mesleki Yeterlilik Belgesi (Seviye 6)',
    description:
      'Koçluk ulusal yeterliliğinde teorik ve performansa dayalı sınavlarla belgelenen mesleki yeterlilik.',
  },
];
