/**
 * The facts the privacy notice (/kvkk) states and the code keeps: a change here changes both,
 * and a change to what the site collects must come with a new `updated` date.
 */
export const privacyFacts = {
  /** "Son güncelleme" of the notice, an ISO date. */
  updated: '2026-11-28',
  /** Sent and failed mails (the outbox) are deleted this many days after they were queued. */
  mailRetentionDays: 30,
  /** A newsletter sign-up not confirmed is erased this many days after it was made. */
  unconfirmedSignUpDays: 30,
  /** A newsletter confirmation link works this many days. */
  confirmLinkDays: 7,
  /** A withdrawn newsletter consent (address and dates) is kept this many years, then erased. */
  withdrawnConsentYears: 3,
  /** A discovery call (name, address, phone, note) is erased this many months after its time. */
  pastBookingMonths: 6,
  /**
   * A story or comment not on the site is erased (a story with its photo) this many days after it
   * was sent, or after the coach took it off the site.
   */
  unapprovedSubmissionDays: 90,
  /**
   * The server's log (stdout, kept by journald) is deleted this many days after it was written:
   * the README's journald settings keep to it (MaxRetentionSec plus MaxFileSec, a test adds them).
   */
  serverLogDays: 14,
  /** The audit trail of /yonetim (who did what, sign-ins with their address) is kept this long. */
  auditLogMonths: 12,
  /** A /yonetim session (browser and address) ends after this many hours without a request… */
  sessionIdleHours: 8,
  /** …or this many days after it began, however active. */
  sessionMaxDays: 30,
  /** An ended session's row is deleted this many hours after its end. */
  endedSessionKeptHours: 12,
  /** A browser that signed in to /yonetim stays known (the device cookie) this many days. */
  deviceCookieDays: 365,
  /** A form's submission key (and the answer kept for a resend) is deleted this many hours on. */
  submissionKeyHours: 24,
  /** An unconfirmed booking holds its time this many minutes, then it is erased. */
  bookingHoldMinutes: 30,
  /** A form's rate limit counts an address's (keyed hash) submissions over this many minutes. */
  formRateLimitMinutes: 10,
} as const;

/** The texts of the unsubscribe link's pages (their headings are in site-pages.ts). */
export const unsubscribeMessages = {
  question:
    `Bülten aboneliğini sonlandırmak için aşağıdaki düğmeye bas. Sana bir daha bülten göndermem; yalnızca ayrıldığının kaydını yasal yükümlülük gereği ${privacyFacts.withdrawnConsentYears} yıl saklarım.`,
  button: 'Abonelikten Ayrıl',
  busy: 'Ayrılıyor...',
  doneText:
    `Sana artık bülten göndermeyeceğim. Ayrıldığının kaydını (e-posta adresin ve tarihler) yasal yükümlülük gereği ${privacyFacts.withdrawnConsentYears} yıl saklar, sonra silerim. Fikrini değiştirirsen sayfanın altındaki formdan yeniden abone olabilirsin.`,
  unknownTitle: 'Bu ayrılma bağlantısı geçersiz ya da daha önce kullanılmış.',
  unknownText:
    'Aboneliğin zaten sona ermiş olabilir. Hâlâ bülten alıyorsan bana e-postayla yaz, kaydını hemen sileyim:',
} as const;
