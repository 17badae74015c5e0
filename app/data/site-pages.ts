import {
  ABOUT_PATH,
  BLOG_PATH,
  BOOKING_PATH,
  CONTACT_PATH,
  EBOOKS_PATH,
  FAQ_PATH,
  HOME_PATH,
  MEDIA_PATH,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONFIRMED_PATH,
  NOT_FOUND_PATH,
  PRIVACY_PATH,
  PROCESS_PATH,
  SERVICES_PATH,
  SHOP_PATH,
  THANK_YOU_PATH,
  UNSUBSCRIBED_PATH,
  UNSUBSCRIBE_PATH,
} from '#app/data/page-paths.ts';

/** One table feeds <title> and meta tags, the sitemap and the browser test that visits every route. */
export type SitePage = {
  path: string;
  title: string;
  description: string;
  heading: string;
  /** Listed in the sitemap (the thank-you and 404 pages are not). */
  indexable: boolean;
};


export const sitePages = {
  home: {
    path: HOME_PATH,
    title: 'Yaşam ve NLP Koçluğu',
    description:
      "İzmir’de ve online yaşam, NLP, kariyer ve ilişki koçluğu. Hedeflerini netleştir, ilk adımı ücretsiz keşif görüşmesiyle at.",
    heading: 'Hayalindeki yaşama bugün ilk adımı at',
    indexable: true,
  },
  about: {
    path: ABOUT_PATH,
    title: 'Hakkımda',
    description:
      'Koçluk yolculuğum, değerlerim, yetkinliklerim ve sertifikalarım. Seninle nasıl çalıştığımı yakından tanı.',
    heading: 'Hakkımda',
    indexable: true,
  },
  process: {
    path: PROCESS_PATH,
    title: 'Koçluk Süreci',
    description:
      'Ücretsiz keşif görüşmesinden kutlamaya beş adımda koçluk süreci: yol haritası, uygulama, değerlendirme ve kalıcı değişim.',
    heading: 'Koçluk Süreci',
    indexable: true,
  },
  services: {
    path: SERVICES_PATH,
    title: 'Hizmetler ve Fiyatlar',
    description:
      'NLP, yaşam, kariyer, ilişki, takım, performans, öğrenci ve yatırım koçluğu; online ve yüz yüze seanslar, paket fiyatları.',
    heading: 'Hizmetler',
    indexable: true,
  },
  ebooks: {
    path: EBOOKS_PATH,
    title: 'E-Kitaplar',
    description:
      'Kişisel gelişim, NLP ve farkındalık üzerine e-kitaplar. Okumak istediğin kitabı seç, kitap sitesinden edin.',
    heading: 'E-Kitaplar',
    indexable: true,
  },
  shop: {
    path: SHOP_PATH,
    title: "Dijital Dükkan: Telkin CD'leri",
    description:
      'Uyku öncesi rahatlama, beslenme, ilişkiler ve kariyer temalı kayıtlı telkin videoları. Ödeme pazar yerinde yapılır; erişim bilgileri e-postayla gelir.',
    heading: 'Dijital Dükkan',
    indexable: true,
  },
  media: {
    path: MEDIA_PATH,
    title: 'Medya',
    description:
      'Koçluk, NLP ve farkındalık üzerine videolar. İzle, kanalı takip et, yeni içeriklerden haberdar ol.',
    heading: 'Medya',
    indexable: true,
  },
  faq: {
    path: FAQ_PATH,
    title: 'Sıkça Sorulan Sorular',
    description:
      'Koçluk nedir, seanslar nasıl geçer, kaç seans gerekir, online görüşme nasıl yapılır? Merak ettiklerinin yanıtları.',
    heading: 'Sıkça Sorulan Sorular',
    indexable: true,
  },
  blog: {
    path: BLOG_PATH,
    title: 'İlham Notları',
    description:
      'Koçluk, NLP, motivasyon, ilişkiler ve günlük yaşam üzerine ilham veren yazılar ve uygulanabilir öneriler.',
    heading: 'İlham Notları',
    indexable: true,
  },
  booking: {
    path: BOOKING_PATH,
    title: 'Randevu Al',
    description:
      'Ücretsiz, 20–30 dakikalık keşif görüşmesi için takvimden sana uygun gün ve saati seç ya da e-posta veya WhatsApp ile ulaş.',
    heading: 'Randevu Al',
    indexable: true,
  },
  contact: {
    path: CONTACT_PATH,
    title: 'İletişim',
    description:
      'Telefon, e-posta ve WhatsApp ile ulaş. İzmir ofisinde yüz yüze ya da online görüşme için iletişime geç.',
    heading: 'İletişim',
    indexable: true,
  },
  privacy: {
    path: PRIVACY_PATH,
    title: 'KVKK Aydınlatma Metni ve Gizlilik',
    description:
      'Bülten, randevu, hikâye ve yorum formlarında hangi kişisel verilerin, hangi amaçla ve ne kadar süre işlendiği; KVKK kapsamındaki hakların ve başvuru yolu.',
    heading: 'Kişisel Verilerin Korunması ve Gizlilik',
    indexable: true,
  },
  unsubscribe: {
    path: UNSUBSCRIBE_PATH,
    title: 'Bülten Aboneliğinden Ayrıl',
    description: 'Bülten aboneliğini sonlandır; sana bir daha bülten göndermem.',
    heading: 'Bülten Aboneliğinden Ayrıl',
    indexable: false,
  },
  unsubscribed: {
    path: UNSUBSCRIBED_PATH,
    title: 'Bülten Aboneliğin Sona Erdi',
    description: 'Bülten aboneliğin sona erdi; sana artık bülten göndermeyeceğim.',
    heading: 'Bülten aboneliğin sona erdi.',
    indexable: false,
  },
  newsletterConfirm: {
    path: NEWSLETTER_CONFIRM_PATH,
    title: 'Bülten Aboneliğini Onayla',
    description: 'Bülten aboneliğini onayla; bülten yalnızca onayladıktan sonra gönderilir.',
    heading: 'Bülten aboneliğini onayla',
    indexable: false,
  },
  newsletterConfirmed: {
    path: NEWSLETTER_CONFIRMED_PATH,
    title: 'Bülten Aboneliğin Onaylandı',
    description: 'Bülten aboneliğin onaylandı; hoş geldin e-postası yolda.',
    heading: 'Bülten aboneliğin onaylandı.',
    indexable: false,
  },
  thankYou: {
    path: THANK_YOU_PATH,
    title: 'Teşekkürler',
    description: 'Mesajın ulaştı. En kısa sürede sana döneceğim.',
    heading: 'Teşekkürler!',
    indexable: false,
  },
  notFound: {
    path: NOT_FOUND_PATH,
    title: 'Sayfa Bulunamadı',
    description: 'Aradığın sayfa bulunamadı. Ana sayfaya dönerek devam edebilirsin.',
    heading: 'Sayfa Bulunamadı',
    indexable: false,
  },
} satisfies Record<string, SitePage>;
