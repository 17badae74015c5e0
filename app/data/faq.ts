import type { FaqEntry } from '#app/data/content-schema.ts';

// The call is 15-20 minutes here and 20-30 elsewhere, on purpose (docs/product.md#limits-and-timings).
export const generalFaq: FaqEntry[] = [
  {
    question: 'Koçluk nedir, ne değildir?',
    answer:
      'Koçluk; hedeflerini netleştirmene, güçlü yönlerini fark etmene ve harekete geçmene destek olan, geleceğe odaklı bir iş birliğidir. Terapi, psikolojik danışmanlık ya da tıbbi bir tedavi değildir; ruh sağlığıyla ilgili bir destek ihtiyacın varsa seni bir uzmana yönlendiririm.',
  },
  {
    question: 'Online mı yoksa yüz yüze mi çalışmalıyım?',
    answer:
      "Seçim tamamen sana kalmış: hangisinde kendini daha rahat hissediyorsan onu öneririm. Online seanslar görüntülü görüşmeyle her yerden yapılabilir, yüz yüze seanslar ise İzmir Karşıyaka’daki ofisimde gerçekleşir. Süreç içinde iki yöntem arasında geçiş de yapabilirsin.",
  },
  {
    question: 'Kaç seansa ihtiyacım olur?',
    answer:
      'Bu, hedefine ve koçluk türüne göre değişir. Belirli bir konuya odaklanmak için 3 seans yeterli olabilir; bir alışkanlık değişimi üzerinde çalışmak için genellikle 6–10 seanslık bir süreç öneririm. Seanslar haftada bir ya da iki haftada bir planlanır.',
  },
  {
    question: 'Ücretsiz keşif görüşmesinde neler konuşuyoruz?',
    answer:
      'Yaklaşık 15–20 dakika süren bu görüşmede seni ve hedeflerini dinler, koçluğun nasıl ilerlediğini anlatırım. Birlikte çalışmanın sana uygun olup olmadığına hiçbir zorunluluk olmadan birlikte karar veririz.',
  },
  {
    question: 'Görüştüklerimiz gizli kalır mı?',
    answer:
      'Evet. Seanslarda paylaştığın her şey gizlidir ve açık onayın olmadan kimseyle paylaşılmaz. Bunun tek istisnası, senin ya da bir başkasının can güvenliğinin tehlikede olduğu ve yasal olarak bildirim gerektiren durumlardır.',
  },
  {
    question: 'Ödeme ve iptal koşulları nasıl?',
    answer:
      'Tek seans ücreti seanstan önce, paket ücretleri ise ilk seanstan önce banka havalesi ya da EFT ile ödenir. Fiyatlara KDV dâhildir. Randevunu en az 24 saat önce haber vererek ücretsiz olarak erteleyebilirsin; daha geç yapılan iptallerde seans kullanılmış sayılır. Sözleşmeden itibaren 14 gün içinde cayma hakkın vardır; bu süre dolmadan seans senin onayınla başlamışsa cayma hakkı kullanılamaz.',
  },
];
