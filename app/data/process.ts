import type { ProcessStep, TitledText } from '#app/data/content-schema.ts';

export const processSteps: ProcessStep[] = [
  {
    step: 1,
    title: 'Keşif Görüşmesi',
    text: 'Tanıştığımız, hedeflerini ve beklentilerini dinlediğim kısa bir görüşme. Koçluğun sana uygun olup olmadığına birlikte, hiçbir zorunluluk olmadan karar veririz.',
    badge: 'Ücretsiz',
  },
  {
    step: 2,
    title: 'Yol Haritası',
    text: 'İlk seansta nereden nereye gitmek istediğini netleştirir, ölçülebilir hedefler ve bu hedeflere uygun bir seans planı oluştururuz.',
  },
  {
    step: 3,
    title: 'Eylem ve Uygulama',
    text: 'Her seansta yeni bir farkındalık kazanır ve bir sonraki buluşmaya kadar hayatında uygulayacağın somut adımları belirleriz.',
  },
  {
    step: 4,
    title: 'Değerlendirme ve Ayarlama',
    text: 'Belirli aralıklarla nerede olduğumuza bakarız. İşe yarayanı güçlendirir, yaramayanı değiştirir, gerekirse yol haritasını güncelleriz.',
  },
  {
    step: 5,
    title: 'Kutlama ve Sürdürülebilirlik',
    text: 'Ulaştığın noktayı birlikte kutlar, kazandığın değişimi koçluk sürecinden sonra da koruyabilmen için kişisel bir sürdürülebilirlik planı hazırlarız.',
  },
];

export const sessionExpectations: TitledText[] = [
  {
    title: 'Güvenli ve Yargısız Bir Alan',
    text: 'Düşüncelerini ve duygularını rahatça paylaşabileceğin, gizliliğin yasal sınırları içinde esas olduğu bir ortam.',
  },
  {
    title: 'Güçlü Sorular',
    text: 'Hazır cevaplar yerine kendi çözümlerini bulmana alan açan, düşündüren sorular.',
  },
  {
    title: 'Somut Eylem Adımları',
    text: 'Her seansın sonunda hayatına taşıyacağın, küçük ama net bir adım.',
  },
  {
    title: 'Düzenli Takip',
    text: 'Haftada bir ya da iki haftada bir buluşarak ilerlemeni birlikte izler, motivasyonunu canlı tutarız.',
  },
];

export const whoIsItFor: string[] = [
  'Hayatında bir değişim yapmak isteyen ama nereden başlayacağını bilemeyenler',
  'Kariyerinde yön arayan, iş değiştirmeyi ya da terfiyi düşünen profesyoneller',
  'Hedeflerini netleştirmek ve erteleme alışkanlığını geride bırakmak isteyenler',
  'İlişkilerinde daha sağlıklı ve açık bir iletişim kurmak isteyenler',
  'Sınav dönemine ya da bölüm seçimine hazırlanan öğrenciler',
  'Ekibiyle güçlü bir iş birliği kurmak isteyen yöneticiler ve takımlar',
  'Kendini daha iyi tanımak ve iç huzurunu güçlendirmek isteyen herkes',
];
