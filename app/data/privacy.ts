/**
 * The facts the privacy notice (/kvkk) states and the code keeps: a change here changes both,
 * and a change to what the site collects must come with a new `updated` date.
 */
export const privacyFacts = {
  /** "Son güncelleme" of the notice, an ISO date. */
  updated: '2026-11-26',
  /** Sent and failed mails (the outbox) are deleted this many days after they were queued. */
  mailRetentionDays: 30,
  /** A newsletter sign-up not confirmed is erased this many days after it was made. */
  unconfirmedSignUpDays: 30,
  /** A newsletter confirmation link works this many days. */
  confirmLinkDays: 7,
  /** A withdrawn newsletter consent (address and dates) is kept this many years, then erased. */
  withdrawnConsentYears: 3,
} as const;

/** The texts of the unsubscribe link's pages (their headings are in site-pages.ts). */
export const unsubscribeMessages = {
  question:
    'Bülten aboneliğinizi sonlandırmak için aşağıdaki düğmeye basın. Size bir daha bülten gönderilmez; yalnızca ayrıldığınızın kaydı yasal yükümlülük gereği 3 yıl saklanır.',
  button: 'Abonelikten Ayrıl',
  busy: 'Ayrılıyor...',
  doneText:
    'Size artık bülten gönderilmeyecek. Ayrıldığınızın kaydı (e-posta adresiniz ve tarihler) yasal yükümlülük gereği 3 yıl saklanır, sonra silinir. Fikrinizi değiştirirseniz sayfanın altındaki formdan yeniden abone olabilirsiniz.',
  unknownTitle: 'Bu ayrılma bağlantısı geçersiz ya da daha önce kullanılmış.',
  unknownText:
    'Aboneliğiniz zaten sona ermiş olabilir. Hâlâ bülten alıyorsanız bize e-posta ile yazın, kaydınızı hemen silelim:',
} as const;

/** The texts of the confirmation link's pages (their headings are in site-pages.ts). */
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
