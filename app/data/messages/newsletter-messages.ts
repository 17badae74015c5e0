/** Apart from the server's answers (messages.ts), since this module is in every page. */
export const newsletterCheckMessages = {
  invalidEmail: 'Lütfen geçerli bir e-posta adresi girin.',
  errorTitle: 'Hata',
} as const;
