/** What the privacy notice (/kvkk) states and the code keeps; a change to what is collected needs a new `updated`. */
export const privacyFacts = {
  updated: '2026-11-28',
  mailRetentionDays: 30,
  unconfirmedSignUpDays: 30,
  confirmLinkDays: 7,
  withdrawnConsentYears: 3,
  pastBookingMonths: 6,
  /** From sending, or from when the coach took it off the site. */
  unapprovedSubmissionDays: 90,
  /** The README's journald settings keep to it (a test checks them). */
  serverLogDays: 14,
  auditLogMonths: 12,
  /** A /yonetim session (browser and address) ends after this many hours without a request… */
  sessionIdleHours: 8,
  /** …or this many days after it began, however active. */
  sessionMaxDays: 30,
  endedSessionKeptHours: 12,
  deviceCookieDays: 365,
  submissionKeyHours: 24,
  bookingHoldMinutes: 30,
  formRateLimitMinutes: 10,
} as const;

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
