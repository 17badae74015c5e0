/**
 * What the newsletter form says by itself, before anything is sent: all the browser takes, since
 * the footer's form is on every page (the other texts come back in the server's answers).
 */
export const newsletterCheckMessages = {
  invalidEmail: 'Lütfen geçerli bir e-posta adresi girin.',
  errorTitle: 'Hata',
} as const;

/** The newsletter form's texts, docs/product.md#newsletter (re-exported by messages.ts). */
export const newsletterMessages = {
  successTitle: 'Başarıyla Abone Oldunuz! 🎉',
  successText: 'E-posta listemize kaydınız alındı. Hoş geldiniz!',
  ...newsletterCheckMessages,
  duplicate: 'Bu e-posta adresi zaten kayıtlı.',
  errorFallback: 'Bir hata oluştu, lütfen tekrar deneyin.',
} as const;

/**
 * The form's hidden fields for the consent record: the page it was on, and the version of the
 * consent text it showed (docs/product.md#newsletter).
 */
export const newsletterHiddenFields = { source: 'kaynak', consentVersion: 'onay_metni' } as const;
