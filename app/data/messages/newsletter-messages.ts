/**
 * What the newsletter form says before anything is sent, apart from the server's answers
 * (messages.ts), since this module's every byte is in every page.
 */
export const newsletterCheckMessages = {
  invalidEmail: 'Lütfen geçerli bir e-posta adresi girin.',
  errorTitle: 'Hata',
} as const;
