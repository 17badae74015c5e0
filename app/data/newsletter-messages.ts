/** SPEC section 8: the newsletter form's texts (re-exported by messages.ts). */
export const newsletterMessages = {
  successTitle: 'Başarıyla Abone Oldunuz! 🎉',
  successText: 'E-posta listemize kaydınız alındı. Hoş geldiniz!',
  invalidEmail: 'Lütfen geçerli bir e-posta adresi girin.',
  duplicate: 'Bu e-posta adresi zaten kayıtlı.',
  errorTitle: 'Hata',
  errorFallback: 'Bir hata oluştu, lütfen tekrar deneyin.',
} as const;
