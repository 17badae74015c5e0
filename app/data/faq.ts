import type { FaqEntry } from '#app/data/content-schema.ts';

// NOTE: this FAQ gives the discovery call as about 15-20 minutes while the booking
// and service pages say 20-30; both readings are kept on purpose
// (docs/product.md#limits-and-timings).
export const generalFaq: FaqEntry[] = [
  {
    question: 'Koçluk nedir, ne değildir?',
    answer:
      'Koçluk; hedeflerinizi netleştirmenize, güçlü yönlerinizi fark etmenize ve harekete geçmenize destek olan, geleceğe odaklı bir iş birliğidir. Terapi, psikolojik danışmanlık ya da tıbbi bir tedavi değildir; ruh sağlığıyla ilgili bir destek ihtiyacınız varsa sizi bir uzmana yönlendiririm.',
  },
  {
    question: 'Online mı yoksa yüz yüze mi çalışmalıyım?',
    answer:
      "İkisi de aynı derecede etkilidir; seçim tamamen size kalmıştır. Online seanslar görüntülü görüşme ile her yerden yapılabilir, yüz yüze seanslar ise İzmir Karşıyaka'daki ofisimde gerçekleşir. Süreç içinde iki yöntem arasında geçiş de yapabilirsiniz.",
  },
  {
    question: 'Kaç seansa ihtiyacım olur?',
    answer:
      'Bu, hedefinize ve koçluk türüne göre değişir. Belirli bir konuya odaklanmak için 3 seans yeterli olabilir; kalıcı bir değişim için genellikle 6-10 seanslık bir süreç öneririm. Seanslar haftada bir ya da iki haftada bir planlanır.',
  },
  {
    question: 'Ücretsiz keşif görüşmesinde neler konuşuyoruz?',
    answer:
      'Yaklaşık 15-20 dakika süren bu görüşmede sizi ve hedeflerinizi dinler, koçluğun nasıl ilerlediğini anlatırım. Birlikte çalışmanın size uygun olup olmadığına hiçbir zorunluluk olmadan birlikte karar veririz.',
  },
  {
    question: 'Görüştüklerimiz gizli kalır mı?',
    answer:
      'Evet. Seanslarda paylaştığınız her şey gizlidir ve açık onayınız olmadan kimseyle paylaşılmaz. Bunun tek istisnası, sizin ya da bir başkasının can güvenliğinin tehlikede olduğu ve yasal olarak bildirim gerektiren durumlardır.',
  },
  {
    question: 'Ödeme ve iptal koşulları nasıl?',
    answer:
      'Tek seans ücreti seanstan önce, paket ücretleri ise ilk seanstan önce banka havalesi ya da EFT ile ödenir. Randevunuzu en az 24 saat önce haber vererek ücretsiz olarak erteleyebilirsiniz; daha geç yapılan iptallerde seans kullanılmış sayılır.',
  },
];
