/**
 * What the newsletter form says by itself, before anything is sent: all the browser takes, since
 * the footer's form is on every page (the other texts come back in the server's answers, see
 * newsletterMessages in messages.ts; kept out of this module, whose every byte is in every page).
 */
export const newsletterCheckMessages = {
  invalidEmail: 'Lütfen geçerli bir e-posta adresi girin.',
  errorTitle: 'Hata',
} as const;
