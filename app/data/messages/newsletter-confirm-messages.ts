import { privacyFacts } from '#app/data/privacy.ts';

/** Sent by the pages' loaders, so the browser bundle does not carry them (docs/product.md#newsletter). */
export const confirmMessages = {
  question:
    `Bültenin bu adrese gönderilmesini istiyorsan aşağıdaki düğmeye bas. Onaylamazsan sana bülten gönderilmez ve kaydın ${privacyFacts.unconfirmedSignUpDays} gün sonra silinir.`,
  button: 'Aboneliğimi onayla',
  busy: 'Onaylanıyor...',
  doneText:
    'Teşekkürler! Hoş geldin e-postası yolda. Yeni İlham Notları ve etkinliklerden ilk sen haberdar olacaksın; her e-postadaki bağlantıyla dilediğin an ayrılabilirsin.',
  expiredTitle: 'Bu onay bağlantısının süresi dolmuş.',
  expiredText:
    `Onay bağlantıları ${privacyFacts.confirmLinkDays} gün geçerlidir. Abone olmak istiyorsan formu yeniden doldur; sana yeni bir bağlantı gönderilir.`,
  usedTitle: 'Bu onay bağlantısı daha önce kullanılmış.',
  usedText:
    'Aboneliğin zaten onaylanmış olabilir. Bülten gelmiyorsa formu yeniden doldurarak tekrar abone olabilirsin.',
  unknownTitle: 'Bu onay bağlantısı geçersiz.',
  unknownText:
    'Bağlantı eksik kopyalanmış ya da yerine daha yeni bir bağlantı gönderilmiş olabilir. Son gelen onay e-postasındaki bağlantıyı kullan ya da formu yeniden doldur.',
  again: 'Yeniden Abone Ol',
} as const;
