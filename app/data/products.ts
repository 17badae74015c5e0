import type { Product } from '#app/data/content-schema.ts';

// The video channel link is not stored here: the shop page takes it from the
// site identity config.

export const products: Product[] = [
  {
    id: 'saglikli-kilo-verme',
    name: 'Sağlıklı Kilo Verme Telkin Videosu',
    category: 'Telkin Videosu',
    subtitle: 'Yemekle ilişkinizi yumuşatan, rahatlatıcı telkinler',
    description:
      'Duygusal yeme anlarını fark etmenize ve sağlıklı seçimleri kolaylaştırmanıza destek olan, derin gevşeme eşliğinde bir telkin videosu.',
    longDescription:
      'Bu videoda önce nefesinizle bedeninizi gevşetir, ardından yemekle kurduğunuz ilişkiye şefkatle bakmanızı sağlayan olumlu telkinlerle ilerlersiniz. Amaç, stres ya da can sıkıntısı anlarında otomatik olarak yemeğe yönelmek yerine durup fark edebilmenizi ve kendinize iyi gelen seçimleri yapabilmenizi desteklemektir. Bu içerik bir diyet programı ya da tıbbi tedavi yerine geçmez; beslenme ve sağlıkla ilgili kararlarınız için bir uzmana danışmanızı öneririm.',
    price: 1000,
    currency: 'TRY',
    image: {
      src: '/images/shop/saglikli-kilo-verme.svg',
      alt: 'Video ekranında oynat simgesi ve yanında yeşil bir yaprak çizimi',
      width: 800,
      height: 600,
    },
    purchaseUrl: 'https://pazar.example/ayse-ornek/saglikli-kilo-verme',
    featuresTitle: 'Videoda Neler Var?',
    features: [
      'Yaklaşık 30 dakikalık yönlendirmeli gevşeme ve telkin',
      'Duygusal yeme anlarını fark etmeye yönelik farkındalık çalışması',
      'Sağlıklı seçimleri destekleyen olumlu ifadeler',
      'Sakinleştirici arka plan müziği',
      'Düzenli dinleme için kısa kullanım önerileri',
    ],
    benefitsTitle: 'Size Neler Kazandırabilir?',
    benefits: [
      'Yemekle ilişkinizde daha fazla farkındalık',
      'Stres anlarında yemeğe yönelme isteğini fark edebilme',
      'Kendinize karşı daha şefkatli bir iç ses',
      'Hareket ve beslenme hedeflerinizde motivasyon',
      'Gün sonunda rahatlama ve dinginlik',
    ],
    callToAction: 'Kendinize zaman ayırın, değişime bugün ilk adımı atın.',
    deliveryOptions: ['MP4 indirme', 'E-posta', 'WhatsApp'],
  },
  {
    id: 'huzurlu-uyku',
    name: 'Huzurlu Uyku Telkin Videosu',
    category: 'Telkin Videosu',
    subtitle: 'Günün yükünü bırakıp dinlenmeye hazırlanmanız için',
    description:
      'Yatmadan önce zihninizi sakinleştiren, bedeninizi adım adım gevşeten ve sizi dinlendirici bir uykuya hazırlayan bir telkin videosu.',
    longDescription:
      'Akşamları zihniniz günün olaylarını tekrar tekrar düşünüyorsa bu video size eşlik etmek için hazırlandı. Yumuşak bir sesle yapılan beden taraması, yavaşlayan nefes ve huzur veren imgelerle günün yükünü geride bırakmanıza yardımcı olur. Uyku bozukluğu tedavisi yerine geçmez; uzun süren uyku sorunlarında bir hekime başvurmanızı öneririm.',
    price: 1000,
    currency: 'TRY',
    image: {
      src: '/images/shop/huzurlu-uyku.svg',
      alt: 'Video ekranında oynat simgesi ve yanında hilal ile yıldızlar çizimi',
      width: 800,
      height: 600,
    },
    purchaseUrl: 'https://pazar.example/ayse-ornek/huzurlu-uyku',
    featuresTitle: 'Videoda Neler Var?',
    features: [
      'Yaklaşık 35 dakikalık uyku öncesi gevşeme yolculuğu',
      'Adım adım beden taraması ve nefes çalışması',
      'Zihni sakinleştiren imgeleme ve telkinler',
      'Ekrana bakmadan dinlenebilecek sesli anlatım',
    ],
    benefitsTitle: 'Size Neler Kazandırabilir?',
    benefits: [
      'Yatmadan önce zihinsel gürültünün azalması',
      'Daha düzenli ve keyifli bir akşam rutini',
      'Bedende gevşeme ve rahatlama hissi',
      'Güne daha dinlenmiş başlama isteği',
    ],
    callToAction: 'Bu akşam kendinize huzurlu bir kapanış hediye edin.',
    deliveryOptions: ['MP4 indirme', 'E-posta', 'PDF bağlantısı'],
  },
  {
    id: 'ask-ve-iliskiler',
    name: 'Aşk ve İlişkiler Telkin Videosu',
    category: 'Telkin Videosu',
    subtitle: 'Kendinizle ve sevdiklerinizle bağınızı güçlendirin',
    description:
      'Öz değerinizi hatırlatan ve ilişkilerinizde sevgiye, güvene ve açık iletişime alan açan rahatlatıcı bir telkin videosu.',
    longDescription:
      'Sağlıklı ilişkiler, insanın kendisiyle kurduğu ilişkiden beslenir. Bu videoda derin bir gevşemenin ardından kendinizi değerli ve sevgiye layık görmenizi destekleyen telkinlerle ilerlersiniz. Geçmiş deneyimlerin yükünü hafifletmeye, sınırlarınızı şefkatle korumaya ve yeni bağlara açık olmaya odaklanan bir iç yolculuk sizi bekliyor.',
    price: 1000,
    currency: 'TRY',
    image: {
      src: '/images/shop/ask-ve-iliskiler.svg',
      alt: 'Video ekranında oynat simgesi ve yanında iki kalp çizimi',
      width: 800,
      height: 600,
    },
    purchaseUrl: 'https://pazar.example/ayse-ornek/ask-ve-iliskiler',
    featuresTitle: 'Videoda Neler Var?',
    features: [
      'Yaklaşık 30 dakikalık gevşeme ve telkin çalışması',
      'Öz değeri ve öz şefkati destekleyen olumlu ifadeler',
      'Geçmiş deneyimleri hafifletmeye yönelik imgeleme',
      'İlişkilerde sınırlar ve açık iletişim üzerine kısa farkındalık bölümü',
      'Her gün dinlenebilecek kısa kapanış bölümü',
    ],
    benefitsTitle: 'Size Neler Kazandırabilir?',
    benefits: [
      'Kendinize karşı daha sevgi dolu bir bakış',
      'İlişkilerinizde ihtiyaçlarınızı fark edebilme',
      'Geçmişin yükünü daha hafif taşıma',
      'Yeni bağlara daha açık ve güvenli bir duruş',
    ],
    callToAction: 'Sevginin kendinizle başladığını hatırlamak için hemen başlayın.',
    deliveryOptions: ['MP4 indirme', 'E-posta', 'WhatsApp'],
  },
  {
    id: 'kariyer-ve-basari',
    name: 'Kariyer ve Başarı Telkin Videosu',
    category: 'Telkin Videosu',
    subtitle: 'Odaklanın, cesaretinizi hatırlayın, harekete geçin',
    description:
      'Hedeflerinize odaklanmanızı, özgüveninizi hatırlamanızı ve erteleme alışkanlığını geride bırakmanızı destekleyen motive edici bir telkin videosu.',
    longDescription:
      'İş hayatında yeni bir adım atmadan, önemli bir görüşmeden ya da yoğun bir dönemden önce zihninizi toparlamak için hazırlandı. Kısa bir gevşemenin ardından başarılarınızı hatırlatan ve hedefinizi canlı bir şekilde zihninizde kurmanızı sağlayan telkinlerle ilerlersiniz. Videonun sonunda o gün atacağınız tek bir somut adımı belirlemeniz için size zaman tanınır.',
    price: 1000,
    currency: 'TRY',
    image: {
      src: '/images/shop/kariyer-ve-basari.svg',
      alt: 'Video ekranında oynat simgesi ve yanında yükselen basamaklarla bir yıldız çizimi',
      width: 800,
      height: 600,
    },
    purchaseUrl: 'https://pazar.example/ayse-ornek/kariyer-ve-basari',
    featuresTitle: 'Videoda Neler Var?',
    features: [
      'Yaklaşık 25 dakikalık odaklanma ve telkin çalışması',
      'Hedefi zihinde canlandırmaya yönelik görselleştirme',
      'Özgüveni destekleyen olumlu ifadeler',
      'Günün ilk adımını belirlemek için kapanış bölümü',
      'Önemli görüşmeler öncesi için kısa hazırlık bölümü',
    ],
    benefitsTitle: 'Size Neler Kazandırabilir?',
    benefits: [
      'Hedeflerinize daha net bir odak',
      'Önemli anlardan önce daha sakin bir zihin',
      'Başarılarınızı hatırlamanın verdiği özgüven',
      'Ertelemek yerine küçük adımlarla harekete geçme',
      'İş hayatında daha kararlı bir duruş',
    ],
    callToAction: 'Potansiyelinizi harekete geçirmek için bugün başlayın.',
    deliveryOptions: ['MP4 indirme', 'E-posta', 'PDF bağlantısı'],
  },
];
