import { BOOKING_NOTE_MAX, PHONE_MAX } from '#app/schemas/limits.ts';

/** Only the server sends these (docs/product.md#booking-page). */
export const bookingMessages = {
  errorTitle: 'Randevu Alınamadı',
  unreadable: 'Bir hata oluştu, lütfen tekrar dene.',
  writeFailed: 'Randevu kaydedilirken bir hata oluştu, lütfen tekrar dene.',
  kind: 'Lütfen görüşmenin online mı yüz yüze mi olacağını seç.',
  time: 'Lütfen görüşme için bir saat seç.',
  unknownTime: 'Bu saat listede yok, lütfen listeden bir saat seç.',
  name: 'Lütfen adını ve soyadını yaz.',
  email: 'Lütfen e-posta adresini yaz.',
  invalidEmail: 'Lütfen geçerli bir e-posta adresi yaz.',
  phone: 'Lütfen geçerli bir telefon numarası yaz ya da bu alanı boş bırak.',
  phoneTooLong: `Telefon numarası en fazla ${PHONE_MAX} karakter olabilir.`,
  noteTooLong: `Not en fazla ${BOOKING_NOTE_MAX} karakter olabilir.`,
  past: 'Bu saat geçti, lütfen ileri bir saat seç.',
  notice: (hours: number) =>
    `Bu saat çok yakın: keşif görüşmesi en az ${hours} saat önceden alınabilir. Lütfen daha ileri bir saat seç.`,
  beyond: (days: number) =>
    `Bu gün henüz randevuya açık değil: en fazla ${days} gün sonrası için randevu alınabilir. Lütfen daha yakın bir gün seç.`,
  dayOff: 'Bu gün görüşme yapılmıyor, lütfen başka bir gün seç.',
  closed: 'Bu saat görüşme saatlerinin dışında, lütfen listeden bir saat seç.',
  taken: 'Bu saat az önce doldu, lütfen başka bir saat seç.',
  full: 'Bu günün randevuları doldu, lütfen başka bir gün seç.',
  hasUpcoming:
    'Bu e-posta adresiyle alınmış yaklaşan bir keşif görüşmen zaten var. Saatini değiştirmek ya da iptal etmek için onay e-postandaki bağlantıyı kullan.',
  holdsFull:
    'Şu anda onay bekleyen çok sayıda randevu var. Lütfen biraz sonra tekrar dene ya da yukarıdaki e-posta ve WhatsApp bağlantılarıyla yaz.',
  rangeLimit:
    'Bu bağlantıdan bugün çok sayıda randevu istendi. Lütfen yarın tekrar dene ya da yukarıdaki e-posta ve WhatsApp bağlantılarıyla yaz.',
  addressLimit:
    'Bu e-posta adresiyle bugün çok sayıda randevu istendi. Gelen kutundaki onay e-postasına bak ya da yarın tekrar dene.',
  successTitle: 'Son Bir Adım: Randevunu Onayla',
  // `when` stands after a colon, never before a suffix; no address, since the answer is kept a day.
  success: (when: string, holdMinutes: number) =>
    `Seçtiğin zaman: ${when}. Bu saat ${holdMinutes} dakika boyunca senin için tutuluyor. Yazdığın adrese bir onay e-postası gönderildi; randevunu kesinleştirmek için e-postadaki bağlantıyı aç ve “Randevumu onayla” düğmesine bas. Onaylamazsan saat yeniden randevuya açılır.`,
  confirmedTitle: 'Randevun Onaylandı! 🎉',
  confirmed: (when: string) =>
    `Ücretsiz keşif görüşmen kesinleşti: ${when}. Takvim dosyası ekli onay e-postası yazdığın adrese gönderildi; görüşmeyi iptal etmek ya da saatini değiştirmek için bu sayfayı kullanabilirsin.`,
  confirmFailedTitle: 'Randevu Onaylanamadı',
  confirmFailed:
    'Bu randevu onaylanamadı: onay süresi dolmuş ya da randevu zaten onaylanmış olabilir.',
  changedTitle: 'Randevun Güncellendi',
  changed: (when: string) =>
    `Keşif görüşmenin yeni zamanı: ${when}. Yeni takvim dosyasıyla bir onay e-postası gönderildi.`,
  changeTitle: 'Saat Değiştirilemedi',
  gone: 'Bu randevu artık değiştirilemez: iptal edilmiş ya da zamanı geçmiş.',
  tooManyChanges: (changes: number) =>
    `Bu randevunun saatini son 24 saat içinde ${changes} kez değiştirdin. Yeni bir değişiklik için biraz bekle; randevun şu anki saatinde duruyor.`,
  linkRateLimitedTitle: 'Çok Fazla Deneme',
  linkRateLimited:
    'Kısa sürede çok fazla deneme yaptın. Lütfen birkaç dakika sonra tekrar dene; randevun olduğu gibi duruyor.',
  cancelledTitle: 'Randevun İptal Edildi',
  cancelled: 'Keşif görüşmen iptal edildi ve bu saat yeniden randevuya açıldı.',
} as const;
