import type {
  AboutHero,
  CoreValue,
  Image,
  TitledText,
} from '#app/data/content-schema.ts';

export const aboutHero: AboutHero = {
  title: 'Merhaba, ben Ayşe Örnek',
  subtitle:
    "Yaşam ve NLP Koçu olarak online ve İzmir’de yüz yüze, insanların kendi cevaplarını bulmasına ve istedikleri değişimi kalıcı hâle getirmesine eşlik ediyorum.",
};

export const coachPortrait: Image = {
  src: '/images/about/coach.svg',
  alt: 'Yaşam ve NLP Koçu Ayşe Örnek için soyut portre çizimi',
  width: 600,
  height: 750,
};

export const officePhoto: Image = {
  src: '/images/about/office.svg',
  alt: "İzmir Karşıyaka’daki koçluk ofisinin sakin iç mekânını gösteren çizim: iki koltuk, bir sehpa, bitkiler ve geniş bir pencere",
  width: 1200,
  height: 800,
};

export const aboutStory: string[] = [
  "İzmir’de doğdum, büyüdüm ve iş hayatımın ilk on yılını bir şirketin insan kaynakları ve eğitim biriminde geçirdim. Her gün onlarca insanla konuşuyor, yeteneklerini keşfetmeleri için programlar hazırlıyordum. Yine de zamanla, en anlamlı anların eğitim salonlarında değil, birebir yapılan samimi sohbetlerde yaşandığını fark ettim.",
  'Bu fark ediş beni koçlukla tanıştırdı. Uluslararası bir koçluk sertifika programını tamamladım, ardından NLP Practitioner ve Master Practitioner eğitimleriyle dilin ve düşünce kalıplarının hayatımızı nasıl biçimlendirdiğini derinlemesine öğrendim. Mesleki yeterliliğimi de koçluk alanındaki ulusal yeterlilik sınavlarıyla belgelendirdim ve MYK Mesleki Yeterlilik Belgesi aldım.',
  "Bugün Karşıyaka’daki ofisimde ve online seanslarda; kariyerinde yön arayan profesyonellerle, sınav yolundaki gençlerle, ilişkisinde yeni bir sayfa açmak isteyen çiftlerle ve ekipleriyle birlikte büyümek isteyen yöneticilerle çalışıyorum. Her danışanımın kendi cevaplarını zaten içinde taşıdığına inanıyorum; benim işim doğru soruları sormak ve bu cevaplara alan açmak.",
  'Koçluk benim için bir reçete değil, bir yol arkadaşlığı. Birlikte hedefini netleştirir, küçük ama kararlı adımlarla ilerler, her ilerlemeyi fark edip kutlarız. Sen de hayatında neyin değişmesini istediğini konuşmaya hazırsan, ücretsiz keşif görüşmesinde tanışmaktan mutluluk duyarım.',
];

export const pillars: TitledText[] = [
  {
    title: 'Derin Dinleme',
    text: 'Söylediklerini olduğu kadar söylemediklerini de duymaya özen gösteririm.',
  },
  {
    title: 'Netlik',
    text: 'Belirsiz istekleri, ne zaman ulaştığını bileceğin açık hedeflere dönüştürürüz.',
  },
  {
    title: 'Farkındalık',
    text: 'Seni durduran düşünce ve alışkanlıkları yargılamadan fark etmene yardımcı olurum.',
  },
  {
    title: 'Eylem',
    text: 'Her seans, bir sonraki buluşmaya kadar atacağın somut bir adımla biter.',
  },
  {
    title: 'Süreklilik',
    text: 'Kazandığın değişimi günlük hayatına yerleştiren alışkanlıklar üzerinde çalışırız.',
  },
];

