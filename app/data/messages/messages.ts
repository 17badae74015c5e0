import { blogMessages, commentMessages } from '#app/data/messages/comment-messages.ts';
import { newsletterCheckMessages } from '#app/data/messages/newsletter-messages.ts';
import { storyPageMessages, storyServerMessages } from '#app/data/messages/story-messages.ts';

// The forms' messages of docs/product.md#forms, character for character; one export per group, so a form takes only its own.
export const newsletterMessages = {
  successTitle: 'Başarıyla Abone Oldunuz! 🎉',
  successText: 'E-posta listemize kaydınız alındı. Hoş geldiniz!',
  ...newsletterCheckMessages,
  errorFallback: 'Bir hata oluştu, lütfen tekrar deneyin.',
} as const;

export const storyMessages = { ...storyPageMessages, ...storyServerMessages } as const;

export const limitsMessages = {
  name: 'Ad en fazla 100 karakter olabilir.',
  email: 'E-posta adresi en fazla 254 karakter olabilir.',
  story: 'Hikâye en fazla 5.000 karakter olabilir.',
  comment: 'Yorum en fazla 2.000 karakter olabilir.',
  form: 'Gönderilen form çok büyük. Lütfen metni kısaltıp tekrar dene.',
} as const;
export const abuseMessages = {
  rateLimitedTitle: 'Çok Fazla Deneme',
  rateLimited: 'Kısa sürede çok fazla gönderim yaptın. Lütfen birkaç dakika sonra tekrar dene.',
  honeypot: 'Form gönderilemedi. Lütfen sayfayı yenileyip tekrar dene.',
  stillSending: 'Bu form hâlâ gönderiliyor. Lütfen birkaç saniye sonra sayfayı yenile.',
} as const;

export const messages = {
  newsletter: newsletterMessages,
  story: storyMessages,
  comment: commentMessages,
  blog: blogMessages,
  limits: limitsMessages,
  abuse: abuseMessages,
} as const;
