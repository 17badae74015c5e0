import type { Ebook } from '#app/data/content-schema.ts';

type EbookText = Omit<Ebook, 'externalLink' | 'cover'>;

// The book site is a deliberately fictional .example domain.
function ebook(book: EbookText): Ebook {
  return {
    ...book,
    externalLink: `https://kitap.example/ayse-ornek/${book.id}`,
    cover: {
      src: `/images/ebooks/${book.id}.svg`,
      alt: `“${book.title}” e-kitabının kapağı`,
      width: 400,
      height: 600,
    },
  };
}

export const ebooks: Ebook[] = [
  ebook({
    id: 'hedeflerine-adim-adim',
    title: 'Hedeflerine Adım Adım',
    description:
      'Büyük hayalleri ölçülebilir, küçük ve uygulanabilir adımlara bölmenin pratik yolları. Her bölümün sonunda kendine soracağın sorular var.',
    category: 'Kişisel Gelişim',
    tags: ['hedef belirleme', 'motivasyon', 'planlama'],
  }),
  ebook({
    id: 'ic-sesinle-tanis',
    title: 'İç Sesinle Tanış',
    description:
      'Kendinle nasıl konuştuğunu fark etmen ve eleştiren iç sesi destekleyen bir sese dönüştürmen için yazılmış sade bir rehber.',
    category: 'Farkındalık',
    tags: ['iç ses', 'öz şefkat', 'farkındalık'],
  }),
  ebook({
    id: 'nlp-ile-gunluk-iletisim',
    title: 'NLP ile Günlük İletişim',
    description:
      'Uyum kurma, dinleme ve yeniden çerçeveleme gibi NLP araçlarını iş ve aile hayatında kullanabileceğin örneklerle anlatıyor.',
    category: 'NLP',
    tags: ['NLP', 'iletişim', 'uyum kurma'],
  }),
  ebook({
    id: 'sinirlayici-inanclari-birakmak',
    title: 'Sınırlayıcı İnançları Bırakmak',
    description:
      '“Ben yapamam” cümlesinin ardındaki inançları tanıman ve onları adım adım sorgulaman için uygulamalı bir çalışma kitabı.',
    category: 'NLP',
    tags: ['inançlar', 'NLP', 'özgüven'],
  }),
  ebook({
    id: 'kariyer-pusulasi',
    title: 'Kariyer Pusulası',
    description:
      'Güçlü yönlerini, değerlerini ve ilgi alanlarını bir araya getirerek sana uygun kariyer yönünü bulmana yardımcı olan bir rehber.',
    category: 'Kariyer',
    tags: ['kariyer', 'iş değişikliği', 'güçlü yönler'],
  }),
  ebook({
    id: 'zamanini-yonet',
    title: 'Zamanını Yönet, Hayatını Sadeleştir',
    description:
      'Eisenhower matrisi ve odaklı çalışma blokları gibi yöntemlerle günlerini sadeleştirmenin yollarını anlatıyor.',
    category: 'Verimlilik',
    tags: ['zaman yönetimi', 'öncelikler', 'odaklanma'],
  }),
  ebook({
    id: 'sakin-zihin',
    title: 'Sakin Zihin',
    description:
      'Güne birkaç dakikalık nefes ve farkındalık çalışmalarıyla başlamak isteyenler için kısa ve uygulanabilir egzersizler.',
    category: 'Farkındalık',
    tags: ['nefes', 'meditasyon', 'günlük rutin'],
  }),
  ebook({
    id: 'iliskilerde-sefkatli-iletisim',
    title: 'İlişkilerde Şefkatli İletişim',
    description:
      'İhtiyaçlarını suçlamadan ifade etmeyi ve tartışmaları yakınlaşma fırsatına dönüştürmeyi anlatan bir ilişki rehberi.',
    category: 'İlişkiler',
    tags: ['ilişkiler', 'iletişim', 'sınırlar'],
  }),
  ebook({
    id: 'sinav-doneminde-sakin-kalmak',
    title: 'Sınav Döneminde Sakin Kalmak',
    description:
      'Öğrenciler ve veliler için çalışma planı, odaklanma ve sınav öncesi hazırlık rutinleri üzerine pratik öneriler.',
    category: 'Öğrenci',
    tags: ['sınav', 'ders çalışma', 'öğrenci'],
  }),
  ebook({
    id: 'parayla-barismak',
    title: 'Parayla Barışmak',
    description:
      'Parayla ilgili inançlarını ve harcama alışkanlıklarını fark etmen için sorular ve küçük uygulamalar içeren bir farkındalık kitabı.',
    category: 'Finansal Farkındalık',
    tags: ['para', 'birikim', 'alışkanlıklar'],
  }),
  ebook({
    id: 'yeniden-baslamak',
    title: 'Yeniden Başlamak',
    description:
      'Bir kayıp, ayrılık ya da iş değişikliğinin ardından hayatını yeniden kurarken yanında olacak cesaret verici bir rehber.',
    category: 'Kişisel Gelişim',
    tags: ['yeni başlangıç', 'değişim', 'cesaret'],
  }),
  ebook({
    id: 'takim-olmak',
    title: 'Takım Olmak',
    description:
      'Güven, açık iletişim ve ortak hedef üzerine kurulu ekipler oluşturmak isteyen yöneticiler için kısa bir başvuru kitabı.',
    category: 'Liderlik ve Takım',
    tags: ['takım', 'liderlik', 'geri bildirim'],
  }),
  ebook({
    id: 'umut-ekmek',
    title: 'Umut Ekmek',
    description:
      'Zor zamanlarda küçük adımların, şükranın ve sabrın gücünü anlatan kısa denemeler ve günlük uygulamalar.',
    category: 'Kişisel Gelişim',
    tags: ['umut', 'şükran', 'küçük adımlar'],
  }),
];