export const coreValues: CoreValue[] = [
  {
    title: 'Güven',
    text: 'Seanslarda paylaştığın her şey gizlidir ve açık onayın olmadan kimseyle paylaşılmaz; tek istisna, senin ya da bir başkasının can güvenliğinin tehlikede olduğu ve yasal olarak bildirim gerektiren durumlardır. Kendini rahatça ifade edebileceğin güvenli bir alan sunarım.',
    icon: 'ShieldCheck',
  },
  {
    title: 'Saygı',
    text: 'Kendi hayatının uzmanı sensin. Seçimlerine, tempona ve değerlerine saygı duyarım.',
    icon: 'Handshake',
  },
  {
    title: 'Merak',
    text: 'Hazır cevaplar yerine meraklı sorularla yeni bakış açılarının kapısını aralarız.',
    icon: 'Lightbulb',
  },
  {
    title: 'Sorumluluk',
    text: 'Hedeflerin için sorumluluğu seninle paylaşır, verdiğimiz sözleri birlikte takip ederiz.',
    icon: 'Target',
  },
  {
    title: 'Gelişim',
    text: 'Kendimi sürekli eğitim ve süpervizyonla geliştirir, sana güncel ve etik bir koçluk sunarım.',
    icon: 'Sprout',
  },
  {
    title: 'Şefkat',
    text: 'Değişim zaman ister. Yolda tökezlediğin anlarda da yargılamadan yanında olurum.',
    icon: 'Heart',
  },
];

export const competences: TitledText[] = [
  {
    title: 'Aktif Dinleme',
    text: 'Sözlerin ardındaki ihtiyaçları ve duyguları duyabilmek.',
  },
  {
    title: 'Güçlü Sorular',
    text: 'Yeni bir bakış açısı açan, düşündüren sorular sormak.',
  },
  {
    title: 'Hedef Belirleme',
    text: 'Hayalleri ölçülebilir ve ulaşılabilir hedeflere dönüştürmek.',
  },
  {
    title: 'Eylem Planlama',
    text: 'Hedefe giden yolu küçük, uygulanabilir adımlara bölmek.',
  },
  {
    title: 'NLP Teknikleri',
    text: 'Düşünce, dil ve davranış kalıplarıyla bilinçli çalışmak.',
  },
  {
    title: 'Yeniden Çerçeveleme',
    text: 'Zorlayıcı bir durumu farklı bir açıdan görebilmek.',
  },
  {
    title: 'Farkındalık Çalışmaları',
    text: 'Nefes ve dikkat egzersizleriyle anda kalmayı desteklemek.',
  },
  {
    title: 'Alışkanlık Tasarımı',
    text: 'Yeni davranışları kalıcı alışkanlıklara dönüştürmek.',
  },
  {
    title: 'Zaman Yönetimi',
    text: 'Öncelikleri belirleyip zamanı bilinçli kullanmak.',
  },
  {
    title: 'Kariyer Planlama',
    text: 'Güçlü yönlere ve değerlere uygun bir kariyer yolu çizmek.',
  },
  {
    title: 'İletişim Becerileri',
    text: 'Açık, net ve empatik bir iletişim kurmak.',
  },
  {
    title: 'Takım Dinamikleri',
    text: 'Ekiplerde güveni ve iş birliğini güçlendirmek.',
  },
  {
    title: 'İlişki Koçluğu',
    text: 'Bireylere ve çiftlere sağlıklı iletişimde eşlik etmek.',
  },
  {
    title: 'Performans Geliştirme',
    text: 'Baskı altında odaklı ve istikrarlı kalmayı desteklemek.',
  },
  {
    title: 'Öğrenci Koçluğu',
    text: 'Gençlere çalışma düzeni ve motivasyon konusunda eşlik etmek.',
  },
  {
    title: 'Finansal Farkındalık',
    text: 'Parayla ilgili inanç ve alışkanlıkları fark ettirmek.',
  },
  {
    title: 'Etik ve Gizlilik',
    text: 'Her süreçte mesleki etik ilkelere ve yasal sınırları içinde gizliliğe bağlı kalmak.',
  },
];
