import type { Testimonial } from '#app/data/content-schema.ts';

function avatar(id: string, name: string) {
  return {
    src: `/images/testimonials/${id}.svg`,
    alt: `${name} için soyut profil görseli`,
    width: 96,
    height: 96,
  };
}

/** Made up for the demo site (`demo`): each card says so until the coach replaces it. */
export const testimonials: Testimonial[] = [
  {
    id: 'zeynep-k',
    name: 'Zeynep K.',
    role: 'Öğretmen, İzmir',
    stars: 5,
    quote:
      'Çalışmaya başladığımızda hem okulda hem evde sürekli yetişememe hissiyle boğuşuyordum. Seanslarda önceliklerimi netleştirdim ve gerektiğinde nazikçe “hayır” demeyi öğrendim. Artık günlerim gerçekten bana aitmiş gibi hissediyorum.',
    image: avatar('zeynep-k', 'Zeynep K.'),
    demo: true,
  },
  {
    id: 'mert-a',
    name: 'Mert A.',
    role: 'Yazılım Geliştirici',
    stars: 5,
    quote:
      'Altı yıl aynı pozisyonda kaldıktan sonra ne istediğimi bilmiyordum. Kariyer koçluğu sürecinde güçlü yönlerimi fark ettim ve yeni bir ekibe geçmek için cesaret buldum. Her seanstan somut bir adımla çıkmak çok motive ediciydi.',
    image: avatar('mert-a', 'Mert A.'),
    demo: true,
  },
  {
    id: 'elif-s',
    name: 'Elif S.',
    role: 'Üniversite Öğrencisi',
    stars: 5,
    quote:
      'Sınav dönemlerinde kendimi hep dağınık hissederdim. Birlikte hazırladığımız çalışma planı ve nefes egzersizleri sayesinde bu dönem çok daha sakin geçti. En çok da kendime olan güvenimin artmasına seviniyorum.',
    image: avatar('elif-s', 'Elif S.'),
    demo: true,
  },
  {
    id: 'burak-t',
    name: 'Burak T.',
    role: 'Satış Müdürü',
    stars: 5,
    quote:
      'Ekibimizle yaptığımız takım koçluğu oturumları toplantı kültürümüzü baştan sona değiştirdi. Artık sorunları biriktirmeden konuşabiliyoruz. Ayşe Hanım’ın sakin ve net yaklaşımı herkesi sürece dâhil etti.',
    image: avatar('burak-t', 'Burak T.'),
    demo: true,
  },
  {
    id: 'selin-d',
    name: 'Selin D.',
    role: 'Grafik Tasarımcı',
    stars: 5,
    quote:
      'NLP koçluğu sayesinde kendimle konuşma biçimimin ne kadar sert olduğunu fark ettim. Küçük ama düzenli değişikliklerle iç sesim artık beni destekliyor. Online seanslar da yüz yüze görüşmeler kadar samimi ve verimli geçti.',
    image: avatar('selin-d', 'Selin D.'),
    demo: true,
  },
  {
    id: 'hakan-y',
    name: 'Hakan Y.',
    role: 'Emekli Mühendis, Karşıyaka',
    stars: 5,
    quote:
      'Emekli olduktan sonra kendimi bir boşlukta hissediyordum. Yaşam koçluğu sürecinde yeni hedefler koydum ve şimdi gönüllü olarak gençlere mentorluk yapıyorum. Ofiste yaptığımız görüşmeler haftamın en güzel saatleri oldu.',
    image: avatar('hakan-y', 'Hakan Y.'),
    demo: true,
  },
];
