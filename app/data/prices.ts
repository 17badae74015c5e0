import type { PriceNotes, PricePackage } from '#app/data/content-schema.ts';

// originalPrice: the sessions bought one by one, not a former price; isPopular: the coach's pick, not sales.
export const pricePackages: PricePackage[] = [
  {
    id: 'tek-seans',
    title: 'Tek Seans',
    price: 1000,
    originalPrice: null,
    saveAmount: null,
    description:
      'Koçlukla tanışmak ya da belirli bir konuya odaklanmak isteyenler için tek bir birebir seans.',
    isPopular: false,
    features: [
      '60 dakikalık birebir seans',
      'Online veya İzmir ofisinde yüz yüze',
      'Seans sonunda kısa bir eylem planı',
    ],
  },
  {
    id: 'uc-seans',
    title: '3 Seanslık Paket',
    price: 2500,
    originalPrice: 3000,
    saveAmount: 500,
    description:
      'Bir hedefi netleştirip ilk somut adımları atmak için önerdiğim başlangıç paketi.',
    isPopular: true,
    features: [
      '3 × 60 dakikalık birebir seans',
      'Online veya İzmir ofisinde yüz yüze',
      'Haftada bir veya iki haftada bir buluşma',
      'Kişisel hedef ve takip planı',
    ],
  },
  {
    id: 'alti-seans',
    title: '6 Seanslık Paket',
    price: 5000,
    originalPrice: 6000,
    saveAmount: 1000,
    description:
      'Bir alışkanlık değişimi üzerinde daha uzun süre ve derinlemesine çalışmak için kapsamlı bir süreç.',
    isPopular: false,
    features: [
      '6 × 60 dakikalık birebir seans',
      'Online veya İzmir ofisinde yüz yüze',
      'Süreç ortasında değerlendirme ve yol haritası güncellemesi',
      'Kapanışta sürdürülebilirlik planı',
    ],
  },
];

export const priceNotes: PriceNotes = {
  scope: 'Fiyatlar bireysel koçluk seansları içindir ve Türk lirası (TL) olarak belirtilmiştir.',
  firstMeetingFree: 'İlk tanışma görüşmesi ücretsizdir.',
  paidSessions:
    'Tüm koçluk seansları ücretlidir; yalnızca keşif görüşmesi ücretsizdir.',
  customPrograms:
    'Kişiye özel ve kurumsal programlar ayrıca fiyatlandırılır; teklif almak için iletişime geç.',
  sessionLength: '1 seans = 60 dakika',
  location:
    'Seanslar online (görüntülü görüşme ile) ya da İzmir Karşıyaka ofisinde yüz yüze yapılır.',
  frequency: 'Seanslar haftada bir veya iki haftada bir planlanır.',
  vat: 'Fiyatlara KDV dâhildir.',
  withdrawal:
    'Cayma hakkı: sözleşmeden itibaren 14 gün içinde gerekçe göstermeden cayabilirsin; bu süre dolmadan seans senin onayınla başlamışsa cayma hakkı kullanılamaz (Mesafeli Sözleşmeler Yönetmeliği m. 15).',
  rescheduling:
    'Paket seanslarını en az 24 saat önceden haber vererek ücretsiz erteleyebilirsin; daha geç iptal edilen ya da gelinmeyen seans yapılmış sayılır.',
};
