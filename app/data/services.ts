import type { Service } from '#app/data/content-schema.ts';

const location = "Online ve İzmir’de yüz yüze (Karşıyaka ofisi)";

// Order matters: the service list, the home cards and the FAQ groups follow it.
export const services: Service[] = [
  {
    id: 'nlp',
    title: 'NLP Koçluğu',
    icon: 'Brain',
    description:
      'NLP (Nöro-Linguistik Programlama) koçluğu, düşünme biçiminin, kullandığın dilin ve davranışlarının birbirini nasıl etkilediğini fark etmene yardımcı olur. Seni sınırlayan kalıpları tanır, yerlerine hedeflerine hizmet eden yeni stratejiler koyarsın.',
    details: [
      'Seni geri tutan düşünce ve davranış kalıplarını fark etme',
      'İç diyaloğunu destekleyici bir dile dönüştürme',
      'Zorlayıcı anlarda sakin kalmana yardımcı olan çapalama teknikleri',
      'Hedeflerini zihninde net ve ulaşılabilir biçimde kurgulama',
      'Karşındaki kişiyle daha hızlı uyum ve güven kurma becerisi',
      'Sınırlayıcı inançları sorgulayıp yeniden çerçeveleme',
      'Karar verirken daha fazla seçenek görebilme esnekliği',
      'Öğrendiğin teknikleri günlük hayata taşıyan kişisel uygulama planı',
    ],
    who: 'Aynı kalıpların içinde dönüp durduğunu hisseden, iletişimini güçlendirmek, özgüvenini artırmak ya da bir değişimi kalıcı hâle getirmek isteyen herkes için.',
    format:
      'Birebir seanslar, her biri 60–75 dakika; 6–10 seans önerilir. Seanslar haftada bir ya da iki haftada bir planlanır.',
    location,
    duration: '60–75 dakika',
    image: {
      src: '/images/services/nlp.svg',
      alt: 'Düşünce bağlantılarını simgeleyen, baş silueti ve birbirine bağlı noktalardan oluşan çizim',
      width: 800,
      height: 500,
    },
    faq: [
      {
        question: 'NLP koçluğu bir terapi yöntemi mi?',
        answer:
          'Hayır. NLP koçluğu geçmişi tedavi etmeye değil, bugünkü düşünme ve davranış kalıplarını fark edip hedeflerine yönelik yeni beceriler kazanmaya odaklanır. Psikolojik bir rahatsızlık söz konusuysa bir ruh sağlığı uzmanına başvurmanı öneririm.',
      },
      {
        question: 'Kaç seans planlamalıyım?',
        answer:
          'Her süreç kişiye özeldir; başlangıç için 6–10 seanslık bir süreç öneririm. İlerlemeyi seanslarda düzenli olarak birlikte değerlendirir, gerekirse planı değiştiririz.',
      },
      {
        question: 'Seanslarda neler yapıyoruz?',
        answer:
          'Sohbetin yanı sıra kısa farkındalık egzersizleri, görselleştirme ve yeniden çerçeveleme gibi NLP teknikleriyle çalışırız. Her seansın sonunda bir sonraki buluşmaya kadar uygulayacağın küçük bir görev belirleriz.',
      },
      {
        question: 'NLP çalışmaları online da yapılabilir mi?',
        answer:
          'Evet. Teknikler görüntülü görüşmede de aynı şekilde uygulanır; önemli olan sessiz ve rahat bir ortamda kesintisiz zaman ayırabilmendir.',
      },
      {
        question: 'Başlamadan önce ne yapmalıyım?',
        answer:
          'İlk adım ücretsiz keşif görüşmesidir. 20–30 dakika süren bu görüşmede beklentilerini konuşur, NLP koçluğunun sana uygun olup olmadığına birlikte karar veririz.',
      },
    ],
  },
  {
    id: 'yasam',
    title: 'Yaşam Koçluğu',
    icon: 'Compass',
    description:
      'Yaşam koçluğu, hayatının farklı alanlarında şu an nerede olduğunu ve nereye gitmek istediğini netleştirmene eşlik eder. Değerlerinle uyumlu hedefler koyar, bu hedeflere adım adım ilerlemen için somut bir plan oluştururuz.',
    details: [
      'Hayatının alanları arasındaki dengeyi gösteren yaşam çarkı değerlendirmesi',
      'Senin için gerçekten önemli olan değerlerin netleşmesi',
      'Kısa, orta ve uzun vadeli hedeflerin belirlenmesi',
      'Erteleme alışkanlığını azaltan uygulanabilir adımlar',
      'Zamanını ve enerjini önceliklerine göre yönetme',
      'Değişim dönemlerinde yön duygusu ve iç denge',
      'Kendine karşı daha şefkatli ve gerçekçi bir bakış',
      'İlerlemeni görünür kılan düzenli takip ve geri bildirim',
    ],
    who: 'Hayatında bir dönüm noktasında olan, ne istediğini netleştirmek isteyen ya da “Bir şeyler değişmeli ama nereden başlamalı?” diye soran herkes için.',
    format:
      'Birebir, 60 dakikalık seanslar; haftada bir veya iki haftada bir.',
    location,
    duration: '60 dakika',
    image: {
      src: '/images/services/yasam.svg',
      alt: 'Tepelerin üzerinde yön gösteren bir pusula çizimi',
      width: 800,
      height: 500,
    },
    faq: [
      {
        question: 'Yaşam koçluğu hangi konularda destek olur?',
        answer:
          'İş ve özel hayat dengesi, alışkanlık değişimi, yeni bir başlangıç, hedef belirleme ve motivasyon gibi pek çok konuda çalışabiliriz. Gündemi her zaman sen belirlersin.',
      },
      {
        question: 'Yaşam koçu bana ne yapmam gerektiğini söyler mi?',
        answer:
          'Hayır. Koç öğüt veren değil, doğru sorularla kendi cevaplarını bulmana alan açan kişidir. Kararlar ve seçimler her zaman sana aittir.',
      },
      {
        question: 'Seanslar ne sıklıkla yapılır?',
        answer:
          'Genellikle haftada bir veya iki haftada bir buluşuruz. Aradaki süre, seansta aldığın kararları hayata geçirmen için önemlidir.',
      },
      {
        question: 'Kaç seansa ihtiyacım olur?',
        answer:
          'Bu, hedefinin kapsamına bağlıdır. Netlik kazanmak için ilk üç seansı bir başlangıç olarak görebiliriz; bir alışkanlık değişimi üzerinde çalışmak için genellikle altı seanslık bir süreç öneririm.',
      },
      {
        question: 'İlk görüşme ücretli mi?',
        answer:
          'Hayır, 20–30 dakikalık keşif görüşmesi ücretsizdir. Bu görüşmede birbirimizi tanır, birlikte çalışmanın sana uygun olup olmadığını değerlendiririz.',
      },
    ],
  },
  {
    id: 'quantum',
    title: 'Quantum Farkındalık Koçluğu',
    icon: 'Sparkles',
    description:
      'Quantum farkındalık koçluğu, dikkatini nereye verdiğini ve niyetlerinin günlük seçimlerine nasıl yansıdığını keşfetmene odaklanır. Nefes, farkındalık ve görselleştirme çalışmalarıyla iç sesini daha net duymaya, hayatına bilinçli seçimlerle yön vermeye çalışırız.',
    details: [
      'Anda kalmayı destekleyen nefes ve farkındalık uygulamaları',
      'Niyetlerini açık ve olumlu bir dille ifade etme',
      'Gün içinde enerjini neyin yükseltip neyin düşürdüğünü fark etme',
      'Zihinsel gürültüyü azaltan kısa meditasyon ve görselleştirme çalışmaları',
      'İç sesinle ve sezgilerinle daha güçlü bir bağ',
      'Kaygı yaratan senaryolar yerine olasılıklara odaklanma alışkanlığı',
      'Şükran ve farkındalık günlüğüyle sürdürülebilir bir rutin',
      'Hedeflerinle uyumlu, bilinçli günlük seçimler',
    ],
    who: 'Hayatına daha bilinçli bakmak, iç huzurunu güçlendirmek ve niyet ile eylem arasındaki bağı kurmak isteyenler için.',
    format:
      'Birebir, 60–90 dakikalık seanslar; haftada bir veya iki haftada bir. Seanslarda uygulamalı farkındalık çalışmaları yer alır.',
    location,
    duration: '60–90 dakika',
    image: {
      src: '/images/services/quantum.svg',
      alt: 'Gece mavisi üzerinde parıldayan yıldızlar ve ışık halkaları',
      width: 800,
      height: 500,
    },
    faq: [
      {
        question: 'Quantum farkındalık koçluğu bir tedavi yöntemi mi?',
        answer:
          'Hayır. Bir tedavi yöntemi değildir ve herhangi bir sağlık sorununu iyileştirme iddiası taşımaz. Farkındalık, niyet ve dikkat üzerine kurulu bir kişisel gelişim çalışmasıdır.',
      },
      {
        question: 'Seanslar neden 60–90 dakika sürüyor?',
        answer:
          'Seansın bir bölümünü sohbet, bir bölümünü nefes ve görselleştirme uygulamaları oluşturur. Uygulamalara acele etmeden zaman ayırabilmek için süreyi biraz daha esnek tutuyorum.',
      },
      {
        question: 'Daha önce hiç meditasyon yapmadım, katılabilir miyim?',
        answer:
          'Elbette. Çalışmalar en temel adımlardan başlar ve senin temponla ilerler; önceden bir deneyim gerekmez.',
      },
      {
        question: 'Seanslar arasında ne yapmam gerekecek?',
        answer:
          'Günde 5–10 dakika ayırabileceğin kısa nefes çalışmaları ve bir farkındalık günlüğü öneririm. Düzenli olmak, uzun süre ayırmaktan daha önemlidir.',
      },
      {
        question: 'Online seanslar için neye ihtiyacım var?',
        answer:
          'Kulaklık kullanabileceğin, sessiz ve rahat bir ortam hazırlaman yeterlidir.',
      },
    ],
  },
  {
    id: 'myk',
    title: 'MYK Belgeli Koçluk',
    icon: 'Award',
    description:
      'MYK belgeli koçluk, Mesleki Yeterlilik Kurumu (MYK) Mesleki Yeterlilik Belgesi sahibi bir koçla, koçluk ulusal meslek standardındaki yetkinliklere uygun yürütülen yapılandırılmış bir süreçtir. Belge koçun yeterliliğini gösterir; MYK’nin bu hizmete desteği ya da onayı anlamına gelmez. Bireyler ve kurumlar için standartlara bağlı bir koçluk deneyimi, koç adayları için de mesleki yeterliliğe hazırlık desteği sunar.',
    details: [
      'Koçluk ulusal meslek standardına uygun, yapılandırılmış bir süreç',
      'Başlangıçta yazılı koçluk anlaşması ve net hedef tanımı',
      'Birlikte belirlenen ilerleme göstergeleri ve düzenli değerlendirme',
      'Birebir ya da grup formatında esnek çalışma imkânı',
      'Kurumlar için gizliliğe uygun, özet ilerleme raporları',
      'Koçluk mesleğine adım atmak isteyenler için yetkinlik odaklı mentorluk',
      'Mesleki yeterlilik sınavına hazırlıkta uygulamalı seans pratikleri',
      'Etik ilkelere ve yasal sınırları içinde gizliliğe bağlı, şeffaf bir çalışma düzeni',
    ],
    who: 'Standartlara uygun, belgeli bir koçla çalışmak isteyen bireyler ve kurumlar ile koçluk mesleğinde yetkinliğini geliştirmek isteyen koç adayları için.',
    format:
      'Birebir veya grup olarak; birebir seanslar 60 dakika, grup çalışmaları 90 dakika sürer. Haftada bir veya iki haftada bir planlanır.',
    location,
    duration: '60–90 dakika',
    image: {
      src: '/images/services/myk.svg',
      alt: 'Kurdeleli bir başarı madalyası ve onay işareti çizimi',
      width: 800,
      height: 500,
    },
    faq: [
      {
        question: 'MYK belgeli koçluk ne demek?',
        answer:
          'Koçun, Mesleki Yeterlilik Kurumu’nun koçluk için tanımladığı ulusal meslek standardına göre sınavla belgelendirilmiş olması ve sürecin bu standarttaki yetkinliklere uygun yürütülmesi demektir. MYK bu hizmeti yürütmez ya da desteklemez; belge yetkili bir belgelendirme kuruluşunca verilir. Görüşmeler koçluk anlaşması, hedef belirleme, etik ve gizlilik ilkeleri çerçevesinde ilerler.',
      },
      {
        question: 'Bu süreç bana bir belge kazandırır mı?',
        answer:
          'Koçluk sürecinin kendisi belge vermez. Koç adaylarına yönelik mentorluk ise mesleki yeterlilik sınavına hazırlığını destekler; sınav ve belgelendirme yetkili kuruluşlar tarafından yapılır.',
      },
      {
        question: 'Birebir mi yoksa grup çalışması mı seçmeliyim?',
        answer:
          'Kişisel hedefler için birebir çalışma daha derin bir odak sağlar. Aynı hedefi paylaşan ekipler ya da koç adayı grupları için grup seansları hem ekonomik hem de öğretici olur.',
      },
      {
        question: 'Kurumlar için raporlama nasıl yapılıyor?',
        answer:
          'Raporlar yalnızca başlangıçta birlikte belirlenen başlıkları ve genel ilerlemeyi kapsar. Seans içerikleri, danışanın açık onayı olmadan paylaşılmaz; tek istisna, danışanın ya da bir başkasının can güvenliğinin tehlikede olduğu ve yasal olarak bildirim gerektiren durumlardır.',
      },
      {
        question: 'Grup seansları kaç kişiyle yapılır?',
        answer:
          'Grup büyüklüğü çalışmanın amacına göre belirlenir; herkesin söz alabilmesi için küçük grupları tercih ederim. Ayrıntıları ücretsiz keşif görüşmesinde konuşabiliriz.',
      },
    ],
  },
  {
    id: 'kariyer',
    title: 'Kariyer Koçluğu',
    icon: 'Briefcase',
    description:
      'Kariyer koçluğu, güçlü yönlerini, değerlerini ve ilgi alanlarını bir araya getirerek sana uygun bir kariyer yönü belirlemene yardımcı olur. İş değişikliği, terfi ya da yeni bir alana geçiş gibi kararlarda adımlarını birlikte netleştiririz.',
    details: [
      'Güçlü yönlerinin ve aktarılabilir becerilerinin haritası',
      'Değerlerine ve yaşam tarzına uygun kariyer seçeneklerinin değerlendirilmesi',
      'Kariyer değişikliği ya da terfi için adım adım eylem planı',
      'Özgeçmişin ve profesyonel profilin için net bir ana mesaj',
      'İş görüşmelerine hazırlık ve kendini etkili ifade etme pratiği',
      'Ücret ve çalışma koşulları görüşmelerinde özgüvenli bir duruş',
      'İş yerinde görünürlük ve profesyonel ağ oluşturma stratejileri',
      'Tükenmişlik hissine karşı sınır koyma ve iş-yaşam dengesi',
    ],
    who: 'Kariyerinde yön arayan, iş değiştirmeyi düşünen, terfiye hazırlanan, yeni mezun olan ya da işine yeniden anlam katmak isteyen profesyoneller için.',
    format:
      'Birebir, 60 dakikalık seanslar; 6–8 seans önerilir. Haftada bir veya iki haftada bir.',
    location,
    duration: '60 dakika',
    image: {
      src: '/images/services/kariyer.svg',
      alt: 'Yükselen basamakların yanında duran bir evrak çantası çizimi',
      width: 800,
      height: 500,
    },
    faq: [
      {
        question: 'Kariyer koçluğu iş bulmamı garanti eder mi?',
        answer:
          'Hayır. Hiçbir koçluk süreci iş garantisi veremez. Hedefini netleştirmene, kendini doğru anlatmana ve düzenli adım atmana destek olurum; sonuç, senin adımlarına ve iş piyasasına bağlıdır.',
      },
      {
        question: 'Süreç kaç seans sürer?',
        answer:
          'Genellikle 6–8 seanslık bir süreç öneririm. İlk seanslar keşif ve yön belirlemeye, sonrakiler eylem planına ve uygulamaya ayrılır.',
      },
      {
        question: 'Özgeçmişimi sen mi hazırlayacaksın?',
        answer:
          'Özgeçmişini senin yerine yazmam; ancak güçlü yönlerini ve başarılarını nasıl öne çıkaracağını birlikte belirler, hazırladığın metne geri bildirim veririm.',
      },
      {
        question: 'Henüz ne istediğimi bilmiyorum, yine de başlayabilir miyim?',
        answer:
          'Kesinlikle. Sürecin ilk bölümü zaten seni neyin motive ettiğini ve hangi ortamda en iyi hâlinle çalıştığını keşfetmeye ayrılır.',
      },
      {
        question: 'Seansları mesai saatleri dışında yapabilir miyiz?',
        answer:
          'Evet, çalışan profesyoneller için akşam saatlerinde online seans seçenekleri sunuyorum. Uygun saatleri keşif görüşmesinde birlikte planlarız.',
      },
    ],
  },
  {
    id: 'takim',
    title: 'Takım Koçluğu',
    icon: 'Users',
    description:
      'Takım koçluğu, ekiplerin ortak bir hedef etrafında daha açık iletişim kurmasına ve birbirinin güçlü yönlerinden yararlanmasına odaklanır. Takımın kendi dinamiklerini fark etmesini sağlayan uygulamalı oturumlarla güveni ve iş birliğini güçlendiririz.',
    details: [
      'Ortak hedefin ve takım içindeki rollerin netleşmesi',
      'Açık ve yapıcı bir geri bildirim kültürü',
      'Daha kısa, odaklı ve sonuç getiren toplantılar',
      'Anlaşmazlıkları büyümeden konuşabilen bir ekip iklimi',
      'Farklı çalışma tarzlarını tanıma ve birbirini tamamlama',
      'Takım üyeleri arasında güven ve psikolojik güvenlik',
      'Değişim dönemlerinde birlikte uyum sağlama becerisi',
      'Yöneticiler için koçluk yaklaşımıyla liderlik ipuçları',
    ],
    who: 'Yeni kurulan, büyüyen ya da değişim sürecinden geçen ekipler, iletişimi güçlendirmek isteyen yöneticiler ve kurum içi iş birliğini artırmak isteyen şirketler için.',
    format:
      '5–20 kişilik gruplarla 90–120 dakikalık oturumlar; haftada bir veya iki haftada bir. Oturumlar kurumunda, İzmir ofisinde ya da online yapılabilir.',
    location,
    duration: '90–120 dakika',
    image: {
      src: '/images/services/takim.svg',
      alt: 'Yan yana duran ve bir daireyle birbirine bağlanan üç kişi silueti',
      width: 800,
      height: 500,
    },
    faq: [
      {
        question: 'Takım koçluğunun eğitimden farkı nedir?',
        answer:
          'Eğitimde bilgi aktarılır; takım koçluğunda ise ekip kendi gerçek meselelerini konuşur ve çözümleri birlikte üretir. Ben süreci yönetir, doğru soruları sorar ve ekibin kendi gücünü görmesine alan açarım.',
      },
      {
        question: 'Grup büyüklüğü ne olmalı?',
        answer:
          'Oturumlar 5–20 kişilik gruplar için tasarlanır. Daha büyük ekiplerde çalışmayı alt gruplara bölerek ilerleriz.',
      },
      {
        question: 'Oturumlar nerede yapılır?',
        answer:
          "Kurumunun toplantı salonunda, İzmir’deki ofisimde ya da online olarak yapılabilir. Online oturumlarda katılımcıların kameralarını açık tutmalarını öneririm.",
      },
      {
        question: 'Ücretlendirme nasıl belirleniyor?',
        answer:
          'Takım ve kurum programları ekibin büyüklüğüne, oturum sayısına ve hedeflere göre ayrıca fiyatlandırılır. Teklif için iletişim sayfasından bana ulaşabilirsin.',
      },
      {
        question: 'Yöneticinin oturumlara katılması gerekir mi?',
        answer:
          'Bu, hedefe göre değişir. Bazı oturumlar tüm ekiple, bazıları yalnızca ekip üyeleriyle yapılabilir; planı başlangıçta yöneticiyle birlikte netleştiririz.',
      },
    ],
  },
  {
    id: 'iliski',
    title: 'İlişki Koçluğu',
    icon: 'Heart',
    description:
      'İlişki koçluğu, kendini ve ihtiyaçlarını daha iyi anlayarak ilişkilerinde daha sağlıklı bir iletişim kurmanı destekler. İster bireysel ister partnerinle birlikte katıl; anlaşılmayı, sınırları ve ortak hedefleri konuşabileceğin güvenli bir alan oluştururuz.',
    details: [
      'İhtiyaçlarını suçlamadan ve açıkça ifade edebilme',
      'Aktif dinleme ve empatiyle anlaşılma hissini güçlendirme',
      'Tekrarlayan tartışma döngülerini fark edip kırma',
      'Sağlıklı sınırlar koyma ve bu sınırları koruma becerisi',
      'Çiftler için ortak hedef ve gelecek planı oluşturma',
      'Kendinle ilişkini ve öz değerini güçlendirme',
      'Yeni bir ilişkiye hazırlanırken geçmiş deneyimlerden ders çıkarma',
      'Aile ve arkadaş ilişkilerinde daha dengeli bir iletişim',
    ],
    who: 'İletişimini güçlendirmek isteyen çiftler, ilişkilerinde kendini tekrar eden kalıplar içinde bulan bireyler ve yeni bir ilişkiye hazırlanmak isteyenler için.',
    format:
      'Bireysel veya çift olarak 60 dakikalık seanslar; haftada bir veya iki haftada bir.',
    location,
    duration: '60 dakika',
    image: {
      src: '/images/services/iliski.svg',
      alt: 'İç içe geçmiş iki kalp çizimi',
      width: 800,
      height: 500,
    },
    faq: [
      {
        question: 'İlişki koçluğu çift terapisiyle aynı şey mi?',
        answer:
          'Hayır. İlişki koçluğu bugüne ve geleceğe odaklanır; iletişim becerileri ve ortak hedefler üzerinde çalışır. Şiddet, bağımlılık ya da derin bir travma söz konusuysa bir ruh sağlığı uzmanından destek almanı öneririm.',
      },
      {
        question: 'Partnerim katılmak istemezse ne olur?',
        answer:
          'Bireysel olarak da çalışabiliriz. Kendi iletişim biçimindeki küçük değişiklikler bile ilişkinin bütününe olumlu yansıyabilir.',
      },
      {
        question: 'Çift seanslarında taraf tutar mısın?',
        answer:
          'Hayır. Görevim, her iki tarafın da kendini güvende ve duyulmuş hissedeceği tarafsız bir alan oluşturmaktır.',
      },
      {
        question: 'Seanslarda konuşulanlar gizli kalır mı?',
        answer:
          'Evet. Bireysel seanslarda konuşulanlar seninle benim aramda kalır; çift seanslarında konuşulanlar da ikinizin açık onayı olmadan kimseyle paylaşılmaz. Bunun tek istisnası, senin ya da bir başkasının can güvenliğinin tehlikede olduğu ve yasal olarak bildirim gerektiren durumlardır.',
      },
      {
        question: 'Kaç seans gerekir?',
        answer:
          'İhtiyaca göre değişir; başlangıç için 4–6 seanslık bir süreç öneririm ve ilerlemeyi birlikte değerlendiririz. Seansları haftada bir ya da iki haftada bir planlarız.',
      },
    ],
  },
  {
    id: 'performans',
    title: 'Performans Koçluğu',
    icon: 'TrendingUp',
    description:
      'Performans koçluğu, iş hayatında, sporda ya da sanatta potansiyelini istikrarlı sonuçlara dönüştürmene odaklanır. Odaklanma, baskı altında sakin kalma ve motivasyonu koruma becerilerin üzerinde ölçülebilir hedeflerle çalışırız.',
    details: [
      'Net, ölçülebilir ve zamanı belirli performans hedefleri',
      'Baskı altında sakin ve odaklı kalma teknikleri',
      'Sınav, sunum ya da müsabaka öncesi zihinsel hazırlık rutini',
      'Erteleme ve dikkat dağınıklığıyla başa çıkma stratejileri',
      'Zaman ve enerji yönetimiyle verimli bir çalışma düzeni',
      'Başarısızlık korkusunu öğrenme fırsatına dönüştürme',
      'Kısa geri bildirim döngüleriyle sürekli gelişim',
      'Motivasyonu uzun vadede koruyan alışkanlıklar',
    ],
    who: 'Sonuçlarını bir üst seviyeye taşımak isteyen profesyoneller, yöneticiler, girişimciler, sporcular ve sahne sanatçıları için.',
    format:
      'Birebir, 60 dakikalık seanslar; 4–8 seans önerilir. Haftada bir veya iki haftada bir.',
    location,
    duration: '60 dakika',
    image: {
      src: '/images/services/performans.svg',
      alt: 'Yükselen sütunlar ve yukarı doğru ilerleyen bir ok çizimi',
      width: 800,
      height: 500,
    },
    faq: [
      {
        question: 'Performans koçluğu kimler için uygundur?',
        answer:
          'Belirli bir alanda daha iyi sonuç almak isteyen herkes için uygundur: satış hedefine odaklanan bir profesyonel, sezona hazırlanan bir sporcu ya da önemli bir sunuma hazırlanan bir yönetici.',
      },
      {
        question: 'Kaç seans önerilir?',
        answer:
          'Genellikle 4–8 seanslık bir süreç öneririm. Hedefin kapsamına göre süreci başlangıçta birlikte planlarız.',
      },
      {
        question: 'Gelişimimi nasıl ölçeceğiz?',
        answer:
          'İlk seansta senin için anlamlı göstergeleri belirleriz; örneğin tamamlanan işler, odaklı çalışma süresi ya da kendine verdiğin puanlar. Bu göstergeleri her seansta birlikte gözden geçiririz.',
      },
      {
        question: 'Yoğun bir iş temposum var, zaman ayırabilir miyim?',
        answer:
          'Seanslar 60 dakika sürer ve online yapılabilir. Seans arası uygulamaları da gününe kolayca sığacak küçük adımlar olarak tasarlarız.',
      },
      {
        question: 'Başlamadan önce ücretsiz bir görüşme yapabilir miyiz?',
        answer:
          'Evet. 20–30 dakikalık ücretsiz keşif görüşmesinde hedefini dinler ve sana uygun bir süreç öneririm.',
      },
    ],
  },
  {
    id: 'ogrenci',
    title: 'Öğrenci Koçluğu',
    icon: 'GraduationCap',
    description:
      'Öğrenci koçluğu; ders çalışma alışkanlıklarını, motivasyonu ve sınav dönemindeki duygu yönetimini güçlendirmeye odaklanır. Öğrencinin kendi hedefini sahiplenmesine ve verimli bir çalışma düzeni kurmasına eşlik ederim.',
    details: [
      'Öğrencinin kendi belirlediği gerçekçi akademik hedefler',
      'Kişiye uygun, sürdürülebilir haftalık çalışma planı',
      'Odaklanmayı artıran verimli ders çalışma teknikleri',
      'Sınav kaygısıyla baş etmeye yardımcı nefes ve hazırlık rutinleri',
      'Ekran süresi ve zaman yönetiminde öz disiplin',
      'Bölüm ve meslek seçiminde ilgi ve yeteneklerin keşfi',
      'Özgüven ve kendini ifade etme becerisi',
      'Veli ile öğrenci arasında destekleyici bir iletişim',
    ],
    who: 'Lise ve üniversite öğrencileri, sınavlara hazırlanan gençler, bölüm ve meslek seçiminde kararsız kalanlar ve çocuğunun gelişimini desteklemek isteyen veliler için.',
    format:
      'Birebir, 45–60 dakikalık seanslar; haftada bir veya iki haftada bir. 18 yaşından küçük öğrencilerle veli onayı alınarak çalışılır.',
    location,
    duration: '45–60 dakika',
    image: {
      src: '/images/services/ogrenci.svg',
      alt: 'Açık bir kitabın üzerinde duran mezuniyet kepi çizimi',
      width: 800,
      height: 500,
    },
    faq: [
      {
        question: 'Öğrenci koçluğu özel ders mi?',
        answer:
          'Hayır. Ders konularını anlatmam; çalışma düzeni, motivasyon, hedef belirleme ve sınav dönemindeki duygu yönetimi üzerinde çalışırız.',
      },
      {
        question: 'Veliler sürece katılıyor mu?',
        answer:
          'Başlangıçta veliyle bir bilgilendirme görüşmesi yaparız. Seans içerikleri öğrencinin güvenini korumak için gizli kalır; veliyle yalnızca öğrencinin onayladığı genel ilerleme paylaşılır. Bunun tek istisnası, öğrencinin ya da bir başkasının can güvenliğinin tehlikede olduğu ve yasal olarak bildirim gerektiren durumlardır.',
      },
      {
        question: 'Seanslar neden 45–60 dakika?',
        answer:
          'Seans süresini öğrencinin yaşına ve dikkat süresine göre ayarlıyorum. Gençlerle daha kısa ve düzenli buluşmaları öneririm.',
      },
      {
        question: 'Sınav kaygısı konusunda yardımcı olur musun?',
        answer:
          'Kaygıyla baş etmeye yardımcı nefes, hazırlık ve düşünce çalışmaları yaparız. Kaygı günlük hayatı ciddi biçimde etkiliyorsa bir ruh sağlığı uzmanından da destek alınmasını öneririm.',
      },
      {
        question: 'Hangi yaş grubuyla çalışıyorsun?',
        answer:
          'Ağırlıklı olarak lise ve üniversite öğrencileriyle çalışıyorum. 18 yaşından küçük öğrenciler için veli onayı gerekir.',
      },
    ],
  },
  {
    id: 'yatirim',
    title: 'Yatırım Koçluğu',
    icon: 'PiggyBank',
    description:
      'Yatırım koçluğu, parayla ilişkini, harcama alışkanlıklarını ve finansal kararlarını etkileyen duyguları fark etmene yardımcı olur. Belirli bir yatırım tavsiyesi vermeden, hedeflerine uygun, bilinçli ve disiplinli bir finansal yol haritası oluşturmana eşlik ederim.',
    details: [
      'Parayla ilgili inançlarını ve alışkanlıklarını fark etme',
      'Gelir, gider ve birikim hedeflerinin netleşmesi',
      'Kısa ve uzun vadeli finansal hedefler için eylem planı',
      'Aceleci ve duygusal finansal kararları azaltan düşünme adımları',
      'Risk algını ve risk toleransını daha iyi tanıma',
      'Düzenli birikim alışkanlığı ve bütçe disiplini',
      'Finansal konularda güvenilir bilgiyi ayırt etme becerisi',
      'Aile içinde para konusunu daha rahat konuşabilme',
    ],
    who: 'Birikim yapmakta zorlanan, finansal kararlarında kararsızlık ya da kaygı yaşayan ve parayla daha sağlıklı bir ilişki kurmak isteyen bireyler için.',
    format:
      'Birebir, 60 dakikalık seanslar; haftada bir veya iki haftada bir.',
    location,
    duration: '60 dakika',
    image: {
      src: '/images/services/yatirim.svg',
      alt: 'Üst üste dizilmiş madeni paralardan filizlenen bir fidan çizimi',
      width: 800,
      height: 500,
    },
    faq: [
      {
        question: 'Hangi hisseyi ya da fonu almam gerektiğini söyler misin?',
        answer:
          'Hayır. Yatırım koçluğu yatırım danışmanlığı değildir ve belirli bir ürün önermem. Karar süreçlerini, alışkanlıklarını ve hedeflerini netleştirmene destek olurum; ürün seçimi için lisanslı bir yatırım danışmanına başvurmanı öneririm.',
      },
      {
        question: 'Finans bilgim çok az, yine de faydalı olur mu?',
        answer:
          'Evet. Süreç teknik bilgiden çok parayla ilişkine ve karar verme biçimine odaklanır. Temel kavramları da sade bir dille konuşuruz.',
      },
      {
        question: 'Gelirim ve borçlarım hakkında konuşmak zorunda mıyım?',
        answer:
          'Ne kadarını paylaşacağına sen karar verirsin. Paylaştığın bilgiler yalnızca hedeflerini netleştirmek için kullanılır ve açık onayın olmadan kimseyle paylaşılmaz; tek istisna, yasal olarak bildirim gerektiren durumlardır.',
      },
      {
        question: 'Süreci nasıl planlıyoruz?',
        answer:
          'Seansları haftada bir ya da iki haftada bir planlarız. Harcama ve birikim alışkanlıklarını seanslar arasında küçük adımlarla izler, ilerlemeyi düzenli olarak birlikte değerlendiririz.',
      },
      {
        question: 'Eşimle birlikte katılabilir miyiz?',
        answer:
          'Evet. Ortak bütçe ve hedefler için birlikte katılmanızı öneririm; para konusunu aile içinde konuşmak da böylece kolaylaşabilir.',
      },
    ],
  },
];
