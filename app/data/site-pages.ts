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

/**
 * Title, description and heading of every fixed page. One table feeds the <title> and meta
 * tags, the sitemap and the browser test that visits every route.
 */
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
      "İzmir'de ve online yaşam, NLP, kariyer ve ilişki koçluğu. Hedeflerinizi netleştirin, ilk adımı ücretsiz keşif görüşmesiyle atın.",
    heading: 'Hayalindeki yaşama bugün ilk adımı at',
    indexable: true,
  },
  about: {
    path: ABOUT_PATH,
    title: 'Hakkımda',
    description:
      'Koçluk yolculuğum, değerlerim, yetkinliklerim ve sertifikalarım. Sizinle nasıl çalıştığımı yakından tanıyın.',
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
      'Kişisel gelişim, NLP ve farkındalık üzerine e-kitaplar. Okumak istediğiniz kitabı seçin, kitap sitesinde hemen edinin.',
    heading: 'E-Kitaplar',
    indexable: true,
  },
  shop: {
    path: SHOP_PATH,
    title: "Dijital Dükkan: Telkin CD'leri",
    description:
      'Kilo verme, huzurlu uyku, aşk ve ilişkiler, kariyer ve başarı için kayıtlı telkin videoları. Güvenli ödeme, anında erişim.',
    heading: 'Dijital Dükkan',
    indexable: true,
  },
  media: {
    path: MEDIA_PATH,
    title: 'Medya',
    description:
      'Koçluk, NLP ve farkındalık üzerine videolar. İzleyin, kanalı takip edin, yeni içeriklerden haberdar olun.',
    heading: 'Medya',
    indexable: true,
  },
  faq: {
    path: FAQ_PATH,
    title: 'Sıkça Sorulan Sorular',
    description:
      'Koçluk nedir, seanslar nasıl geçer, kaç seans gerekir, online görüşme nasıl yapılır? Merak ettiklerinizin yanıtları.',
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
      'Ücretsiz, 20-30 dakikalık keşif görüşmesi için takvimden size uygun gün ve saati seçin ya da e-posta veya WhatsApp ile ulaşın.',
    heading: 'Randevu Al',
    indexable: true,
  },
  contact: {
    path: CONTACT_PATH,
    title: 'İletişim',
    description:
      'Telefon, e-posta ve WhatsApp ile ulaşın. İzmir ofisinde yüz yüze ya da online görüşme için iletişime geçin.',
    heading: 'İletişim',
    indexable: true,
  },
  privacy: {
    path: PRIVACY_PATH,
    title: 'KVKK Aydınlatma Metni ve Gizlilik',
    description:
      'Bülten, randevu, hikâye ve yorum formlarında hangi kişisel verilerin, hangi amaçla ve ne kadar süre işlendiği; KVKK kapsamındaki haklarınız ve başvuru yolu.',
    heading: 'Kişisel Verilerin Korunması ve Gizlilik',
    indexable: true,
  },
  unsubscribe: {
    path: UNSUBSCRIBE_PATH,
    title: 'Bülten Aboneliğinden Ayrılın',
    description: 'Bülten aboneliğinizi sonlandırın; size bir daha bülten gönderilmez.',
    heading: 'Bülten Aboneliğinden Ayrılın',
    indexable: false,
  },
  unsubscribed: {
    path: UNSUBSCRIBED_PATH,
    title: 'Bülten Aboneliğiniz Sona Erdi',
    description: 'Bülten aboneliğiniz sona erdi; size artık bülten gönderilmeyecek.',
    heading: 'Bülten aboneliğiniz sona erdi.',
    indexable: false,
  },
  newsletterConfirm: {
    path: NEWSLETTER_CONFIRM_PATH,
    title: 'Bülten Aboneliğini Onaylayın',
    description: 'Bülten aboneliğinizi onaylayın; bülten yalnızca onayladıktan sonra gönderilir.',
    heading: 'Bülten aboneliğinizi onaylayın',
    indexable: false,
  },
  newsletterConfirmed: {
    path: NEWSLETTER_CONFIRMED_PATH,
    title: 'Bülten Aboneliğiniz Onaylandı',
    description: 'Bülten aboneliğiniz onaylandı; hoş geldiniz e-postası yolda.',
    heading: 'Bülten aboneliğiniz onaylandı.',
    indexable: false,
  },
  thankYou: {
    path: THANK_YOU_PATH,
    title: 'Teşekkürler',
    description: 'Mesajınız ulaştı. En kısa sürede size dönüş yapacağım.',
    heading: 'Teşekkürler!',
    indexable: false,
  },
  notFound: {
    path: NOT_FOUND_PATH,
    title: 'Sayfa Bulunamadı',
    description: 'Aradığınız sayfa bulunamadı. Ana sayfaya dönerek devam edebilirsiniz.',
    heading: 'Sayfa Bulunamadı',
    indexable: false,
  },
} satisfies Record<string, SitePage>;
