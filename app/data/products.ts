import type { Product } from '#app/data/content-schema.ts';

// Texts say what a video contains, never an outcome (Turkish advertising rules).

export const products: Product[] = [
  {
    id: 'saglikli-kilo-verme',
    name: 'Yeme Farkındalığı Telkin Videosu',
    category: 'Telkin Videosu',
    subtitle: 'Yemekle ilişkine şefkatle bakmak için rahatlatıcı telkinler',
    description:
      'Duygusal yeme anlarını fark etmeye odaklanan, derin gevşeme eşliğinde bir telkin videosu. Kilo verme programı değildir.',
    longDescription:
      'Bu videoda önce nefesinle bedenini gevşetir, ardından yemekle kurduğun ilişkiye şefkatle bakmaya davet eden olumlu telkinlerle ilerlersin. Amaç, stres ya da can sıkıntısı anlarında otomatik olarak yemeğe yönelmek yerine durup fark edebilmen için sana bir alan açmaktır. Bu içerik bir diyet programı ya da tıbbi tedavi yerine geçmez ve kilo kaybı vaat etmez; beslenme ve sağlıkla ilgili kararların için bir hekime ya da diyetisyene danışmanı öneririm.',
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
      'Kendine iyi gelen seçimler üzerine olumlu ifadeler',
      'Sakinleştirici arka plan müziği',
      'Düzenli dinleme için kısa kullanım önerileri',
    ],
    benefitsTitle: 'Sana Neler Sunar?',
    benefits: [
      'Yemekle ilişkine daha farkında bir bakış',
      'Stres anlarında yemeğe yönelme isteğini fark etmeye alan',
      'Kendine karşı daha şefkatli bir iç ses',
      'Hareket ve beslenme hedeflerin için bir hatırlatıcı',
      'Gün sonunda rahatlama ve dinginlik',
    ],
    callToAction: 'Kendine yarım saat ayır, yemekle ilişkine yeniden bak.',
    deliveryOptions: ['MP4 indirme', 'E-posta', 'WhatsApp'],
  },
  {
    id: 'huzurlu-uyku',
    name: 'Uyku Öncesi Gevşeme Telkin Videosu',
    category: 'Telkin Videosu',
    subtitle: 'Günün yükünü bırakıp dinlenmeye hazırlanman için',
    description:
      'Yatmadan önce zihnini yavaşlatmaya ve bedenini adım adım gevşetmeye eşlik eden bir telkin videosu.',
    longDescription:
      'Akşamları zihnin günün olaylarını tekrar tekrar düşünüyorsa bu video sana eşlik etmek için hazırlandı. Yumuşak bir sesle yapılan beden taraması, yavaşlayan nefes ve sakin imgelerle günü kapatmana eşlik eder. Uyku bozukluğu tedavisi yerine geçmez ve uykuyla ilgili bir sonuç vaat etmez; uzun süren uyku sorunlarında bir hekime başvurmanı öneririm.',
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
    benefitsTitle: 'Sana Neler Sunar?',
    benefits: [
      'Yatmadan önce zihinsel gürültüyü azaltmaya ayrılmış bir zaman',
      'Daha düzenli ve keyifli bir akşam rutini',
      'Bedeni gevşetmeye yönelik bir rutin',
      'Ekrana bakmadan dinleyebileceğin bir kapanış',
    ],
    callToAction: 'Bu akşam günü sakin bir kapanışla bitirmeyi dene.',
    deliveryOptions: ['MP4 indirme', 'E-posta', 'PDF bağlantısı'],
  },
  {
    id: 'ask-ve-iliskiler',
    name: 'Aşk ve İlişkiler Telkin Videosu',
    category: 'Telkin Videosu',
    subtitle: 'Kendinle ve sevdiklerinle bağın üzerine bir iç yolculuk',
    description:
      'Öz değerini hatırlatan ve ilişkilerinde sevgi, güven ve açık iletişim üzerine düşünmeye davet eden rahatlatıcı bir telkin videosu.',
    longDescription:
      'Sağlıklı ilişkiler, insanın kendisiyle kurduğu ilişkiden beslenir. Bu videoda derin bir gevşemenin ardından kendini değerli ve sevgiye layık görmeye davet eden telkinlerle ilerlersin. Geçmiş deneyimlere, sınırlarını şefkatle korumaya ve yeni bağlara açık olmaya odaklanan bir iç yolculuk seni bekliyor. Çift terapisi ya da psikolojik destek yerine geçmez.',
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
    benefitsTitle: 'Sana Neler Sunar?',
    benefits: [
      'Kendine daha sevgi dolu bakmaya davet',
      'İlişkilerinde ihtiyaçlarını fark etmeye alan',
      'Geçmiş deneyimlere şefkatle bakma pratiği',
      'Yeni bağlara açıklık üzerine bir çalışma',
    ],
    callToAction: 'Sevginin seninle başladığını hatırlamak için kendine zaman ayır.',
    deliveryOptions: ['MP4 indirme', 'E-posta', 'WhatsApp'],
  },
  {
    id: 'kariyer-ve-basari',
    name: 'Kariyer ve Başarı Telkin Videosu',
    category: 'Telkin Videosu',
    subtitle: 'Odaklan, cesaretini hatırla, ilk adımını belirle',
    description:
      'Hedeflerine odaklanmana, güçlü yanlarını hatırlamana ve ertelediğin bir adımı belirlemene eşlik eden bir telkin videosu.',
    longDescription:
      'İş hayatında yeni bir adım atmadan, önemli bir görüşmeden ya da yoğun bir dönemden önce zihnini toparlamak için hazırlandı. Kısa bir gevşemenin ardından başarılarını hatırlatan ve hedefini zihninde canlandırmaya davet eden telkinlerle ilerlersin. Videonun sonunda o gün atacağın tek bir somut adımı belirlemen için sana zaman tanınır. İş ya da terfi vaat etmez.',
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
    benefitsTitle: 'Sana Neler Sunar?',
    benefits: [
      'Hedeflerine odaklanmak için ayrılmış bir zaman',
      'Önemli anlardan önce kısa bir sakinleşme rutini',
      'Başarılarını hatırlamaya yönelik bir çalışma',
      'Ertelemek yerine küçük bir adım belirleme',
      'İş hayatındaki duruşun üzerine bir farkındalık',
    ],
    callToAction: 'Bugün atacağın ilk adımı belirlemek için kendine zaman ayır.',
    deliveryOptions: ['MP4 indirme', 'E-posta', 'PDF bağlantısı'],
  },
];
