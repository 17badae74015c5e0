/**
 * The texts of the confirmation link's pages (docs/product.md#newsletter; their headings are in
 * site-pages.ts). The pages' loaders send them, so the browser bundle does not carry them.
 */
export const confirmMessages = {
  question:
    'Bültenin bu adrese gönderilmesini istiyorsanız aşağıdaki düğmeye basın. Onaylamazsanız size bülten gönderilmez ve kaydınız 30 gün sonra silinir.',
  button: 'Aboneliğimi onayla',
  busy: 'Onaylanıyor...',
  doneText:
    'Teşekkürler! Hoş geldiniz e-postası yolda. Yeni İlham Notları ve etkinliklerden ilk siz haberdar olacaksınız; her e-postadaki bağlantıyla dilediğiniz an ayrılabilirsiniz.',
  expiredTitle: 'Bu onay bağlantısının süresi dolmuş.',
  expiredText:
    'Onay bağlantıları 7 gün geçerlidir. Abone olmak istiyorsanız formu yeniden doldurun; size yeni bir bağlantı gönderilir.',
  usedTitle: 'Bu onay bağlantısı daha önce kullanılmış.',
  usedText:
    'Aboneliğiniz zaten onaylanmış olabilir. Bülten gelmiyorsa formu yeniden doldurarak tekrar abone olabilirsiniz.',
  unknownTitle: 'Bu onay bağlantısı geçersiz.',
  unknownText:
    'Bağlantı eksik kopyalanmış ya da yerine daha yeni bir bağlantı gönderilmiş olabilir. Son gelen onay e-postasındaki bağlantıyı kullanın ya da formu yeniden doldurun.',
  again: 'Yeniden Abone Ol',
} as const;
