/**
 * The facts the privacy notice (/kvkk) states and the code keeps: a change here changes both,
 * and a change to what the site collects must come with a new `updated` date.
 */
export const privacyFacts = {
  /** "Son güncelleme" of the notice, an ISO date. */
  updated: '2026-11-25',
  /** Sent and failed mails (the outbox) are deleted this many days after they were queued. */
  mailRetentionDays: 30,
} as const;

/** The texts of the unsubscribe link's pages (their headings are in site-pages.ts). */
export const unsubscribeMessages = {
  question:
    'Bülten aboneliğinizi sonlandırmak için aşağıdaki düğmeye basın. E-posta adresiniz abone listemizden silinir ve size bülten gönderilmez.',
  button: 'Abonelikten Ayrıl',
  busy: 'Ayrılıyor...',
  doneText:
    'E-posta adresiniz abone listemizden silindi; size artık bülten gönderilmeyecek. Fikrinizi değiştirirseniz sayfanın altındaki formdan yeniden abone olabilirsiniz.',
  unknownTitle: 'Bu ayrılma bağlantısı geçersiz ya da daha önce kullanılmış.',
  unknownText:
    'Aboneliğiniz zaten sona ermiş olabilir. Hâlâ bülten alıyorsanız bize e-posta ile yazın, kaydınızı hemen silelim:',
} as const;
